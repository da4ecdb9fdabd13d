import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers";
import { createEvent, signUpOwner } from "./dashboard-helpers";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.79.0.2" } });

const stat = (page: Page, label: string) => page.getByRole("group", { name: label }).getByTestId(/^stat-/);

async function counts(page: Page) {
  const read = async (label: string) =>
    Number(((await stat(page, label).textContent()) ?? "").replace(/\D/g, ""));
  return { users: await read("Total Users"), events: await read("Total Events") };
}

test("the overview counts a new owner and their event, and lists them in Recent Activity", async ({
  browser,
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard");
  await expect(stat(page, "Total Users")).toBeVisible();
  const before = await counts(page);

  // Another browser: an owner signs up and creates an event.
  const ownerContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.79.0.3" } });
  const owner = await ownerContext.newPage();
  const email = await signUpOwner(owner, "counted");
  await createEvent(owner, "Counted Wedding");
  await ownerContext.close();

  await page.reload();
  await expect(stat(page, "Total Users")).toBeVisible();
  // Other journeys run at the same time, so the counts grow by at least these.
  const after = await counts(page);
  expect(after.users).toBeGreaterThanOrEqual(before.users + 1);
  expect(after.events).toBeGreaterThanOrEqual(before.events + 1);
  await expect(stat(page, "Total Guests")).toHaveText(/^\d[\d,]*$/);
  await expect(stat(page, "Average Guests")).toHaveText(/^\d[\d,.]*$/);

  const activity = page.getByRole("list", { name: "Recent activity" });
  await expect(activity.getByText("Counted Wedding")).toBeVisible();
  await expect(activity.getByText(email).first()).toBeVisible();

  await page.getByRole("link", { name: "Create blog post" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/blog\/new$/);
  await page.goBack();
  await page.getByRole("link", { name: "Manage pricing plans" }).click();
  await expect(page.getByRole("heading", { name: "Wedding Packages" })).toBeVisible();
});
