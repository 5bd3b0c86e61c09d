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

const ALL_GRADED = "Every submission in this queue is graded.";

/** What "flagged" means (researchFlags in packages/domain: the server flags by the same rule). */
const FLAGGED_HELP =
  "Flagged: not yet graded, and either waiting 7 days or more since it was submitted for all its peer ratings, " +
  "or two of its peer ratings more than half the rating scale apart. Flagged submissions come first.";

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
  // Set when a save graded the last ungraded submission of the queue: the empty pane says so.
  const [allGraded, setAllGraded] = useState(false);

  const select = (id: number | null) => {
    setAllGraded(false);
    setParams(id === null ? {} : { id: String(id) });
    // On phones the submission replaces the queue; on wide screens its top sits beside the queue's top.
    window.scrollTo({ top: 0 });
  };

  const items = queue.data?.items ?? [];
  // After a save the next ungraded submission of the queue opens (the first below the saved one, else the first
  // above it); when none is left the pane says every one is graded. The sentence goes into the saved notice.
  const openNext = (): string => {
    const at = items.findIndex((i) => i.id === selectedId);
    const ungraded = (i: (typeof items)[number]) => i.id !== selectedId && i.graded_at === null;
    const next = items.slice(at + 1).find(ungraded) ?? items.slice(0, Math.max(at, 0)).find(ungraded);
    select(next ? next.id : null);
    if (next) return `Next ungraded: ${next.company} by ${next.author_name}.`;
    setAllGraded(true);
    return ALL_GRADED;
  };

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} className={classes.title}>
            Research grading
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Each peer total is out of its own maximum (shown as &ldquo;x of max&rdquo; with a percentage); an
            instructor&rsquo;s mark is out of 10 and, above 0, replaces the peer total.
          </Text>
        </div>

        <div className={classes.layout} data-open={selectedId !== null || undefined}>
          <section className={classes.listPane} aria-label="Queue">
            <Stack gap="sm">
              <QueueFilters value={filters} onChange={setFilters} />
              <Text size="sm" c="dimmed" aria-live="polite">
                {queue.isSuccess
                  ? `${queue.data.total} submission${queue.data.total === 1 ? "" : "s"}, ${queue.data.flagged} flagged`
                  : "\u00a0"}
              </Text>
              <Text size="xs" c="dimmed" id="research-flagged-help">
                {FLAGGED_HELP}
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
                {allGraded ? (
                  <Text fw={600} role="status">
                    {ALL_GRADED}
                  </Text>
                ) : (
                  <>
                    <Text fw={600}>Open a submission from the queue</Text>
                    <Text size="sm">Read it, its file and its peer ratings, then set the grade.</Text>
                  </>
                )}
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
