import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "../../../lib/toast.ts";
import { CHART_RANGES } from "@fincareer/domain/contract/market";
import type { ScripData } from "@fincareer/domain/contract/market";
import {
  formatCount,
  formatCrore,
  formatPrice,
  formatRupees,
  formatShare,
  formatSignedPercent,
} from "@fincareer/domain/format";
import { PriceChange } from "../../../components/price-change.tsx";
import { livePrice, useLivePrices } from "../../../lib/live-prices.ts";
import { useChartData } from "../api/get-chart-data.ts";
import type { ChartRange } from "../api/get-chart-data.ts";
import { useScripData } from "../api/get-scrip-data.ts";
import { useWatchScrip } from "../api/watch-scrip.ts";
import { PriceSourceNote } from "../../../components/price-source-note.tsx";
import { CandleChart } from "../components/candle-chart.tsx";
import classes from "../components/company.module.css";

const SEGMENT_LABEL = { LARGE: "Large cap", MID: "Mid cap", SMALL: "Small cap" } as const;

/** The company the screen was opened with: name and id in the router state (SPEC.md section 2). */
function companyFromState(state: unknown): { name: string; id: number } | null {
  if (state === null || typeof state !== "object") return null;
  const { name, id } = state as Record<string, unknown>;
  const numericId = typeof id === "number" ? id : typeof id === "string" ? Number(id) : Number.NaN;
  if (!Number.isInteger(numericId) || numericId <= 0) return null;
  return { name: typeof name === "string" ? name : "", id: numericId };
}

