import { expect, test } from "@playwright/test";
import { openAppPage } from "./support/app-page";

// Each file plays one client address, so the per-address sign-in limits of other files do not apply here.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.77.0.1" } });

const unique = () => `signup-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("sign up → onboarding, then sign out from the header", async ({ page }) => {
  await openAppPage(page, "/signup");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please agree to the terms of service.")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters long.")).toBeVisible();

  await page.getByLabel("Full name").fill("Ann Lee");
  await page.getByLabel("Email").fill(unique());
  await page.getByLabel("Password").fill("password-123");
  await page.getByRole("checkbox", { name: /terms of service/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByText("Account created", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Your account has been created successfully. Let's set up your event!"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);

  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin Area" })).toHaveCount(0);
  await nav.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
  await expect(page.getByText("You have been logged out successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole("link", { name: "Log in" })).toBeVisible();
});

test("signed-out visitors are sent to /login from the guarded pages", async ({ page }) => {
  await page.goto("/onboarding");
  await expect(page.getByText("Authentication required")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto("/dashboard");
  await expect(page.getByText("You need to be logged in to access this page")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("/email-confirmation without a saved address goes to /signup", async ({ page }) => {
  await page.goto("/email-confirmation");
  await expect(page).toHaveURL(/\/signup$/);
});

test("a bad confirmation link says so and lands on /login", async ({ page }) => {
  await openAppPage(page, "/email-confirmation?token=not-a-real-token&type=signup");
  await expect(page.getByText("Verification failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Could not verify your email. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
