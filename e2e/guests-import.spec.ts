import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { addGuests, guestRow, importCsv } from "./guests-helpers";
import { fromOwnAddress } from "./support/client-address";

// Sign-up is rate limited per client address: each journey comes from its own.
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.4", 3));

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.78.9.2" }, reducedMotion: "reduce" });

const csv = (text: string, name = "guests.csv") => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(text),
});

test("import a file from another tool: columns recognised and fixed, duplicates skipped, result explained", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpOwner(page, "guests-import");
  const event = await createEvent(page);
  await addGuests(page, event.id, [{ name: "Ann Lee", email: "ann@example.com" }]);
  await page.goto("/dashboard/guests");

  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import CSV" });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(
      csv(
        [
          "Our wedding guest list",
          "",
          "First Name,Last Name,E-mail Address,Attending?,Party,Tags,Shoe size",
          "Ann,Lee,ANN@example.com,Yes,Lees,Family,38",
          "Bo,Kim,bo@example.com,Regrets,Kims,Work; Choir,44",
          "Cy,Park,,Attending,Kims,Work,41",
          ",,,,,,",
          " , ,nobody@example.com,Yes,,,",
        ].join("\r\n"),
      ),
    );
  await expect(dialog.getByText("header on row 3")).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Import column “Party” as" })).toHaveValue("household");
  await expect(dialog.getByRole("combobox", { name: "Import column “Attending?” as" })).toHaveValue("status");
  // The owner decides the shoe sizes are worth keeping as notes.
  await dialog.getByRole("combobox", { name: "Import column “Shoe size” as" }).selectOption("notes");
  await expect(dialog.getByText("1 possible duplicate")).toBeVisible();
  await expect(dialog.getByText("1 row is not a guest and is left out")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Skip duplicates" })).toBeChecked();
  // The list has guests: the file is reviewed first; adding new guests only is the default.
  await dialog.getByRole("button", { name: "Review changes" }).click();
  await expect(dialog.getByRole("radio", { name: /Add new guests only/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Import 2 guests" }).click();

  await expect(page.getByText("2 guests have been imported").first()).toBeVisible();
  await expect(dialog.getByText("Line 4 (Ann Lee): Already in your guest list")).toBeVisible();
  await expect(dialog.getByText("Line 8: No name")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();

  await expect(guestRow(page, "Bo Kim")).toContainText("Kims");
  await expect(page.getByRole("combobox", { name: "Status of Bo Kim" })).toHaveValue("declined");
  await expect(page.getByRole("combobox", { name: "Status of Cy Park" })).toHaveValue("confirmed");
  await page.getByRole("button", { name: "Bo Kim", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Edit Guest" }).getByLabel("Notes")).toHaveValue("44");
});

test("a file that is not a CSV is explained; a bad value or a couple in one cell never blocks the others", async ({
  page,
}) => {
  await signUpOwner(page, "guests-import-bad");
  await createEvent(page);
  await page.goto("/dashboard/guests");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import CSV" });
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "photo.csv", mimeType: "text/csv", buffer: png });
  await expect(page.getByText("CSV Error")).toBeVisible();
  await expect(dialog.getByRole("alert")).toContainText("This file is not a guest list we can read.");

  await dialog
    .locator('input[type="file"]')
    .setInputFiles(
      csv("name,email,seat\nAnn,ann@example.com,\nBo,not-an-email,@2\nAnna & Piotr Kowalski,,\nTotal,,3\n"),
    );
  const preview = dialog.getByRole("region", { name: "Guests as they will be imported" });
  // The problem row comes first, saying what will happen.
  await expect(preview.getByRole("row").nth(1)).toContainText(
    "email “not-an-email”: Please enter a valid email address — imported without it",
  );
  await expect(preview).toContainText("A couple in one cell: split into Anna Kowalski · Piotr Kowalski");
  await expect(
    dialog.getByRole("checkbox", { name: "Split each couple into two guests of one household" }),
  ).toBeChecked();
  await expect(dialog.getByText("1 row is not a guest and is left out")).toBeVisible();
  await dialog.getByRole("button", { name: "Import 4 guests" }).click();
  await expect(
    dialog.getByText(
      "Line 3 (Bo): email “not-an-email”: Please enter a valid email address — imported without it",
    ),
  ).toBeVisible();
  await expect(dialog.getByText("Line 5 (Total · 3): A total, not a guest")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(guestRow(page, "Piotr Kowalski")).toContainText("The Kowalski family");
});

test("export downloads guest-list-{date}.csv in UTF-8 with a BOM; an empty list says there is nothing to export", async ({
  page,
}) => {
  await signUpOwner(page, "guests-export");
  const event = await createEvent(page);
  await page.goto("/dashboard/guests");
  await page.getByRole("button", { name: "Export CSV" }).click();
  await expect(page.getByText("There are no guests to export")).toBeVisible();

  await importCsv(
    page,
    event.id,
    "name,email,table,household,groups,meal\nZoë Ångström,zoe@example.com,3,Ångströms,Family; Choir,Fish\n",
  );
  await page.reload();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  });
  expect(download.suggestedFilename()).toBe(`guest-list-${today}.csv`);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString("utf8")).toBe(
    "name,email,phone,table_number,seat_number,status,dietary_restrictions,notes,household,groups,meal,seating_rules,table_name\r\n" +
      "Zoë Ångström,zoe@example.com,,3,,invited,,,Ångströms,Choir; Family,Fish,,Table 3\r\n",
  );
});
