import { expect, type Page, test } from "@playwright/test";
import { openAppPage } from "./support/app-page";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.77.0.2" } });

const password = "password-123";

async function createAccount(page: Page) {
  const email = `login-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Lou", email, password },
  });
  expect(response.ok()).toBe(true);
  // The API call signed this browser context in; start the journey signed out.
  await page.context().clearCookies();
  return email;
}

async function logInFields(page: Page, email: string, pass: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(pass);
}

async function logIn(page: Page, email: string, pass: string) {
  await logInFields(page, email, pass);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a wrong password shows the product's message and keeps what was typed", async ({ page }) => {
  const email = await createAccount(page);
  await openAppPage(page, "/login");
  await logIn(page, email, "not-the-password");
  await expect(
    page
      .getByRole("alert")
      .getByText("Invalid email or password. Please check your credentials and try again."),
  ).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("what is typed before the app has started is kept, and the app then answers the form", async ({
  page,
}) => {
  const email = await createAccount(page);
  await page.goto("/login");
  // The app starts at the first interaction (focusing the field): the typing races its start.
  await logInFields(page, email, "not-the-password");
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password")).toHaveValue("not-the-password");
  // The page came with its critical CSS inlined; the app brings the whole stylesheet (toasts, dialogs).
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page
      .getByRole("alert")
      .getByText("Invalid email or password. Please check your credentials and try again."),
  ).toBeVisible();
  // Answered in the page by the app: the server's answer to a plain post would be a page without it.
  await expect(page.locator("html[data-app-ready]")).toBeAttached();
});

test("login → dashboard; /login then redirects to /dashboard; Sign Out goes home", async ({ page }) => {
  const email = await createAccount(page);
  await openAppPage(page, "/login");
  await logIn(page, email, password);
  await expect(page.getByText("Login successful")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openAppPage(page, "/login");
  await expect(page).toHaveURL(/\/dashboard$/);

  // Whichever Sign Out the dashboard offers (its shell's or the header's).
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page.getByText("You have been logged out successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("the login page links to sign-up, admin login, admin setup and a working forgot-password page", async ({
  page,
}) => {
  await openAppPage(page, "/login");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  await expect(main.getByRole("link", { name: "Admin login" })).toHaveAttribute("href", "/admin/login");
  await expect(main.getByRole("link", { name: "Admin setup" })).toHaveAttribute("href", "/admin-setup");
  await main.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
});
