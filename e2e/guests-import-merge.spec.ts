import { expect, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { guestRow } from "./guests-helpers";
import { fromOwnAddress } from "./support/client-address";

// Sign-up is rate limited per client address: each journey comes from its own.
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.3", 3));

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.78.9.3" }, reducedMotion: "reduce" });

const LIST = [
  "name,email,table_number,seat_number,household",
  "Ann Lee,ann@example.com,1,1,Lees",
  "Bo Lee,bo@example.com,1,2,Lees",
  "Cy Park,cy@example.com,2,1,",
  "Dee Ray,,,,",
  "Eve Moss,eve@example.com,,,",
].join("\r\n");

const csv = (text: string) => ({ name: "guests.csv", mimeType: "text/csv", buffer: Buffer.from(text) });

test("re-importing the list with one changed e-mail updates that guest only: no duplicates, seats kept", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpOwner(page, "guests-import-merge");
  await createEvent(page);
  await page.goto("/dashboard/guests");

  // The first import, into an empty list: no review step.
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import CSV" });
  await dialog.locator('input[type="file"]').setInputFiles(csv(LIST));
  await dialog.getByRole("button", { name: "Import 5 guests" }).click();
  // The import's answer can take a while on a busy machine.
  await expect(dialog.getByText("5 guests have been imported")).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(guestRow(page, "Bo Lee")).toContainText("bo@example.com");

  // The same sheet a week later, with Bo's new address.
  await page.getByRole("button", { name: "Import CSV" }).click();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(csv(LIST.replace("bo@example.com", "bo.lee@example.com")));
  await dialog.getByRole("button", { name: "Review changes" }).click();
  await expect(dialog.getByRole("group", { name: /Your list already has 5 guests/ })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /Add new guests only/ })).toBeChecked();
  await dialog.getByRole("radio", { name: /Update matching guests and add new ones/ }).check();
  await expect(dialog.getByRole("status")).toHaveText("1 guest to update · 4 unchanged");

  await dialog.getByRole("tab", { name: "Updated (1)" }).click();
  const updated = dialog.getByRole("list", { name: "Updated guests" });
  await expect(updated.getByRole("checkbox")).toHaveCount(1);
  await expect(updated).toContainText("Email: bo@example.com, becomes bo.lee@example.com");
  await expect(updated.getByRole("checkbox", { name: "Update Bo Lee (row 3)" })).toBeChecked();
  await expect(updated).toContainText("Matched by name");

  await dialog.getByRole("tab", { name: "Unchanged (4)" }).click();
  await expect(dialog.getByRole("list", { name: "Unchanged guests" }).getByRole("listitem")).toHaveCount(4);
  await dialog.getByRole("tab", { name: "New (0)" }).click();
  await expect(dialog.getByText("No new guests in this file.")).toBeVisible();

  await dialog.getByRole("button", { name: "Apply 1 change" }).click();
  await expect(dialog.getByText("1 guest updated, 4 unchanged, 0 removed.")).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole("button", { name: "Done" }).click();

  await expect(page.getByRole("row").filter({ has: page.getByRole("checkbox") })).toHaveCount(6);
  await expect(guestRow(page, "Bo Lee")).toContainText("bo.lee@example.com");
  await expect(guestRow(page, "Bo Lee")).not.toContainText("bo@example.com");
});

test("Replace on a phone: the guest the file no longer names is removed unless kept", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpOwner(page, "guests-import-replace");
  await createEvent(page);
  await page.goto("/dashboard/guests");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import CSV" });
  await dialog.locator('input[type="file"]').setInputFiles(csv(LIST));
  await dialog.getByRole("button", { name: "Import 5 guests" }).click();
  await dialog.getByRole("button", { name: "Done" }).click({ timeout: 20_000 });

  await page.getByRole("button", { name: "Import CSV" }).click();
  const shorter = LIST.split("\r\n")
    .filter((line) => !line.startsWith("Dee") && !line.startsWith("Eve"))
    .concat("Finn Cole,finn@example.com,,,")
    .join("\r\n");
  await dialog.locator('input[type="file"]').setInputFiles(csv(shorter));
  await dialog.getByRole("button", { name: "Review changes" }).click();
  // Keyboard only: the modes are one radio group.
  await dialog.getByRole("radio", { name: /Add new guests only/ }).focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("radio", { name: /Replace the list/ })).toBeChecked();
  await expect(dialog.getByRole("status")).toHaveText("1 guest to add · 2 guests to remove · 3 unchanged");
  await dialog.getByRole("tab", { name: "Not in the file (2)" }).click();
  await dialog.getByRole("checkbox", { name: "Keep Eve Moss" }).check();
  await expect(dialog.getByRole("status")).toHaveText("1 guest to add · 1 guest to remove · 3 unchanged");
  await dialog.getByRole("button", { name: "Apply 2 changes" }).click();
  await expect(dialog.getByText("0 guests updated, 3 unchanged, 1 removed.")).toBeVisible({
    timeout: 20_000,
  });
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(guestRow(page, "Finn Cole")).toBeVisible();
  await expect(guestRow(page, "Eve Moss")).toBeVisible();
  await expect(guestRow(page, "Dee Ray")).toHaveCount(0);
});
