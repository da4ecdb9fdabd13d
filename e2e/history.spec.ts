import { expect, type Page, test } from "@playwright/test";
import { addGuests } from "./guests-helpers";
import { board, seat, seedEvent, toastText } from "./seating-helpers";
import { fromOwnAddress } from "./support/client-address";

test.use({ reducedMotion: "reduce" });

test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.78.23", 11));

const GUESTS = ["Emma Stone", "Liam Brown", "Olivia Park", "Noah Kim", "Ava Ruiz", "Mia Chen"];

/** The History screen, on one of its tabs. */
async function openHistory(page: Page, tab: "Changes" | "Versions" = "Changes") {
  await page.goto("/dashboard/history");
  await expect(page.getByRole("heading", { name: "History", level: 1 })).toBeVisible();
  if (tab === "Versions") await page.getByRole("tab", { name: "Versions" }).click();
  await expect(page.getByRole("tab", { name: tab, selected: true })).toBeVisible();
}

/** Saves a version from the Versions tab's dialog. */
async function saveVersion(page: Page, name: string) {
  // The previous save's toast gone first, so the one checked below is this save's.
  await expect(toastText(page, "Version saved")).toHaveCount(0);
  await page.getByRole("button", { name: "Save version" }).click();
  const dialog = page.getByRole("dialog", { name: "Save version" });
  await dialog.getByLabel("Version name").fill(name);
  await dialog.getByRole("button", { name: "Save version" }).click();
  await expect(toastText(page, "Version saved")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator("[data-version]").filter({ hasText: name })).toBeVisible();
}

