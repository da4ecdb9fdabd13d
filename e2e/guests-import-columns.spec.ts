import { expect, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { guestRow } from "./guests-helpers";
import { fromOwnAddress } from "./support/client-address";

// Sign-up is rate limited per client address: each journey comes from its own.
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.82.1", 3));

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.78.9.7" }, reducedMotion: "reduce" });

test("the proposed mapping says why, flags what to check, and asks which event the seating plan is for", async ({
  page,
}) => {
  await signUpOwner(page, "guests-import-columns");
  await createEvent(page);
  await page.goto("/dashboard/guests");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import CSV" });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "household-sheet.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      [
        "Attendee #,First Name,Middle Name,Last Name,Contact,Party Of,Welcome Party,The Wedding,Last Updated",
        "20261104001,Ana,,Souza,ana@example.com,2,Attending,Declined,03/02/2026",
        "20261104002,Rui,,Costa,rui@example.com,1,Declined,Attending,03/04/2026",
      ].join("\n"),
    ),
  });

  const column = (header: string) => dialog.getByRole("combobox", { name: `Import column “${header}” as` });
  // The file is read in a worker first.
  await expect(column("Attendee #")).toHaveValue("ignore", { timeout: 30_000 });
  await expect(column("Attendee #")).toHaveAccessibleDescription("Looks like ID or ticket numbers");
  await expect(column("Middle Name")).toHaveValue("middleName");
  await expect(column("Contact")).toHaveValue("email");
  await expect(column("Contact")).toHaveAccessibleDescription("Looks like e-mails");
  await expect(column("Party Of")).toHaveValue("ignore");
  await expect(column("Last Updated")).toHaveValue("ignore");
  // Event columns found by their answers: the wedding's feeds the status, flagged for a look.
  await expect(column("The Wedding")).toHaveValue("status");
  await expect(column("The Wedding")).toHaveAccessibleDescription("Please check: Looks like RSVP answers");
  await expect(column("Welcome Party")).toHaveValue("notes");
  await expect(dialog.getByText("2 columns are flagged for a look.")).toBeVisible();

  const event = dialog.getByRole("combobox", { name: "This seating plan is for" });
  await expect(event).toHaveValue(String(7));
  await dialog.screenshot({ path: "test-results/import-columns-mapping.png" });
  await column("The Wedding").scrollIntoViewIfNeeded();
  await dialog.screenshot({ path: "test-results/import-columns-flagged.png" });
  await event.selectOption({ label: "Welcome Party" });
  await expect(column("Welcome Party")).toHaveValue("status");
  await expect(column("Welcome Party")).toHaveAccessibleDescription(
    "RSVP for the event this seating plan is for",
  );
  await expect(column("The Wedding")).toHaveValue("notes");
  await expect(column("The Wedding")).toHaveAccessibleDescription("RSVP for another event: kept in notes");
  // The owner has chosen: nothing is left flagged.
  await expect(dialog.getByText(/flagged for a look/)).toBeHidden();
  // Any other change is the owner's.
  await column("Last Updated").selectOption("notes");
  await expect(column("Last Updated")).toHaveAccessibleDescription("Your choice");
  await column("Last Updated").selectOption("ignore");

  await dialog.getByRole("button", { name: "Import 2 guests" }).click();
  // The server reads the file again and writes it in one transaction: slower than a click on a busy machine.
  await expect(page.getByText("2 guests have been imported").first()).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(guestRow(page, "Ana Souza")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Status of Ana Souza" })).toHaveValue("confirmed");
  await expect(page.getByRole("combobox", { name: "Status of Rui Costa" })).toHaveValue("declined");
});
