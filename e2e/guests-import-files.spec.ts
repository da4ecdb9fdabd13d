import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { guestRow } from "./guests-helpers";
import { fromOwnAddress } from "./support/client-address";

// Sign-up is rate limited per client address: each journey comes from its own.
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.2", 3));

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.78.9.3" }, reducedMotion: "reduce" });

const fixture = (name: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: readFileSync(path.join(import.meta.dirname, "../src/shared/csv/fixtures", name)),
});

test("a phone's contacts export (.vcf) imports as it is: names, e-mails, phones, notes", async ({ page }) => {
  await signUpOwner(page, "guests-import-vcf");
  await createEvent(page);
  await page.goto("/dashboard/guests");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import CSV" });
  await expect(dialog.getByText("CSV, Excel (.xlsx), OpenDocument (.ods) or contacts (.vcf)")).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles(fixture("iphone.vcf", "text/vcard"));

  await expect(dialog.getByText("iphone.vcf: 2 contacts.")).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Import column “Email” as" })).toHaveValue("email");
  await expect(dialog.getByRole("combobox", { name: "Import column “Phone” as" })).toHaveValue("phone");
  await dialog.getByRole("button", { name: "Import 2 guests" }).click();
  await expect(page.getByText("2 guests have been imported").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();

  await expect(guestRow(page, "Ana Souza")).toContainText("ana@example.com");
  await page.getByRole("button", { name: "Ana Souza", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Guest" });
  await expect(edit.getByLabel("Notes")).toHaveValue("Bride's cousin, from São Paulo\nVegetarian");
});

test("an Excel workbook: the first sheet with its header under a title, another sheet picked, imported from it", async ({
  page,
}) => {
  await signUpOwner(page, "guests-import-xlsx");
  await createEvent(page);
  await page.goto("/dashboard/guests");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import CSV" });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(
      fixture("excel-guests.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    );

  await expect(
    dialog.getByText("excel-guests.xlsx: 2 rows in the sheet “Guests”, header on row 3."),
  ).toBeVisible();
  const sheet = dialog.getByRole("combobox", { name: "Sheet to import" });
  await expect(sheet).toHaveValue("Guests");
  await expect(dialog.getByText("447700900123").first()).toBeVisible();

  await sheet.selectOption("Notes");
  await expect(
    dialog.getByText("excel-guests.xlsx: 1 row in the sheet “Notes”, header on row 1."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Import 1 guest" }).click();
  await expect(page.getByText("1 guest has been imported").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(guestRow(page, "Chloé Martin")).toBeVisible();
});

test("a password-protected workbook and a legacy .xls say what to do; nothing is imported", async ({
  page,
}) => {
  await signUpOwner(page, "guests-import-xls");
  await createEvent(page);
  await page.goto("/dashboard/guests");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import CSV" });
  // A compound file whose directory names Excel 97's "Workbook" stream: a legacy .xls.
  const xls = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(xls);
  Buffer.from("Workbook", "utf16le").copy(xls, 512);
  xls.writeUInt16LE(18, 512 + 64);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "guests.xls", mimeType: "application/vnd.ms-excel", buffer: xls });
  await expect(dialog.getByRole("alert")).toContainText("This is an older Excel workbook (.xls).");
});
