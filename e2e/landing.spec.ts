import { expect, test } from "@playwright/test";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the hero's 'Start Planning' goes to sign-up", async ({ page }) => {
  await page.getByRole("link", { name: "Start Planning" }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test("the hero's 'How It Works' anchor scrolls to its section", async ({ page }) => {
  const anchor = page.getByRole("link", { name: "How It Works" }).and(page.locator('a[href^="#"]'));
  const target = await anchor.getAttribute("href");
  expect(target).toMatch(/^#.+/);
  await anchor.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target!)).toBeInViewport();
});

test("shows the four feature blurbs", async ({ page }) => {
  for (const feature of [/modern dashboard/i, /customi[sz]able design/i, /guest lookup/i, /QR code/i]) {
    await expect(page.getByRole("heading", { name: feature })).toBeVisible();
  }
});

test("the pricing teaser shows the three stored plans", async ({ page }) => {
  for (const [plan, price] of [
    ["Basic", "$0"],
    ["Professional", "$29"],
    ["Enterprise", "$99"],
  ] as const) {
    await expect(page.getByRole("heading", { name: plan, exact: true })).toBeVisible();
    await expect(page.getByText(price, { exact: false }).first()).toBeVisible();
  }
});

test("the final call to action offers 'Log In' and 'Start Free Trial'", async ({ page }) => {
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Log In", exact: true })).toHaveAttribute("href", "/login");
  await main.getByRole("link", { name: "Start Free Trial", exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test("the logged-out header links to Log in, Sign up and Admin Setup", async ({ page }) => {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Log in", exact: true })).toHaveAttribute("href", "/login");
  await expect(header.getByRole("link", { name: "Sign up", exact: true })).toHaveAttribute("href", "/signup");
  await expect(header.getByRole("link", { name: "Admin Setup", exact: true })).toHaveAttribute(
    "href",
    "/admin-setup",
  );
  await expect(header.getByRole("link", { name: "Dashboard", exact: true })).toHaveCount(0);
});

test("the footer has Navigate and Account links", async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Navigate", { exact: true })).toBeVisible();
  await expect(footer.getByText("Account", { exact: true })).toBeVisible();
  for (const [name, href] of [
    ["Home", "/"],
    ["Dashboard", "/dashboard"],
    ["Login", "/login"],
    ["Sign Up", "/signup"],
  ] as const) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});
