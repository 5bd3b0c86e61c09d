// Fit the regressions of module 4 in the page: simple (sales on advertising) and multiple (flat prices), with
// coefficients, standard errors, t, p-values, R², adjusted R², VIFs, and every p-value above 0.05 flagged.
import { Badge, Button, Checkbox, Group, NumberInput, Table, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { P_VALUE_THRESHOLD } from "@fincareer/domain/constants";
import { AD_SALES, HOUSING } from "@fincareer/domain/excel-datasets";
import { correlation, olsRegression, varianceInflationFactors } from "@fincareer/domain/excel-stats";
import type { RegressionResult } from "@fincareer/domain/excel-stats";
import { SvgChart } from "../components/svg-chart.tsx";
import { formatLessonRupees, groupIndian } from "@fincareer/domain/format";
import { pValue } from "../components/format.ts";
import classes from "../components/excel.module.css";
import { StatGrid } from "../components/stat-grid.tsx";

const PREDICTORS = [
  { name: "Area (sq ft)", values: HOUSING.area },
  { name: "Carpet (sq ft)", values: HOUSING.carpet },
  { name: "Bedrooms", values: HOUSING.bedrooms },
  { name: "Age (years)", values: HOUSING.age },
  { name: "Metro (km)", values: HOUSING.metroKm },
  { name: "Parks", values: HOUSING.parks },
] as const;

function digits(v: number) {
  const a = Math.abs(v);
  return a >= 100 ? 2 : a >= 1 ? 3 : 4;
}

/** The coefficient table as Excel's Regression tool prints it, with p > 0.05 flagged. */
function CoefficientTable({ fit, vifs }: { fit: RegressionResult; vifs?: Map<string, number> }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table fz="sm" striped withTableBorder>
        <caption>Coefficients (flag: p-value above {P_VALUE_THRESHOLD})</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">Coefficient</Table.Th>
            <Table.Th ta="right">Std error</Table.Th>
            <Table.Th ta="right">t Stat</Table.Th>
            <Table.Th ta="right">P-value</Table.Th>
            {vifs && <Table.Th ta="right">VIF</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fit.coefficients.map((c, i) => {
            // The intercept stays whatever its p-value (the lessons explain why): only predictors are flagged.
            const flagged = i > 0 && c.pValue > P_VALUE_THRESHOLD;
            const vif = vifs?.get(c.name);
            return (
              <Table.Tr key={c.name}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td ta="right">{groupIndian(c.coefficient, digits(c.coefficient))}</Table.Td>
                <Table.Td ta="right">{groupIndian(c.standardError, digits(c.standardError))}</Table.Td>
                <Table.Td ta="right">{groupIndian(c.tStat, 2)}</Table.Td>
                <Table.Td ta="right" className={flagged ? classes.flagged : undefined}>
                  {pValue(c.pValue)}{" "}
                  {flagged && (
                    <Badge color="red" size="xs" variant="light">
                      p &gt; 0.05
                    </Badge>
                  )}
                </Table.Td>
                {vifs && (
                  <Table.Td
                    ta="right"
                    className={vif !== undefined && vif > 10 ? classes.flagged : undefined}
                  >
                    {vif === undefined ? "" : groupIndian(vif, vif >= 100 ? 0 : 2)}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function FitStats({ fit }: { fit: RegressionResult }) {
  return (
    <StatGrid
      cols={{ base: 2, sm: 4 }}
      my="sm"
      stats={[
        ["R²", groupIndian(fit.rSquare, 4)],
        ["Adjusted R²", groupIndian(fit.adjustedRSquare, 4)],
        ["Standard error", groupIndian(fit.standardError, 3)],
        ["F (Significance F)", `${groupIndian(fit.fStat, 1)} (${pValue(fit.significanceF)})`],
      ]}
    />
  );
}

/** xl-m4-v1 and v2: sales on advertising spend. */
export function SimpleRegressionLab() {
  const fit = useMemo(
    () => olsRegression(AD_SALES.sales, [{ name: "Ad spend", values: AD_SALES.adSpend }]),
    [],
  );
  const [spend, setSpend] = useState(10);
  const a = fit.coefficients[0]!.coefficient;
  const b = fit.coefficients[1]!.coefficient;
  const xs = AD_SALES.adSpend;
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  return (
    <div>
      <Title order={3} size="h4">
        Try it: fit sales on advertising
      </Title>
      <SvgChart
        figure={{
          type: "chart",
          title: "Monthly sales against advertising spend",
          xLabel: "Ad spend (₹ lakh)",
          yLabel: "Sales (₹ lakh)",
          height: 280,
          series: [
            { name: "Months", kind: "scatter", points: xs.map((x, i) => [x, AD_SALES.sales[i]!] as const) },
            {
              name: `Fitted line: sales = ${groupIndian(a, 2)} + ${groupIndian(b, 3)} × spend`,
              kind: "line",
              points: [
                [lo, a + b * lo],
                [hi, a + b * hi],
              ],
              color: "#2c67fb",
            },
          ],
        }}
      />
      <FitStats fit={fit} />
      <CoefficientTable fit={fit} />
      <Group align="flex-end" mt="sm">
        <NumberInput
          label="Ad spend (₹ lakh)"
          value={spend}
          onChange={(v) => setSpend(Number(v) || 0)}
          min={0}
          max={30}
          step={0.5}
          decimalScale={1}
          w={170}
        />
        <Text aria-live="polite">
          Predicted sales: <strong>{formatLessonRupees(a + b * spend, 2)} lakh</strong>
          {(spend < lo || spend > hi) &&
            " (outside the 2.0-11.4 range the line was fitted on: extrapolation)"}
        </Text>
      </Group>
    </div>
  );
}

function HousingLab({ initial, refine }: { initial: readonly string[]; refine: boolean }) {
  const [chosen, setChosen] = useState<string[]>([...initial]);
  const [history, setHistory] = useState<{ label: string; adj: number }[]>([]);
  const { fit, vifs } = useMemo(() => {
    const chosenPredictors = PREDICTORS.filter((p) => chosen.includes(p.name));
    return {
      fit: chosenPredictors.length ? olsRegression(HOUSING.price, chosenPredictors) : null,
      vifs:
        chosenPredictors.length > 1
          ? new Map(varianceInflationFactors(chosenPredictors).map((v) => [v.name, v.vif]))
          : new Map<string, number>(),
    };
  }, [chosen]);

  const toggle = (name: string, on: boolean) =>
    setChosen((c) =>
      on
        ? PREDICTORS.map((p) => p.name).filter((n) => n === name || c.includes(n))
        : c.filter((n) => n !== name),
    );

  // Drop the predictor with the highest VIF above 10 first (collinearity), else the highest p-value above 0.05.
  const next = (() => {
    if (!fit) return null;
    const collinear = [...vifs.entries()].filter(([, v]) => v > 10).sort((a, b) => b[1] - a[1]);
    if (collinear.length >= 2) {
      // Of collinear predictors keep the one that tracks price best on its own; drop the weakest.
      const strength = (name: string) =>
        Math.abs(correlation(PREDICTORS.find((p) => p.name === name)!.values, HOUSING.price));
      return collinear.map(([name]) => name).sort((a, b) => strength(a) - strength(b))[0]!;
    }
    const worst = fit.coefficients
      .slice(1)
      .filter((c) => c.pValue > P_VALUE_THRESHOLD)
      .sort((a, b) => b.pValue - a.pValue)[0];
    return worst?.name ?? null;
  })();

  const handleDrop = () => {
    if (!fit || !next) return;
    setHistory((h) => [...h, { label: `${chosen.length} predictors`, adj: fit.adjustedRSquare }]);
    setChosen((c) => c.filter((n) => n !== next));
  };

  const handleReset = () => {
    setChosen([...initial]);
    setHistory([]);
  };

  return (
    <div>
      <Title order={3} size="h4">
        {refine ? "Try it: refine the model one step at a time" : "Try it: fit the flat-price model"}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Price (₹ lakh) of 40 flats regressed on the predictors you tick. Each fit is ordinary least squares
        with an intercept; p-values come from the t distribution with n − k − 1 degrees of freedom.
      </Text>
      <Group gap="md" mb="sm">
        {PREDICTORS.map((p) => (
          <Checkbox
            key={p.name}
            label={p.name}
            checked={chosen.includes(p.name)}
            onChange={(e) => toggle(p.name, e.currentTarget.checked)}
          />
        ))}
      </Group>
      {fit ? (
        <>
          <FitStats fit={fit} />
          <CoefficientTable fit={fit} vifs={refine ? vifs : undefined} />
          {refine && (
            <Group mt="sm" align="center">
              <Button onClick={handleDrop} disabled={!next}>
                {next ? `Drop ${next}` : "Every predictor is significant"}
              </Button>
              <Button variant="subtle" onClick={handleReset}>
                Start again
              </Button>
            </Group>
          )}
          {refine && history.length > 0 && (
            <Text size="sm" mt="xs" aria-live="polite">
              Adjusted R²:{" "}
              {[
                ...history.map((h) => `${h.label} ${groupIndian(h.adj, 4)}`),
                `now ${groupIndian(fit.adjustedRSquare, 4)}`,
              ].join(" → ")}
            </Text>
          )}
        </>
      ) : (
        <Text>Tick at least one predictor.</Text>
      )}
    </div>
  );
}

/** xl-m4-v3: the five-predictor model. */
export function MultipleRegressionLab() {
  return (
    <HousingLab initial={["Area (sq ft)", "Bedrooms", "Age (years)", "Metro (km)", "Parks"]} refine={false} />
  );
}

/** xl-m4-v4: start from all six predictors and drop one at a time. */
export function RefineRegressionLab() {
  return <HousingLab initial={PREDICTORS.map((p) => p.name)} refine />;
}
