import { Badge, Container, Paper, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import type { ResearchItem } from "@fincareer/domain/contract/research";
import { useNotifyScore } from "../api/get-notify-score.ts";
import { useRateResearchList } from "../api/list-rate-research.ts";
import { useResearchList } from "../api/list-research.ts";
import { researchApiBase } from "../api/research-area.ts";
import type { ResearchScreenKind } from "../api/research-area.ts";
import { NewScoresNotice } from "../components/new-scores-notice.tsx";
import { SubmissionCard } from "../components/submission-card.tsx";
import { SubmissionForm } from "../components/submission-form.tsx";
import classes from "../components/research.module.css";
import { LoadError } from "../../../components/load-error.tsx";
import { LoadingFallback } from "../../../components/loading-fallback.tsx";

// The rating cards (with the points input) are fetched when the rating tab is first opened, not with the screen.
const PeerReviewCard = lazy(() =>
  import("../components/peer-review-card.tsx").then((m) => ({ default: m.PeerReviewCard })),
);

const TITLES: Record<ResearchScreenKind, { title: string; intro: string; noun: string }> = {
  old: {
    title: "Research",
    intro: "Submit your research, rate your peers' work and follow your scores.",
    noun: "research",
  },
  new: {
    title: "Research",
    intro: "Weekly research: submit for the open week, rate your peers and follow your scores.",
    noun: "research",
  },
  fa: {
    title: "FA Research",
    intro: "Weekly research for FA FMEP: submit for the open week, rate your peers and follow your scores.",
    noun: "research",
  },
  projects: {
    title: "Projects",
    intro: "Case projects: submit for the open week, rate your peers' projects and follow your scores.",
    noun: "project",
  },
};

type Tab = "submit" | "mine" | "rate";
const TABS: readonly Tab[] = ["submit", "mine", "rate"];

/**
 * The learner's research or projects screen: submit (and edit until the deadline) the open week's item, my
 * submissions with their 'total/out_of' scores and comments, and the peers' submissions to rate.
 */
export function ResearchPage({ kind }: { kind: ResearchScreenKind }) {
  const base = researchApiBase(kind);
  const { title, intro, noun } = TITLES[kind];
  const list = useResearchList(base);
  const notices = useNotifyScore(base);
  const rateList = useRateResearchList(base);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : "submit";
  const setTab = (next: string | null) => {
    if (next === null) return;
    setParams(next === "submit" ? {} : { tab: next }, { replace: true });
  };

  const items = list.data?.research ?? [];
  const openWeek = list.data?.open_week ?? null;
  const current = openWeek === null ? undefined : items.find((i) => i.week === openWeek.week);
  const awaiting = items.reduce((sum, i) => sum + i.awaiting_ratings, 0);
  const pending = rateList.data?.pending ?? 0;

  return (
    <Container size="md" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {intro}
          </Text>
        </div>

        <div className={classes.stats} aria-live="polite">
          <Stat
            label="Open week"
            value={list.isSuccess ? (openWeek === null ? "None" : `Week ${openWeek.week}`) : null}
          />
          <Stat label="Ratings awaited" value={list.isSuccess ? String(awaiting) : null} />
          <Stat label="Peers to rate" value={rateList.isSuccess ? String(pending) : null} />
        </div>

        {/* The notice arrives on its own call and sits above the tabs: the tabs wait for it (behind the same
            loading cards their panel shows) so they appear once, where they stay, instead of moving down. */}
        {notices.isPending ? (
          <LoadingCards />
        ) : (
          <>
            <NewScoresNotice base={base} />

            <Tabs
              value={tab}
              onChange={setTab}
              keepMounted={false}
              classNames={{ list: classes.tabList, tab: classes.tab }}
            >
              <Tabs.List grow>
                <Tabs.Tab value="submit">This week</Tabs.Tab>
                <Tabs.Tab
                  value="mine"
                  rightSection={items.length > 0 ? <CountBadge n={items.length} /> : undefined}
                >
                  My submissions
                </Tabs.Tab>
                <Tabs.Tab
                  value="rate"
                  rightSection={pending > 0 ? <CountBadge n={pending} color="orange" /> : undefined}
                >
                  Rate peers
                </Tabs.Tab>
              </Tabs.List>

              <Tabs.Panel value="submit" pt="lg">
                {list.isPending ? (
                  <LoadingCards />
                ) : list.isError ? (
                  <LoadError
                    title="We could not load your submissions."
                    onRetry={() => void list.refetch()}
                  />
                ) : openWeek === null ? (
                  <Empty
                    title="No week is open for submissions"
                    text={
                      list.data.maxresearch === 0
                        ? "Submissions open in the first week of your program."
                        : `Week ${list.data.maxresearch} has closed. Your scores stay under My submissions.`
                    }
                  />
                ) : (
                  <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
                    <Title order={2} size="h3" mb="xs">
                      Week {openWeek.week} {noun}
                      {current !== undefined && (
                        <Badge ml="sm" color="teal" variant="light" style={{ verticalAlign: "middle" }}>
                          Submitted
                        </Badge>
                      )}
                    </Title>
                    <SubmissionForm
                      key={openWeek.week}
                      base={base}
                      openWeek={openWeek}
                      existing={current}
                      noun={noun}
                    />
                  </Paper>
                )}
              </Tabs.Panel>

              <Tabs.Panel value="mine" pt="lg">
                <MySubmissions
                  items={items}
                  pending={list.isPending}
                  error={list.isError}
                  onRetry={() => void list.refetch()}
                  onEdit={() => setTab("submit")}
                />
              </Tabs.Panel>

              <Tabs.Panel value="rate" pt="lg">
                {rateList.isPending ? (
                  <LoadingCards />
                ) : rateList.isError ? (
                  <LoadError
                    title="We could not load the submissions to rate."
                    onRetry={() => void rateList.refetch()}
                  />
                ) : rateList.data.research.length === 0 ? (
                  <Empty
                    title="Nothing to rate yet"
                    text="Once you submit for a week, peers' submissions from your program and that week are assigned to you here."
                  />
                ) : (
                  <Stack gap="md">
                    <Text size="sm" c="dimmed">
                      {pending === 0
                        ? "You have rated every submission assigned to you."
                        : `${pending} to rate, ${rateList.data.rated} rated. Ratings are anonymous to the author.`}
                    </Text>
                    <Suspense fallback={<LoadingFallback />}>
                      {rateList.data.research.map((item) => (
                        <PeerReviewCard key={item.id} base={base} item={item} />
                      ))}
                    </Suspense>
                  </Stack>
                )}
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Stack>
    </Container>
  );
}

function MySubmissions(props: {
  items: ResearchItem[];
  pending: boolean;
  error: boolean;
  onRetry: () => void;
  onEdit: () => void;
}) {
  if (props.pending) return <LoadingCards />;
  if (props.error) return <LoadError title="We could not load your submissions." onRetry={props.onRetry} />;
  if (props.items.length === 0) {
    return <Empty title="No submissions yet" text="What you submit each week, and its score, shows here." />;
  }
  return (
    <Stack gap="md">
      {props.items.map((item) => (
        <SubmissionCard key={item.id} item={item} onEdit={props.onEdit} />
      ))}
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: string | null }) {
  return (
    <div className={classes.stat}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3} className={classes.statLabel}>
        {label}
      </Text>
      {value === null ? (
        <Skeleton h="1.2em" w="60%" className={classes.statValue} />
      ) : (
        <div className={classes.statValue}>{value}</div>
      )}
    </div>
  );
}

function CountBadge({ n, color = "gray" }: { n: number; color?: string }) {
  return (
    <Badge size="sm" circle variant="filled" color={color}>
      {n}
    </Badge>
  );
}

function LoadingCards() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading">
      <Skeleton h={120} />
      <Skeleton h={120} />
    </Stack>
  );
}

function Empty({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Text fw={600}>{title}</Text>
      <Text c="dimmed" size="sm" mt={4}>
        {text}
      </Text>
    </Paper>
  );
}
