import { expect, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { addGuests, guestRow } from "./guests-helpers";
import { fromOwnAddress } from "./support/client-address";

// Sign-up is rate limited per client address: each journey comes from its own.
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.6", 3));

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.78.9.1" }, reducedMotion: "reduce" });

test("without an event the guest screen says to create one", async ({ page }) => {
  await signUpOwner(page, "guests-noevent");
  await page.goto("/dashboard/guests");
  await expect(page.getByText("Create an event first to manage guests")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Event" })).toHaveAttribute("href", "/onboarding");
});

test("add, edit, search, filter, change the status inline, and remove with a confirm", async ({ page }) => {
  await signUpOwner(page, "guests-crud");
  await createEvent(page);
  await page.goto("/dashboard/guests");
  await expect(page.getByRole("heading", { name: "No guests found" })).toBeVisible();
  await expect(page.getByText("Add your first guest to get started")).toBeVisible();

  // Add: the name is required, typed values stay while it is missing.
  await page.getByRole("button", { name: "Add Guest" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add New Guest" });
  await dialog.getByLabel("Email").fill("emma@example.com");
  await dialog.getByRole("button", { name: "Add Guest" }).click();
  await expect(dialog.getByText("Guest name is required")).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveValue("emma@example.com");
  await dialog.getByLabel("Name").fill("Emma Stone");
  await dialog.getByLabel("Meal").fill("Risotto");
  await dialog.getByRole("button", { name: "Add Guest" }).click();
  await expect(page.getByText("Emma Stone has been added to your guest list")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(guestRow(page, "Emma Stone")).toContainText("emma@example.com");

  // Edit in the same dialog, from the name; a bad e-mail is caught beside its field.
  await addGuests(page, (await (await page.request.get("/api/events/current")).json()).event.id, [
    { name: "Liam Brown", email: "liam@example.com", status: "confirmed" },
  ]);
  await page.reload();
  await page.getByRole("button", { name: "Emma Stone", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Guest" });
  await expect(edit.getByLabel("Name")).toHaveValue("Emma Stone");
  await edit.getByLabel("Email").fill("not-an-email");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByText("Please enter a valid email address")).toBeVisible();
  await edit.getByLabel("Email").fill("emma.stone@example.com");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Guest updated")).toBeVisible();
  await expect(guestRow(page, "Emma Stone")).toContainText("emma.stone@example.com");

  // Search by name or e-mail; nothing found says so.
  const search = page.getByRole("searchbox", { name: "Search guests by name or email" });
  await search.fill("liam@");
  await expect(guestRow(page, "Liam Brown")).toBeVisible();
  await expect(guestRow(page, "Emma Stone")).toBeHidden();
  await search.fill("nobody at all");
  await expect(page.getByText("Try adjusting your search or filter")).toBeVisible();
  await search.fill("");

  // Status filter and the inline status select.
  await page.getByRole("combobox", { name: "Filter by status" }).selectOption("confirmed");
  await expect(guestRow(page, "Liam Brown")).toBeVisible();
  await expect(guestRow(page, "Emma Stone")).toBeHidden();
  await page.getByRole("combobox", { name: "Filter by status" }).selectOption("all");
  await page.getByRole("combobox", { name: "Status of Emma Stone" }).selectOption("declined");
  // The edit's own 'Guest updated' may still be on screen: the newest toast is this change's.
  await expect(page.getByText("Guest updated").last()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status of Emma Stone" })).toHaveValue("declined");
  const counts = page.getByRole("list", { name: "Guest counts" }).or(page.getByLabel("Guest counts"));
  await expect(counts.locator("div").filter({ hasText: "Declined" })).toContainText("1");

  // Remove, after the confirm prompt.
  await page.getByRole("button", { name: "Remove Liam Brown" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Are you sure you want to remove this guest?")).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(guestRow(page, "Liam Brown")).toBeVisible();
  await page.getByRole("button", { name: "Remove Liam Brown" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Guest removed")).toBeVisible();
  await expect(guestRow(page, "Liam Brown")).toBeHidden();
});

test("select several guests, act on them at once, and sort by a column", async ({ page }) => {
  await signUpOwner(page, "guests-bulk");
  const event = await createEvent(page);
  await addGuests(page, event.id, [{ name: "Cleo" }, { name: "Ada" }, { name: "Ben", status: "confirmed" }]);
  await page.goto("/dashboard/guests");
  await page.getByRole("button", { name: "New group" }).click();
  await page.getByLabel("Group name").fill("College friends");
  await page.getByRole("button", { name: "Create group" }).click();
  await expect(page.getByRole("button", { name: /^College friends/ })).toBeVisible();

  await page.getByRole("checkbox", { name: "Select Ada" }).click();
  await page.getByRole("checkbox", { name: "Select Cleo" }).click();
  await expect(page.getByText("2 guests selected")).toBeVisible();
  await page.getByRole("combobox", { name: "Set status of selected guests" }).selectOption("confirmed");
  await expect(page.getByText("2 guests now confirmed")).toBeVisible();
  await page
    .getByRole("combobox", { name: "Add to group (selected guests)" })
    .selectOption({ label: "College friends" });
  await expect(page.getByText("Added to group")).toBeVisible();
  await expect(guestRow(page, "Ada")).toContainText("College friends");

  // The group's chip filters the list to its guests.
  await page
    .getByRole("button", { name: /^College friends/ })
    .first()
    .click();
  await expect(guestRow(page, "Ben")).toBeHidden();
  await expect(guestRow(page, "Cleo")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();

  // Sorting: by name, then reversed.
  const names = () =>
    page
      .getByRole("row")
      .getByRole("button", { name: /^(Ada|Ben|Cleo)$/ })
      .allTextContents();
  await expect.poll(names).toEqual(["Ada", "Ben", "Cleo"]);
  await page.getByRole("columnheader", { name: "Name" }).getByRole("button").click();
  await expect.poll(names).toEqual(["Cleo", "Ben", "Ada"]);

  // Bulk remove asks first.
  await page.getByRole("checkbox", { name: "Select all guests" }).click();
  await page.getByRole("region", { name: "Selected guests" }).getByRole("button", { name: "Remove" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("3 guests removed")).toBeVisible();
  await expect(page.getByText("Add your first guest to get started")).toBeVisible();
});

test("households: created from a selection, shown as chips, filterable", async ({ page }) => {
  await signUpOwner(page, "guests-households");
  const event = await createEvent(page);
  await addGuests(page, event.id, [{ name: "Raj Patel" }, { name: "Meera Patel" }, { name: "Luis Garcia" }]);
  await page.goto("/dashboard/guests");
  await page.getByRole("checkbox", { name: "Select Raj Patel" }).click();
  await page.getByRole("checkbox", { name: "Select Meera Patel" }).click();
  await page.getByRole("combobox", { name: "Set household of selected guests" }).selectOption("__new__");
  await page.getByLabel("Household name").fill("The Patels");
  await page.getByRole("button", { name: "Create and assign" }).click();
  await expect(page.getByText("2 guests now in The Patels")).toBeVisible();
  await expect(guestRow(page, "Raj Patel")).toContainText("The Patels");
  await page.getByRole("combobox", { name: "Filter by household" }).selectOption({ label: "The Patels" });
  await expect(guestRow(page, "Luis Garcia")).toBeHidden();
  await expect(guestRow(page, "Meera Patel")).toBeVisible();
});

test("at 390 px the rows are cards and the page does not scroll sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpOwner(page, "guests-phone");
  const event = await createEvent(page);
  await addGuests(page, event.id, [
    { name: "Alexandria Montgomery-Winterbottom", email: "alexandria.montgomery@example.com" },
  ]);
  await page.goto("/dashboard/guests");
  const row = guestRow(page, "Alexandria Montgomery-Winterbottom");
  await expect(row).toBeVisible();
  // A card: the e-mail sits under the name rather than in a column beside it.
  const name = await row
    .getByRole("button", { name: "Alexandria Montgomery-Winterbottom", exact: true })
    .boundingBox();
  const email = await row.getByText("alexandria.montgomery@example.com").boundingBox();
  expect(email!.y).toBeGreaterThan(name!.y + name!.height - 1);
  await page
    .getByRole("combobox", { name: "Status of Alexandria Montgomery-Winterbottom" })
    .selectOption("confirmed");
  await expect(page.getByText("Guest updated")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "Add Guest" }).first().click();
  await expect(page.getByRole("dialog", { name: "Add New Guest" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// Its own address: sign-ups are limited to five a minute per address, and this file's other journeys use five.
test.describe(() => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.78.9.4" }, viewport: { width: 1280, height: 900 } });

  test("at 1280 px e-mails are shown whole, a long one wrapping rather than cut off", async ({ page }) => {
    await signUpOwner(page, "guests-wide");
    const event = await createEvent(page);
    const emails = [
      "christopher.wellington@gmail.com",
      "alexandra.montgomery-smythe@longfamilyname.example.com",
    ];
    await addGuests(page, event.id, [
      { name: "Christopher Wellington", email: emails[0] },
      { name: "Alexandra Montgomery-Smythe", email: emails[1] },
    ]);
    await page.goto("/dashboard/guests");
    for (const email of emails) {
      const cell = page.getByRole("cell").filter({ hasText: email });
      await expect(cell).toBeVisible();
      expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    // The shorter one fits on one line, as tall as its name.
    const short = await page.getByRole("cell").filter({ hasText: emails[0] }).boundingBox();
    expect(short!.height).toBeLessThan(30);
  });
});
