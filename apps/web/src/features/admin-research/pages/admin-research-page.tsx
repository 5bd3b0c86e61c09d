import { Container, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useResearchQueue } from "../api/list-research-queue.ts";
import type { QueueFilters as Filters } from "../api/list-research-queue.ts";
import { QueueFilters } from "../components/queue-filters.tsx";
import { QueueList } from "../components/queue-list.tsx";
import { ResearchDetail } from "../components/research-detail.tsx";
import classes from "../components/admin-research.module.css";
import { LoadError } from "../../../components/load-error.tsx";

function idFrom(value: string | null): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * /admin/research: the instructor's grading queue by program and week, flagged submissions first; opening one
 * shows its text, file and peer ratings beside the queue (one pane at a time on phones) with the grade form.
 */
export default function AdminResearchPage() {
  const [params, setParams] = useSearchParams();
  const selectedId = idFrom(params.get("id"));
  const [filters, setFilters] = useState<Filters>({ status: "ungraded" });
  const queue = useResearchQueue(filters);

  const select = (id: number | null) => {
    setParams(id === null ? {} : { id: String(id) });
    // On phones the submission replaces the queue; on wide screens its top sits beside the queue's top.
    window.scrollTo({ top: 0 });
  };

  const items = queue.data?.items ?? [];
  // After a save the next submission of the queue opens (the one below, else the one above; none: the queue).
  const openNext = () => {
    const at = items.findIndex((i) => i.id === selectedId);
    const next = at < 0 ? undefined : (items[at + 1] ?? items[at - 1]);
    select(next ? next.id : null);
  };

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} className={classes.title}>
            Research grading
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Submissions waiting a week for peer ratings, or whose ratings disagree widely, come first. Admin
            points above 0 replace the peer total.
          </Text>
        </div>

        <div className={classes.layout} data-open={selectedId !== null || undefined}>
          <section className={classes.listPane} aria-label="Queue">
            <Stack gap="sm">
              <QueueFilters value={filters} onChange={setFilters} />
              <Text size="sm" c="dimmed" aria-live="polite">
                {queue.isSuccess
                  ? `${queue.data.total} submission${queue.data.total === 1 ? "" : "s"}, ${queue.data.flagged} flagged ` +
                    "(waiting 7+ days for peer ratings, or ratings that disagree by more than half the scale)"
                  : "\u00a0"}
              </Text>
              {queue.isPending ? (
                <Stack gap="xs" aria-busy="true" aria-label="Loading">
                  <Skeleton h={76} />
                  <Skeleton h={76} />
                  <Skeleton h={76} />
                </Stack>
              ) : queue.isError ? (
                <LoadError title="The queue could not be loaded." onRetry={() => void queue.refetch()}>
                  <Text size="sm" c="dimmed">
                    {queue.error.message}
                  </Text>
                </LoadError>
              ) : items.length === 0 ? (
                <Paper withBorder p="xl" ta="center">
                  <Text fw={600}>Nothing here</Text>
                  <Text c="dimmed" size="sm" mt={4}>
                    {filters.status === "ungraded"
                      ? "Every submission matching these filters is graded."
                      : "No submissions match these filters."}
                  </Text>
                </Paper>
              ) : (
                <QueueList items={items} selectedId={selectedId} onSelect={select} />
              )}
              {queue.isSuccess && queue.data.total > items.length && (
                <Text size="xs" c="dimmed">
                  Showing the first {items.length}. Narrow the filters to see the rest.
                </Text>
              )}
            </Stack>
          </section>

          <section className={classes.detailPane} aria-label="Submission">
            {selectedId === null ? (
              <div className={classes.placeholder}>
                <Text fw={600}>Open a submission from the queue</Text>
                <Text size="sm">Read it, its file and its peer ratings, then set the grade.</Text>
              </div>
            ) : (
              <ResearchDetail
                key={selectedId}
                id={selectedId}
                onBack={() => select(null)}
                onSaved={openNext}
              />
            )}
          </section>
        </div>
      </Stack>
    </Container>
  );
}
