import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers";
import { signUpOwner } from "./dashboard-helpers";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.79.0.1" }, reducedMotion: "reduce" });

test("a visitor or an owner is turned away from the admin area", async ({ page }) => {
  await page.goto("/admin/dashboard/users");
  await expect(page.getByText("Access denied")).toBeVisible();
  await expect(page.getByText("You must be an admin to access this page.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signUpOwner(page, "not-admin");
  await page.goto("/admin/dashboard");
  await expect(page.getByText("You must be an admin to access this page.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/api/admin/stats")).status()).toBe(403);
});

test("the admin shell: its own layout, side menu with the current link, View Website, Log out", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("banner").getByText("Seatwise Admin")).toBeVisible();
  // Not the public site's header and footer.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  const menu = page.getByRole("navigation", { name: "Admin" });
  for (const label of ["Dashboard", "Users", "Blog", "Pricing", "Site Settings", "Support"]) {
    await expect(menu.getByRole("link", { name: label })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "Blog" }).click();
  await expect(page.getByRole("heading", { name: "Blog Posts", level: 1 })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "New Post" }).click();
  // Still highlighted on the post screens below it.
  await expect(menu.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");

  const viewWebsite = page.getByRole("link", { name: "View Website" });
  await expect(viewWebsite).toHaveAttribute("href", "/");
  await expect(viewWebsite).toHaveAttribute("target", "_blank");

  await page.goto("/admin/dashboard/no-such-screen");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
  await expect(page.getByText("You have been successfully logged out.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await (await page.request.get("/api/me")).json()).user).toBeNull();
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu is a drawer opened from the header", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Admin menu" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Support" }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { name: "Support", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer.getByRole("link", { name: "Support" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    // The header keeps its actions at this width, as icons with names.
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Website" })).toBeVisible();
  });
});
