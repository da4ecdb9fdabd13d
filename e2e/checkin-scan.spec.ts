import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, expect, type Page, test } from "@playwright/test";
import type { CheckinList } from "../src/shared/checkin";
import { parseScannedText, scanUrl } from "../src/shared/checkin-scan";
import { cardSheetGrid, cellOrigin } from "../src/shared/print/grid";
import { DEFAULT_PRINT_OPTIONS } from "../src/shared/print/options";
import { createEvent } from "./dashboard-helpers";
import { seat, seedEvent } from "./seating-helpers";
import { fromOwnAddress } from "./support/client-address";
import { download, readPdf } from "./support/downloads";
import { qrFrame, writeY4m } from "./support/fake-camera";
import { pdfRegionPixels, qrCodesInPdf } from "./support/pdf-qr";
import { E2E_ORIGIN } from "./support/server";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use(PHONE);
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.83.24", 7));

const GUESTS = ["Ana García", "Luis García", "José Núñez", "Zoë Ångström"];

/** An owner's event: Ana and Luis García (one household) and José at table 1, Zoë at table 2. */
async function seatedEvent(page: Page) {
  const event = await seedEvent(page, {
    capacities: [8, 8],
    guests: GUESTS,
    household: { name: "García", members: ["Ana García", "Luis García"] },
  });
  await seat(page, event.id, ["Ana García", "Luis García", "José Núñez"], 1);
  await seat(page, event.id, ["Zoë Ångström"], 2);
  return event;
}

async function checkinList(page: Page, eventId: string) {
  const response = await page.request.get(`/api/events/${eventId}/checkin`);
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as CheckinList;
  return { list, arrived: (name: string) => list.guests.find((g) => g.name === name)?.arrivedAt ?? null };
}

const FRAME = { width: 800, height: 600 };

test("a printed escort card's QR code (rendered from the PDF) checks that guest in", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  const event = await seatedEvent(page);

  // The owner prints escort cards with their check-in QR codes, on A4.
  await page.goto("/dashboard/print");
  await page.getByRole("tab", { name: "Escort cards", exact: true }).click();
  await page.getByLabel("Paper").selectOption("a4");
  const qr = page.getByRole("switch", { name: "Check-in QR code" });
  await expect(qr).not.toBeChecked();
  await qr.click();
  const cards = page.getByTestId("preview-card");
  await expect(cards.getByRole("img", { name: "Check-in QR code of José Núñez" })).toBeVisible();
  // Where the cards sit on the sheet, in the print's order (by last name: Ångström, García, Núñez).
  const order = await cards.allTextContents();
  const joseCard = order.findIndex((text) => text.includes("José Núñez"));
  const garciaCard = order.findIndex((text) => text.includes("García") && !text.includes("Ana"));
  expect([joseCard, garciaCard]).toEqual([2, 1]);
  await cards.nth(joseCard).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("escort-card-qr-390.png"), fullPage: true });
  const { bytes } = await download(page, "Download PDF");
  expect((await readPdf(bytes)).text).toContain("José Núñez");

  // Each card's code, read off the printed page, is the check-in address of its guest or household.
  const [codes] = await qrCodesInPdf(context, bytes, 3);
  const targets = codes!.map((code) => parseScannedText(code));
  const ids = (await checkinList(page, event.id)).list.guests;
  const id = (name: string) => ids.find((g) => g.name === name)!;
  expect(targets).toHaveLength(3);
  expect(targets).toEqual(
    expect.arrayContaining([
      { kind: "household", eventId: event.id, id: id("Ana García").householdId },
      { kind: "guest", eventId: event.id, id: id("José Núñez").id },
      { kind: "guest", eventId: event.id, id: id("Zoë Ångström").id },
    ]),
  );

  // A phone's camera over the sheet: José's card, then the García household's, then a code of another event;
  // made from the printed page's pixels as pdf.js draws them.
  const grid = cardSheetGrid("escort", { ...DEFAULT_PRINT_OPTIONS, sheet: "a4" });
  const card = (index: number) => {
    const { x, y } = cellOrigin(grid, index);
    const margin = 12;
    return {
      x: x - margin,
      y: y - margin,
      width: grid.cell.width + 2 * margin,
      height: grid.cell.height + 2 * margin,
    };
  };
  const shot = (index: number) =>
    pdfRegionPixels(context, bytes, { page: 1, scale: 4, region: card(index), out: FRAME });
  const otherEvent = scanUrl("http://127.0.0.1", {
    kind: "guest",
    eventId: "7f1c2a40-9d3e-4c6b-8a51-2e0f9b7d4c13",
    id: id("Zoë Ångström").id,
  });
  const folder = await mkdtemp(path.join(os.tmpdir(), "seatwise-camera-"));
  const video = path.join(folder, "cards.y4m");
  await writeY4m(video, FRAME, [
    { rgba: await shot(joseCard), seconds: 3 },
    { rgba: qrFrame(FRAME), seconds: 1 },
    { rgba: await shot(garciaCard), seconds: 3 },
    { rgba: qrFrame(FRAME), seconds: 1 },
    { rgba: qrFrame(FRAME, otherEvent), seconds: 3 },
    { rgba: qrFrame(FRAME), seconds: 1 },
  ]);

  // The usher's phone: another browser whose camera plays that video, signed in as the owner.
  const phone = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const usherContext = await phone.newContext({
      ...PHONE,
      baseURL: E2E_ORIGIN,
      storageState: await context.storageState(),
    });
    await fromOwnAddress(usherContext, testInfo, "10.83.25", 3);
    const usher = await usherContext.newPage();
    await usher.goto("/dashboard/check-in");
    await expect(usher.getByTestId("arrival-count")).toHaveText("0 of 4 arrived");
    await usher.getByRole("button", { name: "Scan" }).click();
    const dialog = usher.getByRole("dialog", { name: "Scan a card" });
    const result = dialog.getByTestId("scan-result");

    // Each read: what happened, who, and where they sit, in large type; then on to the next card.
    await expect(result).toHaveText(/^Checked inJosé NúñezTable 1 · Seat \d$/, { timeout: 20_000 });
    await usher.screenshot({ path: testInfo.outputPath("scan-dialog-390.png") });
    await expect(result).toHaveText("Checked inGarcía 2 guestsTable 1", { timeout: 15_000 });
    await expect(result).toHaveText("This code is not a guest of this eventNo one was checked in.", {
      timeout: 15_000,
    });
    // Round again, José's card is read as someone already here, and nothing is written twice.
    await expect(result).toHaveText(/^Already arrived at \d{1,2}:\d\d [AP]MJosé NúñezTable 1 · Seat \d$/, {
      timeout: 15_000,
    });

    await dialog.getByRole("button", { name: "Back to the list" }).click();
    await expect(usher.getByTestId("arrival-count")).toHaveText("3 of 4 arrived");
    const { arrived } = await checkinList(page, event.id);
    for (const name of ["José Núñez", "Ana García", "Luis García"])
      expect(arrived(name), name).not.toBeNull();
    expect(arrived("Zoë Ångström")).toBeNull();
    await usherContext.close();
  } finally {
    await phone.close();
    await rm(folder, { recursive: true, force: true });
  }
});

