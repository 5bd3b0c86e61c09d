// Certificates (issue 44), end to end on the demo data: Ishaan (IBEP Gold, with a graded project) finishes the IBEP
// videos, passes their quizzes and plays an IBEP game set through the API; /progress then asks for his name and shows
// the certificate with its PDF, LinkedIn and badge buttons; the public /verify page says valid; an admin revokes it
// on /admin/certificates and the page says revoked. Screenshots at 390 and 1280 px go to test-results/certificates.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { login } from "./helpers.ts";

const SHOTS = join(import.meta.dirname, "..", "test-results", "certificates");
const WIDTHS = [390, 1280] as const;
const LESSONS = join(import.meta.dirname, "..", "apps", "server", "data", "content", "lessons");

/** The right option of every demo lesson question, by its prompt (the lesson files are the answer key). */
function answerKey(): Map<string, number> {
  const key = new Map<string, number>();
  for (const file of readdirSync(LESSONS).filter((f) => f.endsWith(".json"))) {
    const lesson = JSON.parse(readFileSync(join(LESSONS, file), "utf8")) as {
      questions: { prompt: string; correctIndex: number }[];
    };
    for (const q of lesson.questions) key.set(q.prompt, q.correctIndex);
  }
  return key;
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem("token"));
  expect(token).toBeTruthy();
  return token!;
}

/** Watches every IBEP video to the end, answers its questions right, and plays one IBEP game set. */
async function completeIbepWork(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const key = answerKey();
  const resources = await (await request.get("/api/resources", { headers })).json();
  for (const m of resources.modules as { videos: { id: number }[] }[]) {
    for (const v of m.videos) {
      const detail = await (await request.get(`/api/resources/videos/${v.id}`, { headers })).json();
      const seconds = detail.durationSeconds ?? 60;
      const watched = await request.put(`/api/resources/videos/${v.id}/progress`, {
        headers,
        data: { positionSeconds: seconds, durationSeconds: seconds, ended: true },
      });
      expect(watched.ok()).toBe(true);
      for (const q of detail.questions as { id: number; prompt: string; answer: unknown }[]) {
        if (q.answer) continue;
        const right = key.get(q.prompt);
        expect(right, q.prompt).toBeDefined();
        const res = await request.post(`/api/resources/questions/${q.id}/answer`, {
          headers,
          data: { choiceIndex: right },
        });
        expect(res.ok()).toBe(true);
      }
    }
  }
  const set = await (await request.get("/api/games/ibepgames", { headers })).json();
  for (const q of set.data as { id: number; answered: unknown }[]) {
    if (q.answered) continue;
    await request.post("/api/games/ibepgamesdata", { headers, data: { id: q.id, ans: 0 } });
  }
  expect((await request.get("/api/games/ibepdone", { headers })).ok()).toBe(true);
}

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Let the layout settle at the new width.
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

test("a learner who completes the demo rules gets a certificate that employers can verify, until an admin revokes it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await login(page, "ibep@demo.test");
  await page.goto("/progress");
  const section = page.getByRole("region", { name: "Certificate" });
  await expect(section.getByText(/of 4 requirements met/)).toBeVisible();
  await shoot(page, "progress-before");

  await completeIbepWork(request, await tokenOf(page));
  await page.reload();
  await expect(section.getByText("You have completed the program")).toBeVisible();
  const nameInput = section.getByLabel("Your name as it should appear on the certificate");
  await expect(nameInput).toHaveValue("Ishaan IBEP Gold");
  await nameInput.fill("Ishaan Mehta");
  await section.getByRole("button", { name: "Confirm your name" }).click();
  await expect(section.getByText("Ishaan Mehta", { exact: true })).toBeVisible();
  await section.getByRole("button", { name: "Confirm this name" }).click();

  await expect(section.getByText("Congratulations: you have completed IBEP Gold.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Download PDF" })).toBeVisible();
  const linkedin = section.getByRole("link", { name: "Add to LinkedIn profile" });
  const href = new URL((await linkedin.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://www.linkedin.com/profile/add");
  expect(href.searchParams.get("name")).toBe("IBEP Gold Certificate of Completion");
  const verifyLink = section.getByRole("link", { name: /\/verify\// });
  const verifyUrl = new URL((await verifyLink.getAttribute("href"))!);
  await shoot(page, "progress-issued");

  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Certificates" }).getByText("Ishaan Mehta")).toBeVisible();
  await shoot(page, "profile");

  // The public page, in a browser with no login.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(verifyUrl.pathname);
  await expect(publicPage.getByText("This certificate is genuine and valid.")).toBeVisible();
  await expect(publicPage.getByText("Ishaan Mehta")).toBeVisible();
  await expect(publicPage.getByText("IBEP Gold")).toBeVisible();
  await shoot(publicPage, "verify-valid");
  await publicPage.goto("/verify/0000-0000-0000-0000");
  await expect(publicPage.getByText("No certificate has this code")).toBeVisible();
  await shoot(publicPage, "verify-unknown");

  // An admin revokes it.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await login(adminPage, "admin@demo.test");
  await adminPage.goto("/admin/certificates");
  await expect(adminPage.getByRole("heading", { name: "Certificates", level: 1 })).toBeVisible();
  await adminPage.getByRole("textbox", { name: "Learner", exact: true }).fill("ibep@demo.test");
  await adminPage.getByRole("combobox", { name: "Status" }).click();
  await adminPage.getByRole("option", { name: "Issued", exact: true }).click();
  const row = adminPage.getByRole("listitem").filter({ hasText: "Ishaan Mehta" });
  await expect(row).toBeVisible();
  await adminPage.getByRole("button", { name: /IBEP Gold \(IBEPGOLD\)/ }).click();
  await expect(adminPage.getByText(/Finish 100% of the videos/)).toBeVisible();
  await shoot(adminPage, "admin");
  await row.getByRole("button", { name: "Revoke" }).click();
  await row.getByLabel(/Why is it revoked/).fill("Issued in error during the demo");
  await row.getByRole("button", { name: "Revoke certificate" }).click();
  await expect(adminPage.getByText("Certificate revoked.")).toBeVisible();

  await publicPage.goto(verifyUrl.pathname);
  await expect(publicPage.getByText(/This certificate was revoked on/)).toBeVisible();
  await shoot(publicPage, "verify-revoked");
  await visitor.close();
  await admin.close();
});
