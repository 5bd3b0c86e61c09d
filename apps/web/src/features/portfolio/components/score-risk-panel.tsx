import { Badge, Paper, Progress, RingProgress, Skeleton, Stack, Text, Title } from "@mantine/core";
import { formatPercent, formatRupees, formatShare } from "@fincareer/domain/format";
import { useFinScore } from "../api/get-finscore.ts";
import { useStockRisk } from "../api/get-stockrisk.ts";
import classes from "./portfolio.module.css";
import { RiskBandCard } from "./risk-band-card.tsx";

const GRADE_COLOR: Record<string, string> = { A: "teal", B: "green", C: "yellow", D: "orange", E: "red" };

function pct(value: number | null, digits = 1): string {
  return value === null ? "-" : formatShare(value, digits);
}

/** FinScore with its components, and the risk of the holdings (beta, volatility, VaR, sector weights). */
export function ScoreRiskPanel() {
  const score = useFinScore();
  const risk = useStockRisk();

  return (
    <div className={classes.riskGrid}>
      <Paper withBorder p="md" component="section" aria-labelledby="finscore-title">
        <Title order={2} id="finscore-title" className={classes.panelTitle}>
          FinScore
        </Title>
        {score.isPending && <Skeleton h={180} aria-hidden="true" />}
        {score.isError && <Text c="dimmed">The FinScore could not be loaded.</Text>}
        {score.data !== undefined && (
          <>
            <div className={classes.scoreHead}>
              <RingProgress
                size={96}
                thickness={9}
                roundCaps
                sections={[{ value: score.data.score, color: GRADE_COLOR[score.data.grade] ?? "blue" }]}
                label={
                  <Text ta="center" fw={700} size="lg">
                    {score.data.score}
                  </Text>
                }
              />
              <div>
                <Badge size="lg" color={GRADE_COLOR[score.data.grade] ?? "blue"} variant="light">
                  Grade {score.data.grade}
                </Badge>
                <Text size="sm" c="dimmed" mt={6}>
                  Out of 100: diversification, risk-adjusted return, journal discipline and activity.
                </Text>
              </div>
            </div>
            <Stack gap="sm" mt="md">
              {score.data.components.map((c) => (
                <div key={c.key}>
                  <div className={classes.componentHead}>
                    <Text size="sm" fw={600}>
                      {c.label}
                    </Text>
                    <Text size="sm" className={classes.num}>
                      {Math.round(c.score)} / {c.max}
                    </Text>
                  </div>
                  <Progress
                    value={c.max === 0 ? 0 : (c.score / c.max) * 100}
                    size="sm"
                    aria-label={c.label}
                  />
                  <Text size="xs" c="dimmed" mt={2}>
                    {c.detail}
                  </Text>
                </div>
              ))}
            </Stack>
          </>
        )}
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="risk-title">
        <Title order={2} id="risk-title" className={classes.panelTitle}>
          Risk of your holdings
        </Title>
        {risk.isPending && <Skeleton h={180} aria-hidden="true" />}
        {risk.isError && <Text c="dimmed">The risk figures could not be loaded.</Text>}
        {risk.data !== undefined && risk.data.value === 0 && (
          <Text c="dimmed" size="sm">
            Buy a few companies to see your portfolio's beta, volatility and value at risk here.
          </Text>
        )}
        {risk.data !== undefined && risk.data.value > 0 && (
          <>
            <dl className={classes.riskFigures}>
              <div>
                <dt>Beta vs {risk.data.benchmark}</dt>
                <dd>{risk.data.beta === null ? "-" : risk.data.beta.toFixed(2)}</dd>
              </div>
              <div>
                <dt>Volatility (yearly)</dt>
                <dd>{pct(risk.data.volatility)}</dd>
              </div>
              <div>
                <dt>1-day VaR (95%)</dt>
                <dd>
                  {risk.data.var95 === null ? "-" : formatRupees(risk.data.var95)}
                  {risk.data.var95_pct !== null && (
                    <Text span size="xs" c="dimmed">
                      {" "}
                      ({formatPercent(risk.data.var95_pct, 2)})
                    </Text>
                  )}
                </dd>
              </div>
            </dl>
            <Text size="xs" c="dimmed" mt={4}>
              On 19 days out of 20 a one-day loss should stay under the VaR figure. From {risk.data.days} days
              of prices.
            </Text>
            <Title order={3} className={classes.subTitle}>
              Sectors
            </Title>
            <Stack gap={6}>
              {risk.data.sectors.map((s) => (
                <div key={s.industry}>
                  <div className={classes.componentHead}>
                    <Text size="sm">{s.industry}</Text>
                    <Text size="sm" className={classes.num}>
                      {formatPercent(s.weight_pct, 1)}
                    </Text>
                  </div>
                  <Progress value={s.weight_pct} size="sm" color="navy" aria-label={`${s.industry} weight`} />
                </div>
              ))}
            </Stack>
          </>
        )}
      </Paper>
      <RiskBandCard beta={risk.data?.beta ?? null} />
    </div>
  );
}
