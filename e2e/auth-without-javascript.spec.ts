import { expect, type Page, test } from "@playwright/test";

// The account pages as a browser without JavaScript uses them: plain HTML forms the server answers.
test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": "10.77.0.9" } });

const unique = () => `no-script-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const password = "password-123";

async function signedInEmail(page: Page) {
  const me = (await (await page.request.get("/api/me")).json()) as { user: { email: string } | null };
  return me.user?.email ?? null;
}

test("signs up without JavaScript", async ({ page }) => {
  const email = unique();
  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Create your account", level: 1 })).toBeVisible();
  await page.getByLabel("Full name").fill("Ann Lee");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  // The server's answer: the schema's messages beside the fields, the typed values kept but the password.
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters long.")).toBeVisible();
  await expect(page.getByText("Please agree to the terms of service.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Ann Lee");
  await expect(page.getByLabel("Email")).toHaveValue("not-an-address");
  await expect(page.getByLabel("Password")).toHaveValue("");

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("checkbox", { name: /terms of service/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  expect(await signedInEmail(page)).toBe(email);
});

test("signs in without JavaScript", async ({ page }) => {
  const email = unique();
  const created = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Ann Lee", email, password },
  });
  expect(created.ok()).toBe(true);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page
      .getByRole("alert")
      .getByText("Invalid email or password. Please check your credentials and try again."),
  ).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password")).toHaveValue("");
  expect(await signedInEmail(page)).toBeNull();

  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await signedInEmail(page)).toBe(email);
});

test("asks for a password reset link without JavaScript, in the visitor's language", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.context().addCookies([{ name: "seatwise-locale", value: "fr", url: page.url() }]);
  await page.reload();
  const email = unique();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText(email)).toBeVisible();
});
