import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { cli, createLearner, DEMO_PUSHES, login, TEST_PASSWORD } from "./helpers.ts";

// axe-core on every screen of the router at phone and desktop widths: no serious or critical violation. Each
// account logs in once and visits its screens in one page; the accounts are the demo learners of each program
// family with screens of its own, the admin, and three made here for the notes pages no demo learner opens and
// the no-program page. The checks share nothing, so they run in parallel (each part of a long account's screens in a
// test of its own, logged in afresh).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: "parallel", timeout: 1_800_000 });
// The screens as most people see them: the ticker moving (playwright.config.ts reduces motion elsewhere).
test.use({ reducedMotion: "no-preference" });

/** The most screens one test checks: an account with more is checked in parts that can run side by side. */
const SCREENS_PER_TEST = 6;

/** Accounts other specs push live notifications to (a toast over the screen, refreshed data) while they run. */
const PUSHED = new Set(["fmep@demo.test", "gold@demo.test"]);

const WIDTHS = [1280, 390] as const;
const HEIGHT = 900;

/** Made by this spec: programs whose notes page no demo account may open, and an account with no program. */
const MADE = {
  mrep: { email: "a11y-mrep@e2e.test", program: "MREP", plan: "MREP&EXCEL" },
  genai: { email: "a11y-genai@e2e.test", program: "GenAI", plan: null },
  none: { email: "a11y-none@e2e.test", program: null, plan: null },
  // Sign-up not started: /signup/step1 opens. Not new@demo.test, whom account.spec.ts takes through step 1, so
  // this spec does not depend on running first.
  step1: { email: "a11y-step1@e2e.test", program: "FMEPGOLD", plan: null, steps: 0 },
  // Step 1 of sign-up done: /signup/step2 opens.
  step2: { email: "a11y-step2@e2e.test", program: "FMEPGOLD", plan: null, steps: 1 },
} as const;

interface Visit {
  /** The address to open. */
  path: string;
  /** Where the screen lives when the address redirects (the index of /admin). */
  lands?: string;
  /** Opens a state of the screen the address alone does not show (a dialog, a chosen company). */
  open?: (page: Page) => Promise<void>;
  /** Names the state in the report. */
  state?: string;
}

interface Account {
  email: string | null;
  password?: string;
  visits: Visit[];
}

/** Opens the first company of Home's stock list (the company screen needs one in the navigation state). */
async function openCompany(page: Page): Promise<void> {
  await page.goto("/dashboard");
  await page.getByRole("main").locator('a[href="/company"]').first().click();
  await expect(page.getByRole("button", { name: "Buy" }).first()).toBeVisible();
}

async function openOrderTicket(page: Page): Promise<void> {
  await openCompany(page);
  await page.getByRole("button", { name: "Buy" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

async function openBell(page: Page): Promise<void> {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Notifications" }).click();
  await expect(page.getByRole("dialog", { name: "Latest notifications" })).toBeVisible();
}

async function openNoticeEditor(page: Page): Promise<void> {
  await page.goto("/admin/privacy");
  await page.getByRole("tab", { name: "Notice" }).click();
  await expect(page.getByRole("form", { name: "Edit the privacy notice" })).toBeVisible();
}

/**
 * Opens the one menu button of the width: the burger's navigation panel on a phone, the side drawer from 75em.
 * (It waits for the shell: a check made while the page still says 'Loading...' would find no button at all.)
 */
async function openPhoneMenu(page: Page): Promise<void> {
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: "Notifications" })).toBeVisible();
  const burger = page.getByRole("button", { name: "Toggle navigation" });
  if (await burger.isVisible()) {
    await burger.click();
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#main-menu-panel").getByRole("link", { name: "Portfolio" })).toBeVisible();
  } else {
    await page.getByRole("button", { name: "Open side menu" }).click();
    await expect(page.getByRole("dialog").first()).toBeVisible();
  }
}

