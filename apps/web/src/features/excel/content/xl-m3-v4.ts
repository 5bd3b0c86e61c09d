// xl-m3-v4 Forecasting: an air-quality index forecast with FORECAST.LINEAR and triple exponential smoothing
// (FORECAST.ETS, Holt-Winters, 12-month season) with a 95% confidence band.
import { AQI_MONTHLY, aqiMonthLabel } from "@fincareer/domain/excel-datasets";
import { FORECAST_FIGURES } from "@fincareer/domain/excel-figures";
import { holtWinters, linearForecast } from "@fincareer/domain/excel-forecast";
import type { LessonContent } from "./types.ts";

const n = AQI_MONTHLY.length;
const hw = holtWinters(AQI_MONTHLY, 12, 12);
const lin = linearForecast(AQI_MONTHLY, 12);
const f = FORECAST_FIGURES;
const years = [2019, 2020, 2021, 2022, 2023, 2024];
const monthMeans = Array.from(
  { length: 12 },
  (_, m) => years.reduce((s, _y, k) => s + AQI_MONTHLY[12 * k + m]!, 0) / 6,
);
const yearTicks = years.map((y, k) => [1 + 12 * k, String(y)] as const);

const lesson: LessonContent = {
  lead: "Forecast a city's monthly air-quality index for 2025 two ways, a straight trend line and Holt-Winters triple exponential smoothing with a 12-month season, and put a 95% band around the forecast.",
  minutes: 45,
  blocks: [
    { kind: "h", text: "The data" },
    {
      kind: "p",
      text: "The Data sheet holds the monthly average **Air Quality Index (AQI)** of a North Indian city from January 2019 to December 2024, 72 months. On India's AQI scale 0-50 is good, 51-100 satisfactory, 101-200 moderate, 201-300 poor, 301-400 very poor. The question from the city's health department: what should we expect month by month in 2025, and how sure are we?",
    },
    {
      kind: "figure",
      caption:
        "Six years of monthly AQI. Every winter the index climbs above 250 (crop-residue burning, cold still air, festival fireworks); every monsoon it falls below 110. Underneath, the level drifts slowly down.",
      figure: {
        type: "chart",
        title: "Monthly AQI, Jan 2019 - Dec 2024",
        xLabel: "Month",
        yLabel: "AQI",
        height: 260,
        xTicks: yearTicks,
        series: [
          {
            name: "Monthly AQI",
            kind: "line",
            points: AQI_MONTHLY.map((v, i) => [i + 1, v] as const),
            color: "#495057",
          },
        ],
      },
    },
    {
      kind: "p",
      text: "A good forecast reproduces the two visible patterns: a **trend** (the slow improvement) and a **season** of 12 months that repeats every year. Average each calendar month over the six years and the season is plain:",
    },
    {
      kind: "table",
      caption: "Average AQI by calendar month, 2019-2024",
      head: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
      rows: [monthMeans.map((v) => v.toFixed(0))],
    },
    { kind: "h", text: "Method 1: a linear trend (FORECAST.LINEAR)" },
    {
      kind: "p",
      text: "Number the months 1 to 72 in column A (the **timeline**) and fit a straight line of AQI on month number. `FORECAST.LINEAR(x, known_y's, known_x's)` returns the line's value at a new x; `SLOPE` and `INTERCEPT` give the line itself.",
    },
    {
      kind: "formula",
      text: "D74: =FORECAST.LINEAR(A74, $C$2:$C$73, $A$2:$A$73)",
      note: `Intercept ${f.linear.intercept}, slope ${f.linear.slope} AQI points per month: the city improves by about 6 points a year. January 2025 (month 73): ${f.linear.jan2025}; December 2025: ${f.linear.dec2025}.`,
    },
    {
      kind: "p",
      text: "The trend line is honest about the long-run direction but blind to the season: it forecasts about 160 for every month of 2025, far too low for November-January and far too high for July-August. Its 95% prediction band is therefore enormous, roughly ±128 points, because the seasonal swings all count as error.",
    },
    { kind: "h", text: "Method 2: triple exponential smoothing (Holt-Winters)" },
    {
      kind: "p",
      text: "Exponential smoothing forecasts with a weighted average of the past in which recent months weigh more. **Triple** smoothing keeps three running estimates and updates each month:",
    },
    {
      kind: "list",
      items: [
        "**Level** Lₜ = α (yₜ − Sₜ₋₁₂) + (1 − α)(Lₜ₋₁ + Tₜ₋₁): the deseasonalised value now.",
        "**Trend** Tₜ = β (Lₜ − Lₜ₋₁) + (1 − β) Tₜ₋₁: the change in level per month.",
        "**Season** Sₜ = γ (yₜ − Lₜ) + (1 − γ) Sₜ₋₁₂: how far this calendar month sits above or below the level.",
        "**Forecast** h months ahead: ŷ = Lₙ + h·Tₙ + Sₙ₊ₕ₋₁₂.",
      ],
    },
    {
      kind: "p",
      text:
        "α, β and γ between 0 and 1 control how fast each estimate forgets the past. They are chosen to make the one-step-ahead forecasts as accurate as possible over the history. For this series the best values are " +
        `α = ${f.holtWinters.alpha}, β = ${f.holtWinters.beta}, γ = ${f.holtWinters.gamma}, with a one-step error (RMSE) of ${f.holtWinters.rmse} AQI points: a slowly moving level and trend, and a season that adapts moderately from year to year.`,
    },
    {
      kind: "p",
      text: "Excel implements this model (its **AAA version of ETS**: additive error, trend and season) in `FORECAST.ETS`. The seasonality argument is 12 for monthly data with a yearly cycle; 1 asks Excel to detect it, 0 means no season.",
    },
    {
      kind: "formula",
      text: "E74: =FORECAST.ETS(A74, $C$2:$C$73, $A$2:$A$73, 12, 1)\nF74: =FORECAST.ETS.CONFINT(A74, $C$2:$C$73, $A$2:$A$73, 0.95, 12, 1)\nG74: =E74-F74      H74: =E74+F74",
      note: "Arguments: target date, values, timeline, seasonality 12, data completion 1 (fill gaps). CONFINT returns the half-width of the 95% band. `FORECAST.ETS.STAT` reports the α, β, γ Excel chose.",
    },
    {
      kind: "tip",
      title: "Forecast Sheet does it in one click",
      text: "Select the Month and AQI columns, Data > Forecast Sheet, open Options, set Seasonality to 12 and Confidence Interval to 95%, Create. Excel adds a sheet with the FORECAST.ETS formulas and a chart with the band.",
    },
    {
      kind: "figure",
      caption:
        "Holt-Winters forecast for 2025 (blue) with its 95% band, against the linear trend (orange, dashed). The seasonal forecast carries the winter peak and the monsoon trough into the new year.",
      figure: {
        type: "chart",
        title: "AQI history and 2025 forecasts",
        xLabel: "Month",
        yLabel: "AQI",
        height: 300,
        xTicks: [...yearTicks, [n + 1, "2025"] as const],
        series: [
          {
            name: "95% band",
            kind: "band",
            points: hw.forecast.map((p) => [n + p.step, p.lower] as const),
            upper: hw.forecast.map((p) => [n + p.step, p.upper] as const),
            color: "#2c67fb",
          },
          {
            name: "AQI",
            kind: "line",
            points: AQI_MONTHLY.slice(36).map((v, i) => [37 + i, v] as const),
            color: "#495057",
          },
          {
            name: "Holt-Winters",
            kind: "line",
            points: [
              [n, AQI_MONTHLY[n - 1]!] as const,
              ...hw.forecast.map((p) => [n + p.step, p.value] as const),
            ],
            color: "#2c67fb",
          },
          {
            name: "Linear trend",
            kind: "line",
            points: [[n, AQI_MONTHLY[n - 1]!] as const, ...lin.map((p) => [n + p.step, p.value] as const)],
            color: "#d9480f",
            dashed: true,
          },
        ],
      },
    },
    {
      kind: "table",
      caption: "Selected 2025 forecasts (AQI)",
      head: ["Month", "Linear", "Holt-Winters", "Lower 95%", "Upper 95%"],
      rows: [0, 3, 6, 9, 11].map((i) => [
        aqiMonthLabel(n + i),
        lin[i]!.value.toFixed(1),
        hw.forecast[i]!.value.toFixed(1),
        hw.forecast[i]!.lower.toFixed(1),
        hw.forecast[i]!.upper.toFixed(1),
      ]),
      note: `January 2025: ${f.holtWinters.jan2025.value} (band ${f.holtWinters.jan2025.lower}-${f.holtWinters.jan2025.upper}); July: ${f.holtWinters.jul2025.value}; December: ${f.holtWinters.dec2025.value}. Excel's FORECAST.ETS chooses its own smoothing constants, so its figures can differ from these by a few points.`,
    },
    { kind: "h", text: "The 95% confidence band" },
    {
      kind: "p",
      text: "The band says: if the model is right, 95 times out of 100 the actual AQI will land inside it. It is built from the size of the past one-step errors (RMSE ≈ 9.8) times 1.96, and it **widens with the horizon** because errors accumulate: ±19 points for January, ±22 for December. A band that is too narrow to be believed usually means the model is overfitted; one that is too wide to be useful means the series is mostly noise.",
    },
    { kind: "h", text: "Which forecast to trust" },
    {
      kind: "list",
      items: [
        "Compare methods on data they have not seen: fit on 2019-2023, forecast 2024, and compute the error of each. For this series Holt-Winters misses 2024 by about 7 points a month on average, the trend line by about 55.",
        "Use FORECAST.LINEAR for series without a season (annual totals, a steady cost trend), FORECAST.ETS when a pattern repeats at a fixed period.",
        "Forecasts extrapolate the past. A new emission rule or an unusual monsoon breaks the pattern; re-fit every month as new data arrive.",
      ],
    },
    { kind: "interactive", widget: "forecast" },
    { kind: "h", text: "Practice" },
    {
      kind: "list",
      ordered: true,
      items: [
        "In the workbook, compare Data!E74:E85 (Excel's FORECAST.ETS) with the Holt-Winters sheet's G79:G90. Use `=FORECAST.ETS.STAT($C$2:$C$73,$A$2:$A$73,1,12)` to see Excel's α.",
        "On the Holt-Winters sheet set γ to 0 (a fixed season) and then to 0.9. What happens to the RMSE in E1?",
        "Run Data > Forecast Sheet with seasonality 6 instead of 12. Why is the forecast worse?",
      ],
    },
  ],
};

export default lesson;
