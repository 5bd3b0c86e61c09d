import { describe, expect, it } from "vitest";
import * as constants from "./constants.ts";

// SPEC.md section 9, one row per figure.
describe("SPEC.md section 9 constants", () => {
  it.each<[keyof typeof constants, unknown]>([
    ["TOAST_MS", 5000],
    ["NOTIFICATION_LIMIT", 5],
    ["SEARCH_POPUP_OPEN_PX", 400],
    ["SEARCH_POPUP_CLOSED_PX", 60],
    ["CHOOSER_WINDOW_MS", 60_000],
    ["EXCEL_MODULE3_ELIGIBLE", 1],
    ["EXCEL_MODULE4_ELIGIBLE", 2],
    ["FIRST_EXCEL_LESSON", "xl-m1-v1"],
    ["STOCK_TICKER_INTERVAL", 10],
    ["INDEX_TICKER_INTERVAL", 15],
    ["TICKER_DECIMALS", 2],
    ["INDEX_TICKER_BOTTOM_PX", 26],
    ["RATINGS_COUNTED", 3],
    ["RATINGS_COUNTED_CAPPED", 2],
    ["RATING_MAX_POINTS", 10],
    ["WEEKLY_EARLY_RATING_MAX_POINTS", 5],
    ["WEEKLY_FULL_RATING_FROM_WEEK", 4],
    ["RATING_BONUS", 2],
    ["GENERAL_RATING_BONUS", 3],
    ["ADMIN_SCORE_OUT_OF", 10],
    ["RUPEE_SIGN", "₹"],
    ["CURRENCY_DECIMALS", 2],
    // SPEC.md's '₹ 0', its space a no-break one so the sign never wraps away from the amount (issue 41).
    ["ZERO_RUPEES", "₹\u00a00"],
    ["DISPLAY_TIME_ZONE", "Asia/Kolkata"],
    ["DATE_TIME_PATTERN", "dd/mm/yyyy h:mm am/pm"],
    ["SAMPLE_SALARY_THRESHOLD", 70_000],
    ["P_VALUE_THRESHOLD", 0.05],
    ["MONTE_CARLO_ROWS", 1000],
    ["FORECAST_CONFIDENCE", 0.95],
    ["SEASONAL_CYCLE_MONTHS", 12],
    ["FIRST_CASE_PROJECT_MESSAGE", "Please complete First Case Project"],
    ["SECOND_CASE_PROJECT_MESSAGE", "Please complete Second Case Project"],
    ["LOADING_TEXT", "Loading..."],
    ["CHOOSER_TITLE", "Welcome! Choose the program that you want to start"],
    ["SEARCH_PLACEHOLDER", "SEARCH FOR COMPANIES, NEWS"],
    ["MAINTENANCE_TITLE", "We will be back online shortly!"],
  ])("%s = %j", (name, value) => {
    expect(constants[name]).toBe(value);
  });
});

describe("maintenance texts", () => {
  it.each<[string, string, string, string]>([
    [
      "Portfolio",
      "FMEPGOLD",
      "Our Portfolio service is currently undergoing scheduled maintenance.",
      "Portfolio service error in FMEPGOLD",
    ],
    [
      "Games",
      "BA",
      "Our Games service is currently undergoing scheduled maintenance.",
      "Games service error in BA",
    ],
  ])("%s in %s", (service, programme, message, log) => {
    expect(constants.maintenanceMessage(service)).toBe(message);
    expect(constants.maintenanceLogText(service, programme)).toBe(log);
  });
});