const ACCOUNTS: Account[] = [
  {
    email: null,
    visits: [
      { path: "/login" },
      { path: "/signup" },
      { path: "/renew?email=asha%40example.in&status=expired" },
      { path: "/reset-password?token=not-a-token" },
      { path: "/forgot-password" },
      { path: "/unsubscribe?token=u1.1.grades.not-a-real-signature" },
      { path: "/verify" },
      { path: "/privacy" },
      { path: "/verify/7K2M-9QXD-4TPB-H0WZ" },
    ],
  },
  {
    email: "admin@demo.test",
    visits: [
      { path: "/admin", lands: "/admin/research" },
      { path: "/admin/content" },
      { path: "/admin/live" },
      { path: "/admin/faq" },
      { path: "/admin/signups" },
      { path: "/admin/users" },
      { path: "/admin/audit" },
      { path: "/admin/mail" },
      { path: "/admin/market" },
      { path: "/admin/games" },
      { path: "/admin/analytics/questions?program=IBEPGOLD" },
      { path: "/admin/analytics/raters?program=IBEPGOLD" },
      { path: "/admin/analytics" },
      { path: "/admin/analytics/at-risk" },
      { path: "/admin/certificates" },
      { path: "/admin/interview" },
      { path: "/admin/privacy" },
      { path: "/admin/privacy", state: "the notice editor", open: openNoticeEditor },
      { path: "/admin/no-such-page" },
    ],
  },
  {
    email: "fmep@demo.test",
    visits: [
      { path: "/dashboard" },
      { path: "/portfolio" },
      { path: "/stats" },
      // /company is checked with a company chosen (it travels in the navigation state); without one the screen
      // sends you on to Portfolio a moment later, which would race the next visit.
      { path: "/company", state: "a company", open: openCompany },
      // Buy hands the company to the order ticket, which opens on Portfolio.
      { path: "/company", lands: "/portfolio", state: "the order ticket", open: openOrderTicket },
      { path: "/dashboard", state: "the notifications menu", open: openBell },
      { path: "/dashboard", state: "the phone menu", open: openPhoneMenu },
      { path: "/faresearch" },
      { path: "/resource" },
      { path: "/lifesession" },
      { path: "/mockinterview" },
      { path: "/games" },
      { path: "/games/performance" },
      { path: "/MLNOTES" },
      { path: "/profile" },
      { path: "/profile/password" },
      { path: "/profile/notifications" },
      { path: "/profile/privacy" },
      { path: "/faq" },
      { path: "/notifications" },
      { path: "/progress" },
      { path: "/no-such-page" },
    ],
  },
  { email: "gold@demo.test", visits: [{ path: "/research" }, { path: "/newresearch" }] },
  {
    email: "ibep@demo.test",
    visits: [{ path: "/newresource" }, { path: "/ivepresearch" }, { path: "/note" }, { path: "/progress" }],
  },
  { email: "ba@demo.test", visits: [{ path: "/BANotes" }] },
  { email: "excel@demo.test", visits: [{ path: "/EXCELNOTES" }] },
  { email: "python@demo.test", visits: [{ path: "/DSNOTES" }] },
  { email: "ds@demo.test", visits: [{ path: "/ssepnotes" }] },
  { email: "fno@demo.test", visits: [{ path: "/FnONotes" }, { path: "/beginerresource" }] },
  { email: MADE.step1.email, password: TEST_PASSWORD, visits: [{ path: "/signup/step1" }] },
  { email: MADE.step2.email, password: TEST_PASSWORD, visits: [{ path: "/signup/step2" }] },
  { email: MADE.mrep.email, password: TEST_PASSWORD, visits: [{ path: "/MREPNOTES" }] },
  { email: MADE.genai.email, password: TEST_PASSWORD, visits: [{ path: "/GenAINOTES" }] },
  { email: MADE.none.email, password: TEST_PASSWORD, visits: [{ path: "/no-program" }] },
];

/** Every path the router declares (apps/web/src/app/routes.tsx), the admin area's children under /admin. */
function routerPaths(): string[] {
  const source = readFileSync(join(import.meta.dirname, "..", "apps/web/src/app/routes.tsx"), "utf8");
  // Path strings only: "/admin/" (a prefix the preloader tests) is not a route.
  const absolute = [...source.matchAll(/"(\/[A-Za-z0-9/_-]*[A-Za-z0-9_-])"/g)].map((m) => m[1]!);
  const admin = source.slice(source.indexOf('<Route path="/admin"'), source.indexOf("</Route>"));
  const children = [...admin.matchAll(/<Route path="([a-z][a-z0-9/_-]*)"/g)].map((m) => `/admin/${m[1]!}`);
  return [...new Set([...absolute, ...children])].sort();
}

