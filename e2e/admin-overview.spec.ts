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

test("a long e-mail wraps: the overview never scrolls sideways on a phone and Users shows it whole at any width", async ({
  browser,
  page,
}) => {
  const ownerContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.79.0.6" } });
  const email = await signUpOwner(
    await ownerContext.newPage(),
    "a-rather-long-address-for-a-narrow-phone-screen",
  );
  await ownerContext.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("list", { name: "Recent activity" }).getByText(email).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.goto("/admin/dashboard/users");
  await page.getByPlaceholder("Search users...").fill(email);
  const shown = page.getByRole("list", { name: "Users" }).getByText(email, { exact: true });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // On a desktop the table shows it whole too, wrapped rather than cut.
  await page.setViewportSize({ width: 1280, height: 900 });
  const inTable = page.getByRole("table").getByText(email, { exact: true });
  await expect(inTable).toBeVisible();
  expect(await inTable.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});
