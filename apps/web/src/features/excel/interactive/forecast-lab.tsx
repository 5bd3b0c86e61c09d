// See the forecast of xl-m3-v4 in the page: the AQI history, a linear trend forecast and Holt-Winters triple
// exponential smoothing (12-month season) with its 95% band, for 2025; the smoothing constants can be changed.
import { Group, SegmentedControl, Slider, Stack, Table, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { FORECAST_CONFIDENCE, SEASONAL_CYCLE_MONTHS } from "@fincareer/domain/constants";
import { AQI_MONTHLY, aqiMonthLabel } from "@fincareer/domain/excel-datasets";
import { holtWinters, linearForecast } from "@fincareer/domain/excel-forecast";
import type { HoltWintersParams } from "@fincareer/domain/excel-forecast";
import { SvgChart } from "../components/svg-chart.tsx";
import { groupIndian } from "@fincareer/domain/format";

const H = 12;

/** The forecasting lab. */
export default function ForecastLab() {
  const [mode, setMode] = useState<"fitted" | "manual">("fitted");
  const fitted = useMemo(() => holtWinters(AQI_MONTHLY, SEASONAL_CYCLE_MONTHS, H), []);
  const [manual, setManual] = useState<HoltWintersParams>(fitted.params);
  const hw = useMemo(
    () =>
      mode === "fitted"
        ? fitted
        : holtWinters(AQI_MONTHLY, SEASONAL_CYCLE_MONTHS, H, {
            params: manual,
            confidence: FORECAST_CONFIDENCE,
          }),
    [mode, manual, fitted],
  );
  const linear = useMemo(() => linearForecast(AQI_MONTHLY, H, FORECAST_CONFIDENCE), []);
  const n = AQI_MONTHLY.length;
  const history = AQI_MONTHLY.map((v, i) => [i + 1, v] as const);
  const future = (f: { step: number; value: number }[]) => [
    [n, AQI_MONTHLY[n - 1]!] as const,
    ...f.map((p) => [n + p.step, p.value] as const),
  ];
  const xTicks = Array.from({ length: 7 }, (_, k) => [1 + 12 * k, aqiMonthLabel(12 * k).slice(4)] as const);

  const slider = (key: keyof HoltWintersParams, label: string) => (
    <div key={key}>
      <Text size="sm">
        {label}: {manual[key].toFixed(2)}
      </Text>
      <Slider
        min={0}
        max={1}
        step={0.01}
        value={manual[key]}
        onChange={(v) => setManual((p) => ({ ...p, [key]: v }))}
        disabled={mode === "fitted"}
        label={null}
        aria-label={label}
      />
    </div>
  );

  return (
    <div>
      <Title order={3} size="h4">
        Try it: forecast 2025
      </Title>
      <Group justify="space-between" align="flex-end" my="sm" wrap="wrap">
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v)}
          data={[
            { value: "fitted", label: "Best-fit α, β, γ" },
            { value: "manual", label: "Set them yourself" },
          ]}
        />
        <Text size="sm">
          α {hw.params.alpha.toFixed(2)} · β {hw.params.beta.toFixed(2)} · γ {hw.params.gamma.toFixed(2)} ·
          one-step RMSE {groupIndian(hw.rmse, 1)}
        </Text>
      </Group>
      {mode === "manual" && (
        <Stack gap={6} mb="sm" maw={420}>
          {slider("alpha", "α (level)")}
          {slider("beta", "β (trend)")}
          {slider("gamma", "γ (season)")}
        </Stack>
      )}
      <SvgChart
        figure={{
          type: "chart",
          title: "Monthly AQI with 2025 forecasts",
          xLabel: "Month",
          yLabel: "AQI",
          height: 320,
          xTicks: [...xTicks, [n + 1, "2025"] as const],
          series: [
            {
              name: "95% band (Holt-Winters)",
              kind: "band",
              points: hw.forecast.map((p) => [n + p.step, p.lower] as const),
              upper: hw.forecast.map((p) => [n + p.step, p.upper] as const),
              color: "#2c67fb",
            },
            { name: "AQI 2019-2024", kind: "line", points: history, color: "#495057" },
            { name: "Holt-Winters forecast", kind: "line", points: future(hw.forecast), color: "#2c67fb" },
            { name: "Linear forecast", kind: "line", points: future(linear), color: "#d9480f", dashed: true },
          ],
        }}
      />
      <Table.ScrollContainer minWidth={420} mt="sm">
        <Table fz="xs" striped withTableBorder>
          <caption>2025 forecasts (AQI)</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Month</Table.Th>
              <Table.Th ta="right">Linear</Table.Th>
              <Table.Th ta="right">Holt-Winters</Table.Th>
              <Table.Th ta="right">Lower 95%</Table.Th>
              <Table.Th ta="right">Upper 95%</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hw.forecast.map((p, i) => (
              <Table.Tr key={p.step}>
                <Table.Td>{aqiMonthLabel(n + i)}</Table.Td>
                <Table.Td ta="right">{groupIndian(linear[i]!.value, 1)}</Table.Td>
                <Table.Td ta="right">{groupIndian(p.value, 1)}</Table.Td>
                <Table.Td ta="right">{groupIndian(p.lower, 1)}</Table.Td>
                <Table.Td ta="right">{groupIndian(p.upper, 1)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
