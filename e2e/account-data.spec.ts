import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { addGuests } from "./guests-helpers";
import { openAppPage } from "./support/app-page";
import { fromOwnAddress } from "./support/client-address";

test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.83.20", 7));

test("download my data, import it as a new event, delete the account: signing in then fails", async ({
  page,
}, testInfo) => {
  const email = await signUpOwner(page, "data-owner");
  const event = await createEvent(page, "Ada & Bo");
  await addGuests(page, event.id, [{ name: "Ana Lee", email: "ana@example.com" }, { name: "Ben Ode" }]);

  await page.goto("/dashboard/settings");
  const section = page.getByRole("region", { name: "Your data" });
  await expect(section.getByRole("button", { name: "Download my data" })).toBeVisible();
  await section.screenshot({ path: testInfo.outputPath("your-data-desktop.png") });

  // The zip: the manifest, the account, the event's document, guest list and floor plan.
  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^seatwise-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipPath = await download.path();
  const files = unzipSync(new Uint8Array(readFileSync(zipPath)));
  const read = (name: string) => new TextDecoder().decode(files[name]);
  expect(Object.keys(files).sort()).toEqual([
    "account.json",
    "events/1/event.json",
    "events/1/floor-plan.svg",
    "events/1/guests.csv",
    "manifest.json",
  ]);
  expect(JSON.parse(read("manifest.json"))).toMatchObject({
    format: "seatwise-account-data",
    version: 1,
    events: [{ title: "Ada & Bo", role: "co-owner" }],
  });
  expect(JSON.parse(read("account.json"))).toMatchObject({ profile: { email } });
  const document = JSON.parse(read("events/1/event.json")) as { guests: { name: string }[] };
  expect(document.guests.map((guest) => guest.name)).toEqual(["Ana Lee", "Ben Ode"]);
  expect(read("events/1/guests.csv")).toContain("ana@example.com");
  expect(read("events/1/floor-plan.svg")).toContain("<svg");

  // Imported back: a second event of the same name, with its guests.
  await section.getByRole("button", { name: "Import an event" }).click();
  const importing = page.getByRole("dialog", { name: "Import an event" });
  await importing.getByLabel("Data download (.zip)").setInputFiles({
    name: "seatwise-data.zip",
    mimeType: "application/zip",
    buffer: readFileSync(zipPath),
  });
  await importing.getByRole("button", { name: "Import event" }).click();
  await expect(page.getByText("Event imported", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const events = (await (await page.request.get("/api/events")).json()) as {
    id: string;
    title: string;
    guests: number;
  }[];
  expect(events.map((row) => [row.title, row.guests])).toEqual([
    ["Ada & Bo", 2],
    ["Ada & Bo", 2],
  ]);
  expect(events.map((row) => row.id)).toContain(event.id);

  // A file that is not ours: the dialog says so.
  await page.goto("/dashboard/settings");
  await section.getByRole("button", { name: "Import an event" }).click();
  await importing.getByLabel("Data download (.zip)").setInputFiles({
    name: "notes.zip",
    mimeType: "application/zip",
    buffer: Buffer.from("not a zip at all"),
  });
  await importing.getByRole("button", { name: "Import event" }).click();
  await expect(importing.getByRole("alert")).toContainText("This file is not a Seatwise data download");
  await importing.getByRole("button", { name: "Cancel" }).click();

  // Deleted with the e-mail typed; signed out on the home page.
  await section.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
  const deleteButton = confirm.getByRole("button", { name: "Delete my account" });
  const typed = confirm.getByLabel(/Type your e-mail address/);
  await typed.fill("someone-else@example.com");
  await expect(deleteButton).toBeDisabled();
  await typed.fill(email);
  await deleteButton.click();
  await expect(page.getByText("Account deleted", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await (await page.request.get("/api/me")).json()).toEqual({ user: null });

  await openAppPage(page, "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("password-123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page
      .getByRole("alert")
      .getByText("Invalid email or password. Please check your credentials and try again."),
  ).toBeVisible();
});

test("the Your data section at phone width", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpOwner(page, "data-phone");
  await createEvent(page, "Cy & Dee");
  await page.goto("/dashboard/settings");
  const section = page.getByRole("region", { name: "Your data" });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("button", { name: "Delete my account" })).toBeVisible();
  await section.screenshot({ path: testInfo.outputPath("your-data-phone.png") });
  await section.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(confirm).toBeVisible();
  await confirm.evaluate((dialog) =>
    Promise.all(dialog.getAnimations().map((animation) => animation.finished)),
  );
  await page.screenshot({ path: testInfo.outputPath("delete-account-phone.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await page.screenshot({ path: testInfo.outputPath("settings-desktop.png"), fullPage: true });
});
