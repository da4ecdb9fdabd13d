import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers";

// Runs in the "site-wide" project, after the other journeys: it changes what every visitor sees.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.79.0.10" }, reducedMotion: "reduce" });

test("wedding packages are edited, checked, saved, and shown on /pricing and the landing page", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard/pricing");
  await expect(page.getByRole("heading", { name: "Wedding Packages", level: 1 })).toBeVisible();
  const enterprise = page.getByRole("group", { name: "Enterprise" });
  await expect(enterprise.getByLabel("Name")).toHaveValue("Enterprise");

  // Add New Package: the default new plan; removed again before saving.
  await page.getByRole("button", { name: "Add New Package" }).click();
  const added = page.getByRole("group", { name: "New Plan" });
  await expect(added.getByLabel("Description")).toHaveValue("Plan description");
  await expect(added.getByLabel("Price ($)")).toHaveValue("0");
  await expect(added.getByRole("combobox", { name: "Interval" })).toHaveText("per month");
  await expect(added.getByRole("checkbox", { name: "Popular package" })).not.toBeChecked();
  await expect(added.getByRole("textbox", { name: /^Feature \d$/ })).toHaveCount(3);
  await added.getByRole("button", { name: "Remove New Plan" }).click();
  await expect(added).toHaveCount(0);

  // Edit the Enterprise package; bad values are refused before anything is sent.
  await enterprise.getByLabel("Description").fill("For grand celebrations of every size");
  await enterprise.getByLabel("Price ($)").fill("-1");
  await enterprise.getByRole("button", { name: "Add feature" }).click();
  await page.getByRole("button", { name: "Save Wedding Packages" }).click();
  await expect(enterprise.getByText("Price cannot be negative")).toBeVisible();
  await expect(enterprise.getByText("A feature cannot be empty")).toBeVisible();
  await enterprise.getByLabel("Price ($)").fill("149.5");
  await enterprise.getByRole("textbox", { name: "Feature 7" }).fill("A dedicated wedding coordinator");
  await enterprise.getByRole("button", { name: "Remove feature 6" }).click();
  await enterprise.getByRole("combobox", { name: "Interval" }).click();
  await page.getByRole("option", { name: "per year" }).click();
  await page.getByRole("button", { name: "Save Wedding Packages" }).click();
  await expect(page.getByText("Pricing plans saved")).toBeVisible();
  await expect(page.getByText("Your pricing configuration has been updated")).toBeVisible();

  await page.reload();
  await expect(enterprise.getByLabel("Price ($)")).toHaveValue("149.5");
  await expect(enterprise.getByRole("textbox", { name: "Feature 6" })).toHaveValue(
    "A dedicated wedding coordinator",
  );

  await page.goto("/pricing");
  await expect(page.getByText("For grand celebrations of every size")).toBeVisible();
  await expect(page.getByRole("list", { name: "Enterprise features" })).toContainText(
    "A dedicated wedding coordinator",
  );
  await expect(page.getByRole("list", { name: "Enterprise features" })).not.toContainText(
    "Mobile app access",
  );
  await expect(page.getByText(/\$149\.5/)).toBeVisible();

  await page.goto("/");
  await expect(page.getByText("For grand celebrations of every size")).toBeVisible();
});
