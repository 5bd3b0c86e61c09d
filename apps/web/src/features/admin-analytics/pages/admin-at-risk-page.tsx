import { Button, Container, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { RISK_CODES, RISK_LABELS } from "@fincareer/domain/analytics";
import { LoadError } from "../../../components/load-error.tsx";
import { adminAnalyticsKeys } from "../../../lib/query-keys.ts";
import { useAtRisk } from "../api/get-at-risk.ts";
import { AnalyticsNav } from "../../../components/analytics-nav.tsx";
import { AtRiskTable } from "../components/at-risk-table.tsx";
import { CsvButton } from "../components/csv-button.tsx";
import { NudgeModal } from "../components/nudge-modal.tsx";
import { useScope } from "../components/use-scope.ts";

/** /admin/analytics/at-risk: who is falling behind in a program, and nudging them. */
export default function AdminAtRiskPage() {
  const [params, setParams] = useSearchParams();
  const { program, picker } = useScope(params, setParams);
  const atRisk = useAtRisk(program);
  const client = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [nudging, setNudging] = useState(false);
  const learners = atRisk.data?.learners ?? [];
  const chosen = learners.filter((l) => selected.has(l.id));

  const handleToggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>At-risk learners</Title>
        <AnalyticsNav />
        {picker()}
        <Text size="sm" c="gray.7">
          A learner is listed for any of: {RISK_CODES.map((c) => RISK_LABELS[c].toLowerCase()).join("; ")}.
          The most urgent come first; a name opens the learner&apos;s activity.
        </Text>
        <Group gap="sm">
          <Button disabled={chosen.length === 0} onClick={() => setNudging(true)}>
            Send nudge{chosen.length ? ` (${chosen.length})` : ""}
          </Button>
          <CsvButton label="the at-risk list" target={{ kind: "at-risk", program }} />
        </Group>
        {atRisk.isPending ? (
          <Skeleton h={300} />
        ) : atRisk.isError ? (
          <LoadError title="Could not load the at-risk list" onRetry={() => void atRisk.refetch()}>
            <Text size="sm">{atRisk.error.message}</Text>
          </LoadError>
        ) : learners.length === 0 ? (
          <Text>Nobody in {program} is at risk today.</Text>
        ) : (
          <>
            <Text size="sm" aria-live="polite">
              {learners.length} learner{learners.length === 1 ? "" : "s"} at risk, {chosen.length} selected.
            </Text>
            <AtRiskTable
              learners={learners}
              selected={selected}
              onToggle={handleToggle}
              onToggleAll={(all) => setSelected(new Set(all ? learners.map((l) => l.id) : []))}
            />
          </>
        )}
      </Stack>
      {nudging && (
        <NudgeModal
          opened
          onClose={() => setNudging(false)}
          program={program}
          learners={chosen}
          onSent={() => {
            setNudging(false);
            setSelected(new Set());
            void client.invalidateQueries({ queryKey: adminAnalyticsKeys.atRisk(program) });
          }}
        />
      )}
    </Container>
  );
}
