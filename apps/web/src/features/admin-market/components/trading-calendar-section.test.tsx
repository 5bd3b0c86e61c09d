// Issue 38: /admin/market's trading calendar previews a holiday file line by line (errors and warnings beside each
// line, import refused while any error remains), imports it, and the banner every admin page shows warns while the
// calendar does not cover the next 30 days.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HolidayList, HolidayPreview } from "@fincareer/domain/contract/calendar";
import { adminMarketKeys } from "../../../lib/query-keys.ts";
import { setToken } from "../../../lib/token.ts";
import { jsonBody, makeUser, renderWithApp, stubFetch } from "../../../test/render.tsx";
import { CalendarCoverageBanner } from "./calendar-coverage-banner.tsx";
import { TradingCalendarSection } from "./trading-calendar-section.tsx";

const WARNING =
  "Trading holidays for 2027 are not loaded: from 01/01/2027 every weekday counts as a trading day, so orders " +
  "fill and the market shows open on NSE holidays. Load NSE's 2027 holiday list in Market prices, Trading " +
  "calendar (or npm run cli -- market:holidays --import FILE).";

const LIST: HolidayList = {
  coverage: { today: "2026-12-10", covered_to: "2026-12-31", gap_from: "2027-01-01", warning: WARNING },
  years: [
    {
      year: 2026,
      holidays: 2,
      sessions: 0,
      source: "seed",
      loaded_by: "seed",
      loaded_at: "2026-11-28T10:00:00Z",
    },
  ],
  days: [
    {
      day: "2026-01-26",
      weekday: "Monday",
      kind: "holiday",
      description: "Republic Day",
      open: null,
      close: null,
    },
    {
      day: "2026-12-25",
      weekday: "Friday",
      kind: "holiday",
      description: "Christmas",
      open: null,
      close: null,
    },
  ],
};

const line = (
  n: number,
  day: string | null,
  description: string,
  errors: string[] = [],
  warnings: string[] = [],
) => ({
  line: n,
  day,
  weekday: day ? "Tuesday" : null,
  kind: "holiday" as const,
  description,
  open: null,
  close: null,
  errors,
  warnings,
});

const BAD: HolidayPreview = {
  file_name: "holidays-2027.csv",
  format: "plain",
  ok: false,
  lines: [line(2, "2027-01-26", "Republic Day"), line(3, null, "Holi", ['"soon" is not a date'])],
  errors: [{ line: 3, message: '"soon" is not a date' }],
  warnings: [],
  years: [
    {
      year: 2027,
      holidays: 1,
      sessions: 0,
      loaded: false,
      stored_holidays: 0,
      stored_sessions: 0,
      removed: [],
    },
  ],
};

describe("the trading calendar on /admin/market", () => {
  beforeEach(() => setToken("t"));
  afterEach(() => vi.unstubAllGlobals());

  it("shows a file's errors beside its lines and refuses to import until they are fixed; then imports", async () => {
    const good: HolidayPreview = { ...BAD, ok: true, lines: [BAD.lines[0]!], errors: [] };
    let previews = 0;
    const api = stubFetch({
      "GET /api/admin/market/holidays": LIST,
      "POST /api/admin/market/holidays/preview": () => (++previews === 1 ? BAD : good),
      "POST /api/admin/market/holidays/import": {
        preview: good,
        coverage: { ...LIST.coverage, covered_to: "2027-12-31", gap_from: null, warning: null },
      },
    });
    vi.stubGlobal("fetch", api.stub);
    renderWithApp(<TradingCalendarSection />, { path: "/admin/market", user: makeUser({ role: "admin" }) });
    expect(await screen.findByText("Republic Day")).toBeTruthy();
    expect(screen.getByText(WARNING)).toBeTruthy();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(["date,description\n26/01/2027,Republic Day\nsoon,Holi\n"], "holidays-2027.csv", {
      type: "text/csv",
    });
    await userEvent.upload(input, file);
    expect(await screen.findByText('Error: "soon" is not a date')).toBeTruthy();
    const blocked = screen.getByRole("button", { name: "Fix the errors to import" });
    expect((blocked as HTMLButtonElement).disabled).toBe(true);
    const sent = api.calls.find((c) => c.url.endsWith("/preview"));
    expect(jsonBody(sent!.init)).toEqual({
      file_name: "holidays-2027.csv",
      text: "date,description\n26/01/2027,Republic Day\nsoon,Holi\n",
    });

    await userEvent.upload(
      input,
      new File(["date,description\n26/01/2027,Republic Day\n"], "holidays-2027.csv"),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Import 2027" }));
    expect(
      await screen.findByText("Loaded 2027 from holidays-2027.csv: the calendar now runs to 31/12/2027."),
    ).toBeTruthy();
  }, 30_000);

  it("removes a wrong day after a confirmation", async () => {
    const api = stubFetch({
      "GET /api/admin/market/holidays": LIST,
      "DELETE /api/admin/market/holidays/2026-12-25": { deleted: LIST.days[1], coverage: LIST.coverage },
    });
    vi.stubGlobal("fetch", api.stub);
    vi.stubGlobal("confirm", () => true);
    renderWithApp(<TradingCalendarSection />, { path: "/admin/market", user: makeUser({ role: "admin" }) });
    await userEvent.click(await screen.findByRole("button", { name: "Remove 25/12/2026 Christmas" }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "DELETE")).toBe(true));
  });

  it("warns on every admin page while the next 30 days are not covered, and says nothing once they are", async () => {
    vi.stubGlobal("fetch", stubFetch({ "GET /api/admin/market/holidays": LIST }).stub);
    const { unmount } = renderWithApp(<CalendarCoverageBanner />, { user: makeUser({ role: "admin" }) });
    expect(await screen.findByText("The trading calendar runs out")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Load the holiday list" }).getAttribute("href")).toBe(
      "/admin/market#trading-calendar",
    );
    unmount();
    vi.stubGlobal(
      "fetch",
      stubFetch({
        "GET /api/admin/market/holidays": {
          ...LIST,
          coverage: { ...LIST.coverage, gap_from: null, warning: null },
        },
      }).stub,
    );
    const covered = renderWithApp(<CalendarCoverageBanner />, { user: makeUser({ role: "admin" }) });
    await waitFor(() =>
      expect(covered.queryClient.getQueryState(adminMarketKeys.holidays())?.status).toBe("success"),
    );
    expect(screen.queryByRole("status")).toBeNull();
  });
});
