import { expect, test } from "@playwright/test";
import { futureDate, signUpOwner } from "./dashboard-helpers";
import { fromOwnAddress } from "./support/client-address";

// Sign-up is rate limited per client address: each journey comes from its own.
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.11", 3));

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.78.0.1" }, reducedMotion: "reduce" });

test("the wizard validates step 1, keeps values, creates the event and lands on the dashboard", async ({
  page,
}) => {
  await signUpOwner(page, "wizard");
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "Create Wedding Event" })).toBeVisible();
  await expect(page.getByRole("link", { name: "How It Works" })).toHaveAttribute("href", "/how-it-works");
  await page.getByRole("link", { name: "Create Wedding Event" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { name: "1 Basic Information" })).toBeVisible();

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Missing information", { exact: true })).toBeVisible();
  await expect(page.getByText("Please fill in all required fields to continue.")).toBeVisible();

  await page.getByLabel("Event title").fill("Emma & Liam's Wedding");
  await page.getByLabel("Event date").fill("2020-01-01");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Invalid date", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Event date cannot be in the past. Please choose a future date."),
  ).toBeVisible();
  await expect(page.getByText("The date must be in the future.")).toBeVisible();

  const date = futureDate();
  await page.getByLabel("Event date").fill(date);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Great start! Let's add some details now.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "2 Event Details" })).toBeVisible();
  await page.getByLabel("Event time").fill("16:30");
  await page.getByLabel("Description").fill("Dinner and dancing");

  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Event title")).toHaveValue("Emma & Liam's Wedding");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Description")).toHaveValue("Dinner and dancing");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("You're doing great! Almost there.")).toBeVisible();

  await expect(page.getByRole("heading", { name: "3 Venue & Guests" })).toBeVisible();
  await page.getByLabel("Venue name").fill("Rosewood Manor");
  await page.getByLabel("Venue address").fill("12 Garden Lane");
  await page.getByLabel("Expected guest count").fill("120");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "4 Appearance Settings" })).toBeVisible();
  await page.getByRole("button", { name: "Romantic" }).click();
  await page.getByLabel("Primary color", { exact: true }).fill("#123456");
  await expect(page.getByRole("figure", { name: "Guest page preview" })).toContainText(
    "Emma & Liam's Wedding",
  );
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Event Created!", { exact: true })).toBeVisible();
  await expect(page.getByText("Your event has been set up successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(page.getByRole("heading", { name: "Emma & Liam's Wedding" })).toBeVisible();
  await expect(page.getByText("Rosewood Manor")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Setup progress" })).toHaveAttribute(
    "aria-valuenow",
    "40",
  );
  await expect(page.getByText("40% complete")).toBeVisible();
  await expect(page.getByText("In progress")).toBeVisible();

  const theme = await page.request.get(`/api/events/current`).then((r) => r.json());
  const saved = await page.request.get(`/api/events/${theme.event.id}/theme`).then((r) => r.json());
  expect(saved.primaryColor).toBe("#123456");
  expect(saved.headingFont).toBe("Playfair Display");
});

test("signed-out visitors are sent to /login from onboarding and the dashboard", async ({ page }) => {
  await page.goto("/onboarding");
  await expect(page.getByText("Authentication required")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/dashboard/settings");
  await expect(page.getByText("You need to be logged in to access this page")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
