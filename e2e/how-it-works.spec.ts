import { expect, test } from "@playwright/test";

const TABS = ["Manage Guests", "Arrange Tables", "Share with Guests"];

test.beforeEach(async ({ page }) => {
  await page.goto("/how-it-works");
  // The page arrives rendered by the server; its tabs work once the app has hydrated it.
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
});

test("the three tabs switch their content with the mouse", async ({ page }) => {
  await expect(page.getByRole("tab")).toHaveText(TABS);
  await expect(page.getByRole("tab", { name: "Manage Guests" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Manage Guests" })).toBeVisible();

  for (const name of ["Arrange Tables", "Share with Guests", "Manage Guests"]) {
    await page.getByRole("tab", { name }).click();
    await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name })).toBeVisible();
    for (const other of TABS.filter((tab) => tab !== name)) {
      await expect(page.getByRole("tabpanel", { name: other })).toBeHidden();
    }
  }
});

test("the tabs switch with the arrow keys", async ({ page }) => {
  await page.getByRole("tab", { name: "Manage Guests" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Arrange Tables" })).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Arrange Tables" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tabpanel", { name: "Share with Guests" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Arrange Tables" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Arrange Tables" })).toBeVisible();
});

test("links to sign-up and pricing", async ({ page }) => {
  const main = page.getByRole("main");
  await expect(main.locator('a[href="/pricing"]').first()).toBeVisible();
  await main.locator('a[href="/signup"]').first().click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goBack();
  await page.getByRole("main").locator('a[href="/pricing"]').first().click();
  await expect(page).toHaveURL(/\/pricing$/);
});
