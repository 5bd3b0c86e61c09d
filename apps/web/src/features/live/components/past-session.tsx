import { Anchor, Text, VisuallyHidden } from "@mantine/core";
import type { LiveSession } from "@fincareer/domain/contract/user";
import classes from "./live-sessions.module.css";

/** A session that has ended, with its recording when the instructor has added one. */
export function PastSession({ session }: { session: LiveSession }) {
  return (
    <li className={classes.pastItem}>
      <div className={classes.pastBody}>
        <Text fw={600}>
          <time dateTime={session.start_time}>{session.timing}</time>
        </Text>
        <Text size="sm" className={classes.timing}>
          India time (IST) · {session.duration_minutes} min
        </Text>
      </div>
      {session.recording_url ? (
        <Anchor href={session.recording_url} target="_blank" rel="noopener noreferrer" fw={600}>
          Watch recording<VisuallyHidden> of {session.title}</VisuallyHidden>
        </Anchor>
      ) : (
        <Text size="sm" className={classes.hint}>
          Recording coming soon
        </Text>
      )}
    </li>
  );
}
