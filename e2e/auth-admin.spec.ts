import { expect, test } from "@playwright/test";
import { E2E_ADMIN, E2E_ADMIN_SETUP_TOKEN } from "./support/server";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.77.0.4" } });

// The e2e server starts without an admin; this file creates the first one, so its steps run in order.
test.describe.configure({ mode: "serial" });

const admin = E2E_ADMIN;

test("admin setup → admin login → admin shell, and setup is closed afterwards", async ({ page }) => {
  await page.goto("/admin-setup");
  await expect(page.getByRole("link", { name: "sign up here" })).toHaveAttribute("href", "/signup");
  await page.getByLabel("Admin email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByLabel("Setup token").fill("wrong-token");
  await page.getByRole("button", { name: "Create Admin User" }).click();
  await expect(page.getByText("Error creating admin user")).toBeVisible();
  await expect(page.getByText(/Invalid setup token/)).toBeVisible();

  await page.getByLabel("Setup token").fill(E2E_ADMIN_SETUP_TOKEN);
  await page.getByRole("button", { name: "Create Admin User" }).click();
  await expect(page.getByText("Admin user created successfully.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Admin Created" })).toBeDisabled();

  await page.getByRole("link", { name: "Go to Admin Login" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("link", { name: "Need to set up an admin account?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to website" })).toBeVisible();
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Welcome back, admin!")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("banner").getByText("Seatwise Admin")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  // The public header offers the admin area to an admin.
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin Area" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  await expect(page.getByText("You have been successfully logged out.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.goto("/admin-setup");
  await expect(page.getByText("Admin user already exists")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Admin User" })).toHaveCount(0);
});

test("a regular user is refused at admin login and kept out of the admin area", async ({ page }) => {
  const email = `regular-${Date.now()}@example.com`;
  const created = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Reg", email, password: "regular-pass-1" },
  });
  expect(created.ok()).toBe(true);

  await page.goto("/admin/dashboard");
  await expect(page.getByText("You must be an admin to access this page.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.context().clearCookies();
  await page.reload();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("regular-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("alert").getByText("Access denied. You don't have admin privileges."),
  ).toBeVisible();
  // Signed out again: the header offers Log in.
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log in" }),
  ).toBeVisible();
  expect((await (await page.request.get("/api/me")).json()).user).toBeNull();
});