test("undo an auto-seat apply after a reload, from History", async ({ page }) => {
  test.slow();
  const event = await seedEvent(page, { capacities: [4, 4], guests: GUESTS });

  await page.goto("/dashboard/seating");
  await page.getByRole("button", { name: "Auto-seat", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Auto-seat" });
  await dialog.getByRole("button", { name: "Start auto-seat" }).click();
  const preview = dialog.getByTestId("auto-seat-preview");
  await expect(preview).toBeVisible({ timeout: 15_000 });
  await preview.getByRole("button", { name: "Apply" }).click();
  await expect(dialog).toBeHidden();
  expect((await board(page, event.id)).guests.every((guest) => guest.tableId !== null)).toBe(true);

  // A reload later, the apply is in the history, said in one sentence, with its rows field by field.
  await page.reload();
  await openHistory(page);
  const applied = page
    .locator("[data-history-entry]")
    .filter({ hasText: "Ann Lee moved 6 guests with Auto-seat" });
  await expect(applied).toBeVisible();
  await applied.getByRole("button", { name: "Show 6 changes" }).click();
  await expect(applied.getByRole("listitem").filter({ hasText: "Emma Stone" })).toContainText(
    /Table:\s*—\s*to\s*Table [12]/,
  );

  // The version taken before it puts every guest back where they were: unseated.
  await page.getByRole("tab", { name: "Versions" }).click();
  await page.getByRole("button", { name: "Restore “Before auto-seat”" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Restore “Before auto-seat”?" });
  await expect(confirm).toContainText("The current plan is saved as a version first, so you can undo this.");
  await confirm.getByRole("button", { name: "Restore" }).click();
  await expect(toastText(page, "Version restored")).toBeVisible();
  expect((await board(page, event.id)).guests.every((guest) => guest.tableId === null)).toBe(true);
  // The restore is itself a change, and the plan it replaced a version of its own.
  await expect(page.locator("[data-version]").filter({ hasText: "Before restore" })).toBeVisible();
  await page.getByRole("tab", { name: "Changes" }).click();
  await expect(page.locator("[data-history-entry]").first()).toContainText(
    "Ann Lee restored the version “Before auto-seat”",
  );
});

test("compare two versions: the move in the list and on the floor plan", async ({ page }) => {
  test.slow();
  const event = await seedEvent(page, { capacities: [4, 4, 4], guests: GUESTS });
  await seat(page, event.id, ["Emma Stone", "Liam Brown"], 1);
  await openHistory(page, "Versions");

  // A name is required, and said so under the field.
  await page.getByRole("button", { name: "Save version" }).click();
  const dialog = page.getByRole("dialog", { name: "Save version" });
  await dialog.getByRole("button", { name: "Save version" }).click();
  await expect(dialog.getByText("Name the version")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await saveVersion(page, "Sent to caterer");
  await seat(page, event.id, ["Emma Stone"], 3);
  await saveVersion(page, "Final");

  await page.getByRole("button", { name: "Compare “Sent to caterer” with now" }).click();
  const compare = page.getByRole("region", { name: "Compare" });
  const to = compare.getByLabel("To", { exact: true });
  await to.selectOption(
    (await to
      .locator("option")
      .filter({ hasText: /^Final/ })
      .getAttribute("value"))!,
  );
  const moved = compare
    .locator("[data-comparison-list] section")
    .filter({ has: page.getByRole("heading", { name: /^Moved/ }) });
  await expect(moved.getByRole("listitem")).toHaveCount(1);
  await expect(moved.getByRole("listitem")).toContainText(/Emma Stone:\s*Table 1, seat 1\s*to\s*Table 3/);
  // The plan of "Final": Emma's new table is outlined, the others are not.
  const plan = compare.locator("[data-comparison-plan]");
  await expect(plan.locator('[data-plan-table="3"][data-highlighted]')).toBeVisible();
  await expect(plan.locator("[data-highlighted]")).toHaveCount(1);
});

test("a guest's own history, from their dialog", async ({ page }) => {
  const event = await seedEvent(page, { capacities: [4, 4], guests: ["Emma Stone", "Liam Brown"] });
  await seat(page, event.id, ["Emma Stone"], 2);
  await addGuests(page, event.id, [{ name: "Olivia Park" }]);
  const emma = (await board(page, event.id)).guests.find((guest) => guest.name === "Emma Stone")!;
  const patched = await page.request.patch(`/api/events/${event.id}/guests/${emma.id}`, {
    data: { meal: "Vegetarian" },
  });
  expect(patched.ok()).toBe(true);

  await page.goto("/dashboard/guests");
  await page.getByRole("button", { name: "Emma Stone", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Guest" });
  await edit.getByRole("tab", { name: "History" }).click();
  const entries = edit.locator("[data-history-entry]");
  // Emma's changes only, newest first: not Liam's, not Olivia's arrival.
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText("Ann Lee changed Emma Stone");
  await expect(entries.nth(1)).toContainText("Ann Lee seated Emma Stone at Table 2");
  await expect(entries.nth(2)).toContainText("Ann Lee added Emma Stone");
  await entries.nth(0).getByRole("button", { name: "Show 1 change" }).click();
  await expect(entries.nth(0)).toContainText(/Meal:\s*—\s*to\s*Vegetarian/);
  // Back on the details, the form is as it was.
  await edit.getByRole("tab", { name: "Details" }).click();
  await expect(edit.getByLabel("Name")).toHaveValue("Emma Stone");
});

test("bring back one removed guest from their removal in the history", async ({ page }) => {
  const event = await seedEvent(page, { capacities: [4], guests: ["Emma Stone", "Liam Brown"] });
  const liam = (await board(page, event.id)).guests.find((guest) => guest.name === "Liam Brown")!;
  expect((await page.request.delete(`/api/events/${event.id}/guests/${liam.id}`)).ok()).toBe(true);

  await openHistory(page);
  const removal = page.locator("[data-history-entry]").filter({ hasText: "Ann Lee removed Liam Brown" });
  await removal.getByRole("button", { name: "Show 1 change" }).click();
  await removal.getByRole("button", { name: "Restore Liam Brown" }).click();
  await expect(toastText(page, "Liam Brown is back")).toBeVisible();
  expect((await board(page, event.id)).guests.map((guest) => guest.id)).toContain(liam.id);
  // The screen reads again: the restore is the newest entry, and the removal no longer offers it.
  await expect(page.locator("[data-history-entry]").first()).toContainText("Ann Lee brought back Liam Brown");
  await expect(removal.getByRole("button", { name: "Restore Liam Brown" })).toHaveCount(0);
});

test("a guest who asks to be forgotten is erased from their dialog, and from the history", async ({
  page,
}) => {
  const event = await seedEvent(page, { capacities: [4], guests: ["Emma Stone", "Zoe Forgetme"] });
  await seat(page, event.id, ["Zoe Forgetme"], 1);

  await page.goto("/dashboard/guests");
  await page.getByRole("button", { name: "Zoe Forgetme", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Guest" });
  await edit.getByRole("tab", { name: "History" }).click();
  await edit.getByRole("button", { name: "Erase guest" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Erase Zoe Forgetme for good?" });
  await confirm.getByRole("button", { name: "Erase guest" }).click();
  await expect(toastText(page, "Guest erased")).toBeVisible();
  await expect(page.getByRole("button", { name: "Zoe Forgetme", exact: true })).toHaveCount(0);

  await openHistory(page);
  await expect(page.locator("[data-history-entry]").first()).toBeVisible();
  await expect(page.getByText("Zoe Forgetme")).toHaveCount(0);
  const history = await page.request.get(`/api/events/${event.id}/history`);
  expect(await history.text()).not.toContain("Zoe Forgetme");
});