test("without a camera, Scan says so and goes back to the list", async ({ page }, testInfo) => {
  await seatedEvent(page);
  await page.goto("/dashboard/check-in");
  await expect(page.getByTestId("arrival-count")).toHaveText("0 of 4 arrived");
  await page.screenshot({ path: testInfo.outputPath("check-in-scan-button-390.png") });
  await page.getByRole("button", { name: "Scan" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan a card" });
  await expect(dialog.getByRole("alert")).toContainText(/The camera is blocked|No camera found/);
  await page.screenshot({ path: testInfo.outputPath("scan-no-camera-390.png") });
  await dialog.getByRole("button", { name: "Back to the list" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("arrival-count")).toHaveText("0 of 4 arrived");
});

test("the camera app's check-in address asks before checking in; a made-up code names no one", async ({
  page,
}, testInfo) => {
  const event = await seatedEvent(page);
  const { list } = await checkinList(page, event.id);
  const zoe = list.guests.find((g) => g.name === "Zoë Ångström")!;
  const address = (eventId: string, id: string) =>
    new URL(scanUrl("http://x", { kind: "guest", eventId, id })).search;

  // A second event of the owner's, newer: the dashboard works on it, and a code of the first switches back.
  await createEvent(page, "Another party");
  await page.goto(`/dashboard/check-in${address(event.id, zoe.id)}`);
  const dialog = page.getByRole("dialog", { name: "Scanned card" });
  await expect(dialog.getByTestId("scan-result")).toContainText("Zoë Ångström");
  await expect(dialog.getByTestId("scan-result")).toContainText("Not checked in yet");
  await expect(dialog.getByTestId("scan-place")).toHaveText(/^Table 2 · Seat 1$/);
  await page.screenshot({ path: testInfo.outputPath("scan-landing-390.png") });
  // Opening the address changed nothing.
  expect((await checkinList(page, event.id)).arrived("Zoë Ångström")).toBeNull();
  await dialog.getByRole("button", { name: "Check in" }).click();
  await expect(dialog.getByTestId("scan-result")).toContainText("Checked in");
  await dialog.getByRole("button", { name: "Back to the list" }).click();
  await expect(page).toHaveURL(/\/dashboard\/check-in$/);
  await expect(page.getByTestId("arrival-count")).toHaveText("1 of 4 arrived");
  expect((await checkinList(page, event.id)).arrived("Zoë Ångström")).not.toBeNull();

  // Scanned again: already here, nothing to do.
  await page.goto(`/dashboard/check-in${address(event.id, zoe.id)}`);
  await expect(dialog.getByTestId("scan-result")).toContainText(/Already arrived at/);
  await expect(dialog.getByRole("button", { name: "Check in" })).toHaveCount(0);

  // A code of an event the owner is not on, and a made-up one: no one, nothing written.
  for (const search of [address("7f1c2a40-9d3e-4c6b-8a51-2e0f9b7d4c13", zoe.id), "?scan=g.made-up.code"]) {
    await page.goto(`/dashboard/check-in${search}`);
    await expect(dialog.getByTestId("scan-result")).toContainText("This code is not a guest of this event");
    await expect(dialog.getByRole("button", { name: "Check in" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Back to the list" }).click();
  }
  expect((await checkinList(page, event.id)).list.guests.filter((g) => g.arrivedAt !== null)).toHaveLength(1);
});

test("the floor plan fills with arrivals live, and the arrival report prints as PDF", async ({ page }) => {
  const event = await seatedEvent(page);
  const { list } = await checkinList(page, event.id);
  const idOf = (name: string) => list.guests.find((g) => g.name === name)!.id;
  const checkIn = async (name: string) =>
    expect(
      (
        await page.request.post(`/api/events/${event.id}/checkin/arrivals`, {
          data: { guestId: idOf(name), arrived: true },
        })
      ).ok(),
    ).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard/seating");
  await page.getByRole("button", { name: "Floor plan" }).click();
  const table1 = page.locator('[data-plan-table="1"]');
  await expect(table1).toBeVisible();
  // Before anyone has arrived, the plan looks as on any other day.
  await expect(page.getByTestId("plan-table-arrivals")).toHaveCount(0);
  await checkIn("José Núñez");
  await expect(table1.getByTestId("plan-table-arrivals")).toHaveText("1 of 3 here · 5 empty", {
    timeout: 2_000,
  });
  await expect(page.locator('[data-plan-table="2"]').getByTestId("plan-table-arrivals")).toHaveText(
    "0 of 1 here · 7 empty",
  );
  await expect(table1.locator("circle.fill-green-500")).toHaveCount(1);
  await checkIn("Ana García");
  await expect(table1.getByTestId("plan-table-arrivals")).toHaveText("2 of 3 here · 5 empty", {
    timeout: 2_000,
  });
  await expect(table1.locator("circle.fill-green-500")).toHaveCount(2);
  await table1.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("floor-plan-arrivals-1280.png") });

  // Walk-ins: a name of 5,000 characters is refused; one of 200 with markup is kept as text.
  const walkIn = (name: string) =>
    page.request.post(`/api/events/${event.id}/checkin/walk-ins`, { data: { name, seat: null } });
  const tooLong = await walkIn("x".repeat(5000));
  expect(tooLong.status()).toBe(400);
  expect(((await tooLong.json()) as { error: { message: string } }).error.message).toBe(
    "Name must be at most 200 characters",
  );
  const marked = `<img src=x onerror=alert(1)> ${"Wolfeschlegelsteinhausen ".repeat(8)}`.slice(0, 200).trim();
  expect((await walkIn(marked)).status()).toBe(201);

  await page.setViewportSize(PHONE.viewport);
  await page.goto("/dashboard/print");
  await page.getByRole("tab", { name: "Arrival report", exact: true }).click();
  await expect(page.getByTestId("print-summary")).toHaveText("3 of 5 arrived · 1 walk-in · 2 did not come");
  await expect(page.getByText("Table 1 · 2 of 3 arrived")).toBeVisible();
  await expect(page.getByText(marked)).toBeVisible();
  await page.getByText("Table 1 · 2 of 3 arrived").scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("arrival-report-390.png") });
  const { name, bytes } = await download(page, "Download PDF");
  expect(name).toBe("arrival-report.pdf");
  const { text } = await readPdf(bytes);
  expect(text).toContain("Arrival report");
  expect(text).toContain("3 of 5 arrived · 1 walk-in · 2 did not come");
  expect(text).toContain("Table 1 · 2 of 3 arrived");
  expect(text).toContain("Table 2 · 0 of 1 arrived");
  expect(text).toContain("No table · 1 of 1 arrived");
  expect(text).toContain("<img src=x onerror=alert(1)>");
  expect(text).toContain("No check-in");
  expect(text).toMatch(/Walk-in/);
});
