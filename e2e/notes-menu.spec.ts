import { expect, test } from "@playwright/test";
import { login } from "./helpers.ts";

// Issue 13, notes reachability: DSFUSION may open every notes page but /EXCELNOTES, /MREPNOTES and /GenAINOTES
// (SPEC.md section 6). Each is reached from its menus (the top Notes item for its own /DSNOTES, the side menu for
// the others), and another family's page shows that family's notes instead of a dead end.
for (const width of [390, 1280]) {
  test(`DSFUSION reaches the IBEP notes from the side menu at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await login(page, "ds@demo.test");
    // A phone has one menu button: the burger's panel holds the top navigation and, under "More", the side
    // menu's own items. From 75em the side menu has its own button.
    const phone = width < 1200;
    await page.getByRole("button", { name: phone ? "Toggle navigation" : "Open side menu" }).click();
    const side = page.getByRole("navigation", { name: phone ? "More" : "Side menu" });
    const notes = phone
      ? ["IBEP Notes", "SSEP Notes", "BA Notes", "FnO Notes", "ML Notes"]
      : ["Notes", "IBEP Notes", "SSEP Notes", "BA Notes", "FnO Notes", "ML Notes"];
    for (const name of notes) await expect(side.getByRole("link", { name, exact: true })).toBeVisible();
    if (phone)
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Notes", exact: true }),
      ).toBeVisible();
    await expect(side.getByRole("link", { name: "MREP Notes" })).toHaveCount(0);
    await side.getByRole("link", { name: "IBEP Notes" }).click();
    await expect(page).toHaveURL(/\/note$/);
    await expect(page.getByRole("heading", { level: 1, name: "IBEP Notes" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Discounted cash flow valuation" })).toBeVisible();
    await expect(page.getByText("These notes belong to another program.")).toHaveCount(0);
    await page.screenshot({ path: `test-results/notes-menu-dsfusion-${width}.png`, fullPage: false });
  });
}
