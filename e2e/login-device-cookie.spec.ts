// The login's device cookie in a real browser: kept (HttpOnly, SameSite=Strict, on /api/auth only), sent with the
// next login through the form, and letting that browser in while the account is locked at the address for
// browsers without it (docs/decisions.md "Login limits").
import { expect, test } from "@playwright/test";
import { TEST_PASSWORD, login } from "./helpers";

test("a browser that logged in before keeps and sends its device cookie, and gets in while others at its address wait", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const email = `device-cookie-${Date.now()}@example.com`;
  // A client without cookies at the same address (the test runner's), as another person in the lab.
  const other = await playwright.request.newContext({ baseURL });
  // The notice's current version (another spec may have published a new one), accepted as the sign-up form does.
  const { version } = (await (await other.get("/api/privacy/notice")).json()) as { version: number };
  const signup = await other.post("/api/auth/signup", {
    data: {
      name: "Device Cookie",
      email,
      password: TEST_PASSWORD,
      consent: { notice_version: version, accepted: true },
    },
  });
  expect(signup.status()).toBe(200);

  const context = await browser.newContext();
  const page = await context.newPage();
  // Every request outside the auth routes, with the cookies it carried (read when the test ends).
  const elsewhere: Promise<string>[] = [];
  page.on("request", (r) => {
    if (!new URL(r.url()).pathname.startsWith("/api/auth/")) {
      elsewhere.push(r.allHeaders().then((h) => `${r.url()} ${h.cookie ?? ""}`));
    }
  });
  await login(page, email, TEST_PASSWORD);
  const kept = (await context.cookies()).filter((c) => c.name.startsWith("fc_device_"));
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({ path: "/api/auth", httpOnly: true, sameSite: "Strict" });
  expect(kept[0]!.expires).toBeGreaterThan(Date.now() / 1000 + 100 * 86_400);

  // Someone else at the address guesses the password until the account is locked there for browsers without it.
  const guess = (password: string) => other.post("/api/auth/login", { data: { email, password } });
  for (let i = 0; i < 10; i++) expect((await guess(`wrong-guess-${i}`)).status()).toBe(401);
  expect((await guess(TEST_PASSWORD)).status()).toBe(429);

  // The learner's browser logs out (its token is forgotten) and logs in again through the form: it sends the
  // device cookie and gets in.
  await page.evaluate(() => localStorage.clear());
  await context.clearCookies({ name: "token" });
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/auth/login");
  await login(page, email, TEST_PASSWORD);
  expect((await (await sent).allHeaders()).cookie).toContain(`${kept[0]!.name}=${kept[0]!.value}`);

  // A new browser at the same address, with the right password, is still told to wait.
  const fresh = await browser.newPage();
  await fresh.goto("/login");
  await fresh.getByLabel("Email").fill(email);
  await fresh.getByLabel("Password").fill(TEST_PASSWORD);
  await fresh.getByRole("button", { name: /log in/i }).click();
  await expect(fresh.getByText(/too many failed logins for this account/i)).toBeVisible();
  await fresh.close();
  // The browser never sent the device cookie anywhere but the auth routes (pages, scripts, other API calls).
  const sentElsewhere = await Promise.all(elsewhere);
  expect(sentElsewhere.length).toBeGreaterThan(0);
  expect(sentElsewhere.filter((line) => line.includes("fc_device_"))).toEqual([]);
  await context.close();
  await other.dispose();
});
