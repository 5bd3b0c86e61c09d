import { Alert, Anchor, Badge, Container, Paper, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Scrip } from "@fincareer/domain/contract/market";
import { formatDateTime, tickerChange } from "@fincareer/domain/format";
import { formatOpensAt } from "@fincareer/domain/ist";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { isNewLearner } from "../../../lib/new-learner.ts";
import { livePrice, useLivePrices } from "../../../lib/live-prices.ts";
import type { LivePrices } from "../../../lib/live-prices.ts";
import { repriceHoldings, repriceSummary } from "../../../lib/live-portfolio.ts";
import { usePortfolioSummary } from "../api/get-portfolio-summary.ts";
import { useTicker } from "../api/get-ticker.ts";
import { useWatchList } from "../api/get-watch-list.ts";
import { CompanySearch } from "../components/company-search.tsx";
import { IndexCards } from "../components/index-cards.tsx";
import { PortfolioSummaryCard } from "../components/portfolio-summary-card.tsx";
import { StockList } from "../components/stock-list.tsx";
import type { StockRow } from "../components/stock-list.tsx";
import classes from "../components/dashboard.module.css";
import { PriceSourceNote } from "../../../components/price-source-note.tsx";

const MOVERS = 5;

function rowOf(scrip: Scrip, live: LivePrices): StockRow & { percent: number } {
  const price = livePrice(live, scrip.srCode, scrip.market_price);
  return {
    id: scrip.id,
    name: scrip.name,
    shortCode: scrip.shortCode,
    price,
    previous: scrip.prev_close,
    percent: tickerChange(price, scrip.prev_close).percent,
  };
}

/** Top gainers and losers by live percentage change; only companies that actually moved that way. */
export function topMovers(scrips: Scrip[], live: LivePrices, count = MOVERS) {
  const rows = scrips.map((s) => rowOf(s, live)).sort((a, b) => b.percent - a.percent);
  return {
    gainers: rows.filter((r) => r.percent > 0).slice(0, count),
    losers: rows
      .filter((r) => r.percent < 0)
      .reverse()
      .slice(0, count),
  };
}

function Card({
  title,
  action,
  children,
}: {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = `home-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id} className={classes.card}>
      <div className={classes.cardHead}>
        <Title order={2} id={id} className={classes.cardTitle}>
          {title}
        </Title>
        {action}
      </div>
      {children}
    </Paper>
  );
}

/**
 * Home (/dashboard): what to do today (the `today` card, composed by app/), indices, portfolio summary, watch
 * list, top gainers and losers, and the company search.
 */
export default function DashboardPage({ today }: { today?: ReactNode }) {
  const user = useCurrentUser();
  const ticker = useTicker();
  const portfolio = usePortfolioSummary();
  const watch = useWatchList();
  const live = useLivePrices();

  const movers = useMemo(() => topMovers(ticker.data?.scrips ?? [], live), [ticker.data, live]);
  const summary = useMemo(() => {
    if (portfolio.data === undefined) return undefined;
    return repriceSummary(portfolio.data.portfolio, repriceHoldings(portfolio.data.myScrips, live));
  }, [portfolio.data, live]);
  const watchRows = useMemo(
    () => (watch.data?.watchList ?? []).map((s) => rowOf(s, live)),
    [watch.data, live],
  );
  const market = ticker.data?.market;
  const firstName = user?.name?.split(" ")[0];

  return (
    <Container size="xl" py="lg" w="100%" className={classes.page}>
      <div className={classes.head}>
        <div className={classes.headText}>
          <Title order={1} className={classes.title}>
            {firstName ? `${isNewLearner() ? "Welcome" : "Welcome back"}, ${firstName}` : "Home"}
          </Title>
          {market === undefined ? (
            // The badge's room, kept while the ticker loads, so the heading row does not grow when it arrives.
            <Badge
              variant="light"
              className={classes.marketBadge}
              style={{ visibility: "hidden" }}
              aria-hidden
            >
              Market open
            </Badge>
          ) : (
            <Badge
              variant="light"
              color={market.open ? "teal" : "orange"}
              className={classes.marketBadge}
              title={`Last tick ${formatDateTime(market.as_of)}`}
            >
              {market.open ? "Market open" : `Market closed, opens ${formatOpensAt(market.next_open)}`}
            </Badge>
          )}
        </div>
        <CompanySearch />
      </div>
      {today}
      <PriceSourceNote coverage={market?.prices} />
      {market?.calendar.note && (
        // The year's NSE holidays are not loaded: the badge above follows weekdays only (issue 38).
        <Alert color="yellow" variant="light" role="status" mb="md" data-calendar-note="">
          <Text size="sm">{market.calendar.note}</Text>
        </Alert>
      )}

      <section aria-labelledby="home-indices" className={classes.indices}>
        <Title order={2} id="home-indices" className={classes.sectionTitle}>
          Indices
        </Title>
        <Text size="xs" c="dimmed" data-index-source="">
          Simulated levels: index prices are never imported.
        </Text>
        <IndexCards indices={ticker.data?.indices ?? []} live={live} loading={ticker.isPending} />
      </section>

      <div className={classes.grid}>
        <Card
          title="Your portfolio"
          action={
            <Anchor component={Link} to="/stats" size="sm">
              See stats
            </Anchor>
          }
        >
          <PortfolioSummaryCard summary={summary} loading={portfolio.isPending} failed={portfolio.isError} />
        </Card>
        <Card title="Watchlist">
          <StockList
            label="Watchlist"
            rows={watchRows}
            loading={watch.isPending}
            empty={
              watch.isError
                ? "Your watchlist could not be loaded."
                : "No companies yet. Open a company and tap Watch to follow it here."
            }
          />
        </Card>
      </div>
      <div className={classes.movers}>
        <Card title="Top gainers">
          <StockList
            label="Top gainers"
            rows={movers.gainers}
            loading={ticker.isPending}
            empty={ticker.isError ? "Quotes could not be loaded." : "No company is up on the day yet."}
          />
        </Card>
        <Card title="Top losers">
          <StockList
            label="Top losers"
            rows={movers.losers}
            loading={ticker.isPending}
            empty={ticker.isError ? "Quotes could not be loaded." : "No company is down on the day yet."}
          />
        </Card>
      </div>
    </Container>
  );
}