test("every path of the router is checked by this spec", () => {
  const visited = new Set(
    ACCOUNTS.flatMap((a) => a.visits.flatMap((v) => [v.path.split("?")[0], v.lands ?? ""])),
  );
  const paths = routerPaths();
  expect(paths.length).toBeGreaterThan(40);
  expect(paths.filter((p) => !visited.has(p))).toEqual([]);
});

/** Creates a MADE account unless an earlier attempt of the same test already did. */
function make(made: (typeof MADE)[keyof typeof MADE]): void {
  try {
    createLearner(made.email, "Axe Learner");
  } catch (error) {
    if (!String(error).includes("already exists")) throw error;
    return;
  }
  // Sign-up done, no program: the no-program page (with steps 0 it would be sign-up step 1).
  if (made.program === null) {
    cli("user:set", "--email", made.email, "--steps", "3");
    return;
  }
  const plan = made.plan === null ? [] : ["--plan", made.plan];
  cli("user:enrol", "--email", made.email, "--program", made.program, ...plan);
  const steps = "steps" in made ? made.steps : 3;
  cli("user:set", "--email", made.email, "--program", made.program, "--steps", String(steps));
}

/** Waits until the screen's code and first data have arrived (no loading text, loader or skeleton left). */
async function settle(page: Page): Promise<void> {
  await expect(page.getByText("Loading...", { exact: true })).toHaveCount(0);
  await expect(
    page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]'),
  ).toHaveCount(0);
  // Entry transitions (menus, dialogs) end within Mantine's 150-200 ms.
  await page.waitForTimeout(250);
}

/** The serious and critical axe violations of the page as it stands, one line per rule and node. */
async function violations(page: Page, label: string): Promise<string[]> {
  // Legacy mode runs axe.run() in the page itself; the default opens a blank page per check to merge the frames'
  // partial results, which doubles the work of each of the ~100 checks. The app has no iframes to merge.
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
  const { violations: found } = await axe.analyze();
  return found
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${label}: ${v.impact} ${v.id} at ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1, 2).join(" ").trim() ?? v.help}`,
      ),
    );
}

/** The visits in parts of at most SCREENS_PER_TEST (the last may be shorter), each with its place in the list. */
function parts(visits: Visit[]): { visits: Visit[]; from: number }[] {
  const count = Math.ceil(visits.length / SCREENS_PER_TEST);
  const size = Math.ceil(visits.length / count);
  return Array.from({ length: count }, (_, i) => ({
    visits: visits.slice(i * size, (i + 1) * size),
    from: i * size + 1,
  }));
}

for (const account of ACCOUNTS)
  for (const part of parts(account.visits)) {
    const who = account.email ?? "a visitor";
    const screens =
      part.visits.length === account.visits.length
        ? ""
        : ` (screens ${part.from}-${part.from + part.visits.length - 1} of ${account.visits.length})`;
    // An account other specs push to is checked while none of them runs (the lock they share), as in a serial run.
    const details = account.email !== null && PUSHED.has(account.email) ? { lock: DEMO_PUSHES } : {};
    test(`axe: no serious or critical violation for ${who}${screens}`, details, async ({ page }) => {
      const made = Object.values(MADE).find((m) => m.email === account.email);
      if (made) make(made);
      if (account.email !== null) await login(page, account.email, account.password);
      // A plain address is opened once and checked at each width (the layout follows the viewport); a state that
      // takes clicks to open (a dialog, the phone menu) is opened again at each width.
      const check = async (visit: Visit, width: number) => {
        const where = new URL(page.url()).pathname;
        expect
          .soft(where, `${visit.path} opened as ${account.email ?? "a visitor"}`)
          .toBe(visit.lands ?? visit.path.split("?")[0]);
        const label = `${visit.path}${visit.state ? ` (${visit.state})` : ""} @${width}`;
        const here = await violations(page, label);
        // Soft, so every screen's violations are reported even when a later screen fails or times out.
        expect.soft(here, here.join("\n")).toEqual([]);
      };
      for (const visit of part.visits) {
        for (const [i, width] of WIDTHS.entries()) {
          await page.setViewportSize({ width, height: HEIGHT });
          if (visit.open) await visit.open(page);
          else if (i === 0) await page.goto(visit.path);
          await settle(page);
          await check(visit, width);
        }
      }
    });
  }
