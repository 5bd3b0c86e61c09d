import { expect, test } from "@playwright/test";
import { DEMO_PUSHES, login, openTicketFor } from "./helpers.ts";

// The market screens against the real server: the feed ticks every second (MARKET_HOURS=always, the default),
// so prices move and resting orders fill while the test watches.
// The feed, the order engine and the browser share the machine; these flows get more time than the default.
// Its fills push to fmep@demo.test (a toast, refreshed orders): DEMO_PUSHES keeps the specs that would notice apart.
test.describe.configure({ timeout: 240_000, lock: DEMO_PUSHES });

test.describe("the moving ticker", () => {
  // playwright.config.ts reduces motion for the other specs; this one watches the rows move.
  test.use({ reducedMotion: "no-preference" });

  test("the ticker shows index and stock quotes, and live prices move them", async ({ page }) => {
    await login(page, "fmep@demo.test");
    const indices = page.getByRole("region", { name: "Index quotes" });
    const stocks = page.getByRole("region", { name: "Stock quotes" });
    await expect(indices.getByText("SENSEX", { exact: true }).first()).toBeVisible();
    // The row stops under the pointer, so the quote at its left edge stays on screen while live prices change it.
    // (Which quote that is depends on how far the row has moved by then: SENSEX leaves the screen in about 3 s.)
    await indices.hover();
    // Each quote reads "label price arrow change (percent%)" with 2 decimals.
    const quote = indices.locator("[data-quote]").first();
    await expect(quote).toHaveText(
      /^(SENSEX|BANKEX|BSE [A-Z0-9 ]+)[\d,]+\.\d{2}[▲▼]-?[\d,]+\.\d{2} \(-?\d+\.\d{2}%\)$/,
    );
    // Paused, that quote stays in the row while its price changes.
    const held = indices.locator(`[data-quote="${await quote.getAttribute("data-quote")}"]`).first();
    const first = await held.textContent();
    await expect.poll(() => held.textContent(), { timeout: 15_000 }).not.toBe(first);
    await page.mouse.move(0, 0);
    // The stock row holds every company but renders only the quotes that can be on screen, and it moves: the
    // quote on the left leaves and the next takes its place.
    const firstStock = stocks.locator("[data-quote]").first();
    await expect(firstStock).toHaveText(/^[A-Z0-9&-]+[\d,]+\.\d{2}[▲▼]-?[\d,]+\.\d{2} \(-?\d+\.\d{2}%\)$/);
    expect(await stocks.locator("[data-quote]").count()).toBeLessThan(40);
    const head = await firstStock.getAttribute("data-quote");
    await expect.poll(() => firstStock.getAttribute("data-quote"), { timeout: 15_000 }).not.toBe(head);
  });
});

test("finds a company with the search box, opens it and hands Buy to the order ticket", async ({ page }) => {
  await login(page, "fmep@demo.test");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "Search for companies" }).click();
  const box = page.getByRole("combobox", { name: "Search for companies" });
  await expect(box).toHaveAttribute("placeholder", "SEARCH FOR COMPANIES, NEWS");
  await box.fill("wipro");
  const option = page.getByRole("option", { name: /Wipro Ltd \(WIPRO\)/ });
  await expect(option.locator("b").first()).toHaveText("Wipro");
  await option.click();
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Wipro Ltd");
  await expect(
    page
      .getByRole("figure", { name: /candlestick chart/ })
      .locator("canvas")
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Key data" }).getByText("Market cap")).toBeVisible();
  await page.getByRole("button", { name: "Buy", exact: true }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole("dialog", { name: "Buy WIPRO" })).toBeVisible();
});

test("places a LIMIT order, sees it fill on a later tick, and sees the toast", async ({ page }) => {
  await login(page, "fmep@demo.test");
  const ticket = await openTicketFor(page, "WIPRO", "Wipro Ltd");
  await ticket.getByText("LIMIT", { exact: true }).click();
  const limit = ticket.getByRole("textbox", { name: "Limit price (₹)" });
  // The limit starts at the last price; 2% above it, a BUY fills on the next tick.
  const last = Number((await limit.inputValue()).replace(/,/g, ""));
  expect(last).toBeGreaterThan(0);
  const price = (Math.round(last * 1.02 * 20) / 20).toFixed(2);
  await limit.fill(price);
  const qty = ticket.getByRole("textbox", { name: "Quantity (shares)" });
  await qty.fill("2");
  await ticket.getByRole("textbox", { name: /Reason/ }).fill("IT services rebound; buying with a limit.");

  const placed = page.waitForResponse(
    (r) => r.url().includes("/api/order/new/") && r.request().method() === "POST",
  );
  await ticket.getByRole("button", { name: "Place BUY order" }).click();
  const result = (await (await placed).json()) as { order_id: number; order: { status: string } };
  // Fills happen only at prices seen after placement: the order starts OPEN.
  expect(result.order.status).toBe("OPEN");
  const id = result.order_id;
  // One toast per order: "Order #id placed" becomes the fill a tick later (or, when the fill beats the answer, the
  // fill is all it shows), never two toasts about the order.
  const about = page.getByRole("alert").filter({ hasText: `#${id} ` });
  await expect(about.filter({ hasText: `Your BUY order #${id} for 2 WIPRO was filled at` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(about).toHaveCount(1);

  // The orders tab shows the new order marked as the latest one, now complete at its fill price.
  const row = page.locator(`[data-order-id="${id}"]`);
  await expect(row.getByText("Latest")).toBeVisible();
  await expect(row.getByText("Complete")).toBeVisible();
  await expect(row).toContainText(/at [\d,]+\.\d{2}/);
  await page.getByRole("tab", { name: /Holdings/ }).click();
  await expect(
    page.getByRole("table", { name: "Holdings" }).getByText("WIPRO", { exact: true }),
  ).toBeVisible();
});

test("a SELL larger than the holding is stopped with a message", async ({ page }) => {
  await login(page, "fmep@demo.test");
  const ticket = await openTicketFor(page, "WIPRO", "Wipro Ltd");
  await ticket.getByText("SELL", { exact: true }).click();
  await ticket.getByRole("textbox", { name: "Quantity (shares)" }).fill("100000");
  await ticket.getByRole("textbox", { name: /Reason/ }).fill("Testing the limits");
  await ticket.getByRole("button", { name: "Place SELL order" }).click();
  await expect(ticket.getByText(/You hold (only \d+|no) shares/)).toBeVisible();
});

test("screenshots of the market screens at phone and desktop widths", async ({ page }) => {
  await login(page, "gold@demo.test");
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [path, heading] of [
      ["/dashboard", /Welcome back/],
      ["/portfolio", "Portfolio"],
      ["/stats", "Stats"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("region", { name: "Stock quotes" })).toBeVisible();
      await expect(page.locator(".mantine-Skeleton-root")).toHaveCount(0, { timeout: 15_000 });
      const name = path.slice(1);
      await page.screenshot({ path: `test-results/screenshots/market-${name}-${width}.png`, fullPage: true });
      // Nothing may overflow the viewport sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }
});
