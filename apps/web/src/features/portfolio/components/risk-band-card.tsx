import { Anchor, Badge, Group, Paper, Progress, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { betaFit } from "@fincareer/domain/risk-profile";
import { useRiskProfile } from "../api/get-risk-profile.ts";
import classes from "./portfolio.module.css";
import { formatPercent } from "@fincareer/domain/format";

const BAND_COLOR = { Low: "teal", Moderate: "blue", High: "orange" } as const;
const SEGMENTS = [
  { key: "large", label: "Large caps", color: "navy" },
  { key: "mid", label: "Mid caps", color: "brand" },
  { key: "small", label: "Small caps", color: "orange" },
  { key: "cash", label: "Cash", color: "gray" },
] as const;

const FIT_TEXT = {
  below:
    "Your portfolio's beta is below this band: it moves less than the market. That is safe, but may lag it.",
  within: "Your portfolio's beta is within this band.",
  above:
    "Your portfolio's beta is above this band: it swings more than your chosen appetite. Consider trimming volatile stocks.",
} as const;

/** The risk appetite chosen at sign-up step 2: its band, suggested allocation, and how the holdings' beta fits. */
export function RiskBandCard({ beta }: { beta: number | null }) {
  const risk = useRiskProfile();
  const profile = risk.data?.profile ?? null;

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="risk-band-title"
      className={classes.riskBand}
    >
      <Group justify="space-between" align="center">
        <Title order={2} id="risk-band-title" className={classes.panelTitle}>
          Your risk band
        </Title>
        {profile !== null && (
          <Badge size="lg" variant="light" color={BAND_COLOR[profile.band]}>
            {profile.label} · {profile.band} risk
          </Badge>
        )}
      </Group>
      {risk.isError && <Text c="gray.7">Your risk choice could not be loaded.</Text>}
      {risk.data !== undefined && profile === null && (
        <Text c="gray.8" size="sm" mt="xs">
          You have not chosen a risk appetite yet.
        </Text>
      )}
      {profile !== null && (
        <>
          <Text size="sm" c="gray.8" mt="xs">
            Suggested allocation for the appetite you chose at sign-up:
          </Text>
          <Progress.Root size={22} mt="xs" aria-label="Suggested allocation">
            {SEGMENTS.filter((s) => profile.allocation[s.key] > 0).map((s) => (
              <Progress.Section key={s.key} value={profile.allocation[s.key]} color={s.color}>
                <Progress.Label>{formatPercent(profile.allocation[s.key])}</Progress.Label>
              </Progress.Section>
            ))}
          </Progress.Root>
          <Group gap="md" mt={6}>
            {SEGMENTS.map((s) => (
              <Text key={s.key} size="xs" c="gray.8">
                <span
                  className={classes.legendDot}
                  style={{ background: `var(--mantine-color-${s.color}-6)` }}
                />
                {s.label} {formatPercent(profile.allocation[s.key])}
              </Text>
            ))}
          </Group>
          <Text size="sm" mt="sm">
            At most <strong>{formatPercent(profile.max_position_pct)}</strong> in one stock · beta{" "}
            <strong>
              {profile.beta_range[0].toFixed(2)}–{profile.beta_range[1].toFixed(2)}
            </strong>{" "}
            · volatility up to <strong>{formatPercent(profile.max_volatility_pct)}</strong> a year.
          </Text>
          {betaFit(profile.appetite, beta) !== null && (
            <Text size="sm" mt="xs" fw={600}>
              {FIT_TEXT[betaFit(profile.appetite, beta)!]}
            </Text>
          )}
          <Text size="sm" c="gray.8" mt="xs">
            {profile.advice} Guidance only: it never blocks an order.{" "}
            <Anchor component={Link} to="/faq" size="sm">
              How the band works
            </Anchor>
          </Text>
        </>
      )}
    </Paper>
  );
}
