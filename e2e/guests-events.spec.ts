import { expect, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { addGuests, guestRow } from "./guests-helpers";
import { fromOwnAddress } from "./support/client-address";

// Sign-up is rate limited per client address: each journey comes from its own.
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.7", 3));

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.78.9.3" }, reducedMotion: "reduce" });

test("switch between events, remembered after a reload; delete one with its title typed", async ({
  page,
}) => {
  await signUpOwner(page, "guests-events");
  const first = await createEvent(page, "Engagement Party");
  const second = await createEvent(page, "Wedding Day");
  await addGuests(page, first.id, [{ name: "Only At The Party" }]);
  await addGuests(page, second.id, [{ name: "Only At The Wedding" }]);

  // The newest event by default.
  await page.goto("/dashboard/guests");
  await expect(guestRow(page, "Only At The Wedding")).toBeVisible();
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await sidebar.getByRole("button", { name: /Switch event/ }).click();
  await page.getByRole("menuitem", { name: /Engagement Party/ }).click();
  await expect(guestRow(page, "Only At The Party")).toBeVisible();
  await expect(guestRow(page, "Only At The Wedding")).toBeHidden();

  // Every screen works on the chosen event, and the choice survives a reload.
  await page.reload();
  await expect(guestRow(page, "Only At The Party")).toBeVisible();
  await sidebar.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByText("Engagement Party").first()).toBeVisible();
  await sidebar.getByRole("link", { name: "Event Settings" }).click();
  await expect(page.getByLabel("Event title")).toHaveValue("Engagement Party");

  // Delete it: the button waits for the title.
  await sidebar.getByRole("button", { name: /Switch event/ }).click();
  await page.getByRole("menuitem", { name: "Delete this event…" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete “Engagement Party”?" });
  await expect(confirm.getByRole("button", { name: "Delete event" })).toBeDisabled();
  await confirm.getByLabel("Type the event's title to confirm").fill("Engagement");
  await expect(confirm.getByRole("button", { name: "Delete event" })).toBeDisabled();
  await confirm.getByLabel("Type the event's title to confirm").fill("Engagement Party");
  await confirm.getByRole("button", { name: "Delete event" }).click();
  await expect(page.getByText("Event deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar.getByRole("button", { name: /Wedding Day/ })).toBeVisible();

  // 'New event' opens the wizard.
  await sidebar.getByRole("button", { name: /Switch event/ }).click();
  await page.getByRole("menuitem", { name: "New event" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});
