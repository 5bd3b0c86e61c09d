import {
  Alert,
  Button,
  Container,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { formatDateTime, formatShare } from "@fincareer/domain/format";
import { useState } from "react";
import {
  QUESTION_MIN_ATTEMPTS,
  TOO_EASY_FACILITY,
  TOO_HARD_FACILITY,
} from "@fincareer/domain/question-stats";
import type { QuestionSource } from "@fincareer/domain/question-stats";
import { useProgramParam } from "../../../lib/use-program-param.ts";
import { ProgramPicker } from "../../../components/program-picker.tsx";
import { useQuestionStats, useRecalculateQuestionStats } from "../api/get-question-stats.ts";
import { QuestionCard, SOURCE_LABELS } from "../components/question-card.tsx";
import { AnalyticsNav } from "../../../components/analytics-nav.tsx";

/**
 * /admin/analytics/questions: every video, eCode and IBEP question the program's learners answered, with facility,
 * discrimination (Moodle's index) and the option picks; flagged questions first, each linking to its editor.
 */
export default function AdminQuestionQualityPage() {
  const [program, setProgram] = useProgramParam();
  const [source, setSource] = useState<"all" | QuestionSource>("all");
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const stats = useQuestionStats(program);
  const recalculate = useRecalculateQuestionStats(program);

  const all = stats.data?.questions ?? [];
  const shown = all
    .filter((q) => (source === "all" || q.source === source) && (!flaggedOnly || q.flags.length > 0))
    .sort((a, b) => b.flags.length - a.flags.length || b.attempts - a.attempts);
  const flagged = all.filter((q) => q.flags.length > 0).length;

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26} c="navy.9">
            Question quality
          </Title>
          <Text c="gray.8" size="sm" mt={4} maw={760}>
            Facility is the share of learners answering right (first answer each); discrimination compares
            that with how the same learners do on their other questions. From {QUESTION_MIN_ATTEMPTS} answers
            a question is flagged too easy above {formatShare(TOO_EASY_FACILITY)}, too hard below{" "}
            {formatShare(TOO_HARD_FACILITY)}, and &quot;check the key&quot; when strong learners miss it more
            often than weak ones (negative discrimination).
          </Text>
        </div>
        <AnalyticsNav />
        <ProgramPicker
          program={program}
          onChange={setProgram}
          csv={{
            url: `/api/admin/analytics/questions.csv?program=${program}`,
            name: `questions-${program}.csv`,
          }}
        >
          <SegmentedControl
            value={source}
            onChange={(v) => setSource(v)}
            aria-label="Question source"
            data={[
              { value: "all", label: "All" },
              { value: "video", label: SOURCE_LABELS.video },
              { value: "ecode", label: SOURCE_LABELS.ecode },
              { value: "ibep", label: SOURCE_LABELS.ibep },
            ]}
          />
          <Switch
            label="Flagged only"
            checked={flaggedOnly}
            onChange={(e) => setFlaggedOnly(e.currentTarget.checked)}
          />
        </ProgramPicker>
        {stats.isError && <Alert color="red">{stats.error.message}</Alert>}
        {stats.isPending && <Skeleton h={160} aria-hidden="true" />}
        {recalculate.isError && <Alert color="red">{recalculate.error.message}</Alert>}
        {stats.isSuccess && (
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" aria-live="polite">
              {all.length === 0
                ? // The figures are stored and may be minutes old: say when they were true, not "yet".
                  "No learner of this program had answered a question when these figures were computed."
                : `${all.length} questions answered, ${flagged} flagged; showing ${shown.length}.`}
            </Text>
            <Group gap="xs">
              <Text size="xs" c="gray.7">
                Figures as of {formatDateTime(stats.data.computed_at)} IST, updated every few minutes
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                style={{ flexShrink: 0 }}
                loading={recalculate.isPending}
                onClick={() => recalculate.mutate()}
              >
                Recalculate now
              </Button>
            </Group>
          </Group>
        )}
        <Stack gap="sm">
          {shown.map((q) => (
            <QuestionCard key={`${q.source}-${q.id}`} question={q} />
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
