import { Modal, Text, UnstyledButton } from "@mantine/core";
import { CHOOSER_TITLE } from "@fincareer/domain/constants";
import type { ProgramEntry, UserInfo } from "@fincareer/domain/contract/user";
import { formatDate } from "@fincareer/domain/format";
import { isProgramName } from "@fincareer/domain/programs";
import type { ProgramName } from "@fincareer/domain/programs";
import { programCode, programLabel } from "./program-label.ts";
import classes from "./program-chooser.module.css";

function dates(entry: ProgramEntry): string {
  const start = entry.start_date === null ? "not scheduled" : formatDate(entry.start_date);
  const end = entry.end_date === null ? "open-ended" : formatDate(entry.end_date);
  return `${start} to ${end}`;
}

/**
 * The chooser's dialog (program-chooser.tsx decides when it opens and handles the pick); its code, Mantine's
 * Modal, is loaded only for a learner who sees it.
 */
export default function ProgramChooserDialog({
  opened,
  user,
  startedIds,
  pending,
  onPick,
}: {
  opened: boolean;
  user: UserInfo;
  startedIds: ReadonlySet<number>;
  pending: boolean;
  onPick: (selection: ProgramName) => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={CHOOSER_TITLE}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
      classNames={{ title: classes.title }}
    >
      <Text size="sm" c="dimmed" mb="md">
        You are enrolled in more than one program. Pick the one to open now; you can switch at any time from
        the program menu.
      </Text>
      <ul className={classes.list}>
        {user.program.map((entry) => {
          const name = entry.program_name;
          const available = startedIds.has(entry.id) && isProgramName(name);
          return (
            <li key={entry.id}>
              <UnstyledButton
                className={classes.option}
                disabled={!available || pending}
                onClick={() => {
                  if (isProgramName(name)) onPick(name);
                }}
              >
                <span className={classes.name}>
                  {programLabel(name)}
                  {programCode(name) !== null && <span className={classes.code}>{programCode(name)}</span>}
                </span>
                <span className={classes.dates}>{dates(entry)}</span>
                {!available && <span className={classes.note}>Not started yet</span>}
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
