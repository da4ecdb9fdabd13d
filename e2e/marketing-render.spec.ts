import { expect, type Page, test } from "@playwright/test";
import { openAppPage } from "./support/app-page";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [page, heading] of [
    ["/", "Seat every guest where they belong"],
    ["/pricing", "Simple plans for every celebration"],
    ["/how-it-works", "How It Works"],
  ] as const) {
    test(`${page} shows its content, rendered on the server`, async ({ page: tab }) => {
      await tab.goto(page);
      await expect(tab.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(tab.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    });
  }

  test("the landing page shows the stored plans", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Professional", exact: true })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the landing page's menu opens, closes with Escape and returns focus", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Sign up" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

/** Console errors, page errors and CSP violations (an eval refused by the CSP logs nothing in the console). */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.exposeFunction("reportViolation", (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return problems;
}

const ACCOUNT_PAGES = ["/login", "/signup", "/forgot-password"];

for (const path of ["/", "/pricing", "/how-it-works", ...ACCOUNT_PAGES]) {
  test(`${path} has no console error, CSP violation or hydration mismatch`, async ({ page }) => {
    const problems = await watchProblems(page);
    // An account page's app starts at the first interaction: hydrated here, the others as they come.
    if (ACCOUNT_PAGES.includes(path)) await openAppPage(page, path);
    else await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
}

test("validating a form with zod breaks no CSP rule (zod runs jitless)", async ({ page }) => {
  const problems = await watchProblems(page);
  await openAppPage(page, "/signup");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please agree to the terms of service.")).toBeVisible();
  expect(problems).toEqual([]);
});
