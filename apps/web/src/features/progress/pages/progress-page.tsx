import {
  Anchor,
  Box,
  Container,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ProgressResponse } from "@fincareer/domain/contract/analytics-quality";
import { MIN_COHORT_FOR_MEDIAN } from "@fincareer/domain/constants";
import { formatDateTime, formatShare } from "@fincareer/domain/format";
import { programInfo } from "@fincareer/domain/programs";
import type { NavKey } from "@fincareer/domain/navigation";
import { LoadError } from "../../../components/load-error.tsx";
import { useCurrentUser, userMenu } from "../../../lib/current-user.tsx";
import { useProgress } from "../api/get-progress.ts";

/** A count or median as people say it: whole numbers plain, halves (a median of an even count) to one decimal. */
const count = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `progress-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="sm" c="navy.9">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );
}

function Median({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="gray.8">
      {children}
    </Text>
  );
}

function Videos({ videos, path }: { videos: NonNullable<ProgressResponse["videos"]>; path?: string }) {
  if (videos.total === 0) return <Text>Your program has no videos yet.</Text>;
  return (
    <>
      <Text>
        You have finished <strong>{videos.finished}</strong> of {plural(videos.total, "video", "videos")}.
      </Text>
      <Progress
        value={(videos.finished / videos.total) * 100}
        aria-label={`${videos.finished} of ${videos.total} videos finished`}
      />
      {videos.median_finished !== null && (
        <Median>The median learner of your program has finished {count(videos.median_finished)}.</Median>
      )}
      {videos.next ? (
        <Text size="sm">
          Next:{" "}
          {path ? (
            <Anchor component={Link} to={`${path}?video=${videos.next.id}`} underline="always">
              {videos.next.title}
            </Anchor>
          ) : (
            videos.next.title
          )}{" "}
          ({videos.next.module})
        </Text>
      ) : (
        <Text size="sm">You have finished every video. Well done!</Text>
      )}
    </>
  );
}

function Quiz({ quiz }: { quiz: NonNullable<ProgressResponse["quiz"]> }) {
  return (
    <>
      {quiz.accuracy === null ? (
        <Text>You have not answered a video question yet.</Text>
      ) : (
        <Text>
          You answered <strong>{quiz.correct}</strong> of {plural(quiz.answered, "question", "questions")}{" "}
          right ({formatShare(quiz.accuracy)}).
        </Text>
      )}
      {quiz.median_accuracy !== null && (
        <Median>The median learner of your program answers {formatShare(quiz.median_accuracy)} right.</Median>
      )}
    </>
  );
}

function Research({
  research,
  path,
}: {
  research: NonNullable<ProgressResponse["research"]>;
  path?: string;
}) {
  const noun = research.kind === "research" ? ["research item", "research items"] : ["project", "projects"];
  const due = research.next_due;
  return (
    <>
      <Text>
        You have submitted <strong>{plural(research.submitted, noun[0]!, noun[1]!)}</strong>;{" "}
        {research.graded === 1 ? "1 is" : `${research.graded} are`} graded.
      </Text>
      {research.median_submitted !== null && (
        <Median>The median learner of your program has submitted {count(research.median_submitted)}.</Median>
      )}
      {due ? (
        <Text size="sm">
          Week {due.week} is open until {formatDateTime(due.deadline)}:{" "}
          {due.submitted ? "submitted (you can still edit it)." : "not submitted yet."}{" "}
          {path && (
            <Anchor component={Link} to={path} underline="always">
              {due.submitted ? "Open it" : "Submit it"}
            </Anchor>
          )}
        </Text>
      ) : (
        <Text size="sm">No week is open for submissions now.</Text>
      )}
    </>
  );
}

/**
 * /progress, "My progress": what is done, what is next, and the median learner of the program (no names).
 * `certificate` renders the certificate section of the current program (the certificates feature; app/ composes).
 */
export default function ProgressPage({
  certificate,
}: {
  certificate?: (program: string | null) => ReactNode;
}) {
  const user = useCurrentUser();
  const program = user?.cprogram ?? null;
  const progress = useProgress(program);
  const menu = userMenu(user);
  const pathOf = (...keys: NavKey[]) => menu.find((item) => keys.includes(item.key))?.path;
  const data = progress.data;
  const empty = data && !data.videos && !data.quiz && !data.research && !data.games;

  return (
    <Container size="lg" py="xl" w="100%">
      <Title order={1} fz={26} c="navy.9">
        My progress
      </Title>
      <Text c="gray.8" size="sm" mt={4} mb="lg">
        {data?.program
          ? data.cohort >= MIN_COHORT_FOR_MEDIAN
            ? `Your work in ${programInfo(data.program)?.label ?? data.program}, beside the median learner of the ${plural(data.cohort, "learner", "learners")} in it.`
            : `Your work in ${programInfo(data.program)?.label ?? data.program}. There is not yet a cohort to compare with: the median learner shows once ${MIN_COHORT_FOR_MEDIAN} learners are enrolled.`
          : "\u00a0"}
      </Text>
      {certificate && <Box mb="md">{certificate(program)}</Box>}
      {progress.isPending && <Skeleton h={220} aria-hidden="true" />}
      {progress.isError && (
        <LoadError title="Your progress could not be loaded." onRetry={() => void progress.refetch()} />
      )}
      {empty && <Text>Your program has no videos, research or games to track yet.</Text>}
      {data && !empty && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {data.videos && (
            <Section title="Videos">
              <Videos videos={data.videos} path={pathOf("resource")} />
            </Section>
          )}
          {data.quiz && (
            <Section title="Quiz accuracy">
              <Quiz quiz={data.quiz} />
            </Section>
          )}
          {data.research && (
            <Section title={data.research.kind === "research" ? "Research" : "Projects"}>
              <Research research={data.research} path={pathOf("research", "projects")} />
            </Section>
          )}
          {data.games && (
            <Section title="Games">
              <Text>
                You have finished <strong>{plural(data.games.played, "game set", "game sets")}</strong>.
              </Text>
              {data.games.median_played !== null && (
                <Median>
                  The median learner of your program has finished {count(data.games.median_played)}.
                </Median>
              )}
              {pathOf("games") && (
                <Anchor component={Link} to={pathOf("games")!} size="sm">
                  Play a game
                </Anchor>
              )}
            </Section>
          )}
        </SimpleGrid>
      )}
    </Container>
  );
}