function KeyData({ data, price }: { data: ScripData; price: number }) {
  const d = data.data;
  const rows: [string, string][] = [
    ["Open", formatPrice(d.open)],
    ["Day high", formatPrice(Math.max(d.high, price))],
    ["Day low", formatPrice(Math.min(d.low, price))],
    ["Previous close", formatPrice(data.scrip.prev_close)],
    ["52-week high", formatPrice(d.week52_high)],
    ["52-week low", formatPrice(d.week52_low)],
    ["Market cap", formatCrore(data.scrip.market_cap)],
    ["Shares outstanding", formatCount(d.shares_outstanding)],
    ["Beta (vs SENSEX)", d.beta.toFixed(2)],
    ["Volatility (yearly)", formatShare(d.volatility, 1)],
    ["1-month return", formatSignedPercent(d.return_1m_pct)],
    ["1-year return", formatSignedPercent(d.return_1y_pct)],
    ["In indices", d.indices.length === 0 ? "-" : d.indices.join(", ")],
  ];
  return (
    <dl className={classes.keyData}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Position({ data, price }: { data: ScripData; price: number }) {
  const h = data.holding;
  if (h === null || h.qty === 0) {
    return (
      <Text size="sm" c="dimmed">
        You do not hold this company.
      </Text>
    );
  }
  const value = h.qty * price;
  const pnl = value - h.invested;
  return (
    <dl className={classes.keyData}>
      <div>
        <dt>Shares</dt>
        <dd>{h.qty}</dd>
      </div>
      <div>
        <dt>Average price</dt>
        <dd>{formatPrice(h.avg_price)}</dd>
      </div>
      <div>
        <dt>Invested</dt>
        <dd>{formatRupees(h.invested)}</dd>
      </div>
      <div>
        <dt>Value</dt>
        <dd>{formatRupees(value)}</dd>
      </div>
      <div>
        <dt>P&amp;L</dt>
        <dd data-tone={pnl > 0 ? "up" : pnl < 0 ? "down" : undefined}>{formatRupees(pnl)}</dd>
      </div>
    </dl>
  );
}

/** /company: price and candlestick chart, key data, the learner's position, watch toggle, and Buy/Sell. */
export default function CompanyPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const company = companyFromState(location.state);
  const [range, setRange] = useState<ChartRange>("6M");
  const data = useScripData(company?.id ?? null);
  const chart = useChartData(company?.id ?? null, range);
  const watch = useWatchScrip();
  const live = useLivePrices();

  if (company === null) {
    return (
      <Container size="sm" py="xl" w="100%">
        <Paper withBorder p="xl" ta="center">
          <Title order={1} size="h3">
            Pick a company
          </Title>
          <Text c="dimmed" mt="xs">
            Open a company from Home, the ticker or your portfolio to see its chart and key data.
          </Text>
          <Button component={Link} to="/dashboard" mt="lg">
            Go to Home
          </Button>
        </Paper>
      </Container>
    );
  }

  const scrip = data.data?.scrip;
  const price = scrip === undefined ? null : livePrice(live, scrip.srCode, scrip.market_price);
  const watching = data.data?.is_watch ?? false;
  const name = scrip?.name ?? company.name;

  const handleTrade = (action: "BUY" | "SELL") => {
    if (scrip === undefined) return;
    void navigate("/portfolio", {
      state: { trade: { id: scrip.id, name: scrip.name, shortCode: scrip.shortCode, action } },
    });
  };
  const handleWatch = () => {
    if (scrip === undefined) return;
    watch.mutate(
      { scripId: scrip.id, watch: !watching },
      {
        onSuccess: () =>
          toast.success(
            watching
              ? `${scrip.shortCode} removed from your watchlist`
              : `${scrip.shortCode} added to your watchlist`,
          ),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <Container size="xl" py="lg" w="100%" className={classes.page}>
      <div className={classes.head}>
        <div className={classes.identity}>
          <Title order={1} className={classes.title}>
            {name}
            {scrip !== undefined && <span className={classes.code}> ({scrip.shortCode})</span>}
          </Title>
          {scrip !== undefined && (
            <Group gap={6} mt={4}>
              <Badge variant="light" color="gray">
                {scrip.industry}
              </Badge>
              <Badge variant="light" color="navy">
                {SEGMENT_LABEL[scrip.segment]}
              </Badge>
              <Text size="xs" c="dimmed">
                BSE {scrip.srCode}
              </Text>
            </Group>
          )}
        </div>
        <div className={classes.quote}>
          {price === null || scrip === undefined ? (
            <Skeleton h={48} w={180} aria-hidden="true" />
          ) : (
            <>
              <span className={classes.price}>{formatRupees(price)}</span>
              <PriceChange price={price} previous={scrip.prev_close} showPeriod />
            </>
          )}
        </div>
      </div>

      <Group gap="sm" className={classes.actions}>
        <Button color="teal" onClick={() => handleTrade("BUY")} disabled={scrip === undefined}>
          Buy
        </Button>
        <Button
          color="red"
          onClick={() => handleTrade("SELL")}
          disabled={scrip === undefined || !data.data?.holding}
        >
          Sell
        </Button>
        <Button
          variant={watching ? "light" : "default"}
          onClick={handleWatch}
          loading={watch.isPending}
          disabled={scrip === undefined}
          aria-pressed={watching}
        >
          {watching ? "★ Watching" : "☆ Watch"}
        </Button>
        {data.data !== undefined && !data.data.market.open && (
          <Text size="sm" c="orange.8">
            Market closed: orders wait for the open.
          </Text>
        )}
      </Group>

      {data.isError && (
        <Alert color="red" variant="light" role="alert" title="This company could not be loaded">
          {data.error.message}
        </Alert>
      )}

      <Paper withBorder p="md" component="section" aria-labelledby="chart-title">
        <div className={classes.chartHead}>
          <Title order={2} id="chart-title" className={classes.panelTitle}>
            Price chart
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Chart range"
            value={range}
            onChange={(value) => setRange(value)}
            data={[...CHART_RANGES]}
          />
        </div>
        {data.data !== undefined && (
          <PriceSourceNote coverage={undefined} company={{ real: data.data.data.real }} />
        )}
        <div className={classes.chartBox} aria-busy={chart.isFetching}>
          {chart.isPending ? (
            <Skeleton h="100%" aria-hidden="true" />
          ) : chart.isError ? (
            <Text c="dimmed" role="alert" className={classes.chartMessage}>
              The chart could not be loaded.
            </Text>
          ) : chart.data.candles.length === 0 ? (
            <Text c="dimmed" className={classes.chartMessage}>
              No prices for this range yet.
            </Text>
          ) : (
            <CandleChart
              candles={chart.data.candles}
              intraday={chart.data.interval === "5m"}
              live={price}
              label={`${name} candlestick chart, ${range}`}
            />
          )}
        </div>
      </Paper>

      <div className={classes.columns}>
        <Paper withBorder p="md" component="section" aria-labelledby="key-data-title">
          <Title order={2} id="key-data-title" className={classes.panelTitle}>
            Key data
          </Title>
          {data.data === undefined || price === null ? (
            <Skeleton h={160} aria-hidden="true" />
          ) : (
            <KeyData data={data.data} price={price} />
          )}
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="position-title">
          <Title order={2} id="position-title" className={classes.panelTitle}>
            Your position
          </Title>
          {data.data === undefined || price === null ? (
            <Skeleton h={80} aria-hidden="true" />
          ) : (
            <Position data={data.data} price={price} />
          )}
        </Paper>
      </div>
    </Container>
  );
}
