import { expect, test } from "@playwright/test";

test.beforeEach(async ({ page }) => {
  await page.goto("/pricing");
});

test("shows the three plan cards with their prices", async ({ page }) => {
  for (const [plan, price] of [
    ["Basic", /\$0(?!\d)/],
    ["Professional", /\$29(?!\d)/],
    ["Enterprise", /\$99(?!\d)/],
  ] as const) {
    await expect(page.getByRole("heading", { name: plan, exact: true })).toBeVisible();
    await expect(page.getByText(price).first()).toBeVisible();
  }
});

test("answers the FAQ", async ({ page }) => {
  await expect(page.getByText(/30-day money-back guarantee/i).first()).toBeVisible();
});

test("'Contact Sales' is a mail link", async ({ page }) => {
  await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", /^mailto:.+@.+/);
});

test("every 'Get Started' and 'Subscribe' link goes to sign-up", async ({ page }) => {
  const calls = page.getByRole("main").getByRole("link", { name: /^(Get Started|Subscribe)/ });
  await expect(calls).toHaveCount(3);
  for (const link of await calls.all()) {
    await expect(link).toHaveAttribute("href", "/signup");
  }
  await calls.first().click();
  await expect(page).toHaveURL(/\/signup$/);
});
