import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { CheckinList } from "../src/shared/checkin";
import { seat, seedEvent, toastText } from "./seating-helpers";
import { fromOwnAddress } from "./support/client-address";
import { waitUntilKeptOffline } from "./support/offline";

/** The check-in screen without a network (docs/decisions/030-offline-check-in-and-kiosk.md), on 390 px phones:
 * Playwright's offline mode cuts the page and its service worker off the server. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use(PHONE);
// Two phones, reloads offline and a sync: on a loaded 2-core machine a journey takes up to a minute.
test.describe.configure({ timeout: 90_000 });
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.83.30", 3));

const count = (page: Page) => page.getByTestId("arrival-count");
const status = (page: Page) => page.getByTestId("sync-status");

/** Opens the check-in screen online and waits until its service worker keeps the page and its reads. */
async function openOnline(page: Page) {
  await page.goto("/dashboard/check-in");
  await expect(status(page)).toHaveText("All check-ins saved");
  await waitUntilKeptOffline(page, ["/api/me"]);
}

/** Another phone of the same account, signed in with the same cookies. */
async function secondPhone(context: BrowserContext) {
  const other = await context.browser()!.newContext({ ...PHONE, storageState: await context.storageState() });
  return { context: other, page: await other.newPage() };
}

async function serverList(page: Page, eventId: string) {
  const response = await page.request.get(`/api/events/${eventId}/checkin`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CheckinList;
}

test("offline, a phone reloads the screen, checks in three guests and seats a walk-in; back online everything arrives once", async ({
  page,
  context,
}, testInfo) => {
  const event = await seedEvent(page, {
    capacities: [4, 4],
    guests: ["Ana García", "Luis García", "José Núñez", "Zoë Ångström", "Pia Park"],
    household: { name: "García", members: ["Ana García", "Luis García"] },
  });
  await seat(page, event.id, ["Ana García", "Luis García"], 1);
  await seat(page, event.id, ["José Núñez", "Zoë Ångström"], 2);
  // The caterer's view from another phone: it sees nothing until the first phone is back.
  const watcher = await secondPhone(context);
  await watcher.page.goto("/dashboard/check-in");
  await expect(count(watcher.page)).toHaveText("0 of 5 arrived");

  await openOnline(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Check-in" })).toBeVisible();
  await expect(count(page)).toHaveText("0 of 5 arrived");
  await expect(status(page)).toHaveText("Offline — check-ins are kept on this phone");

  await page.getByRole("button", { name: "Check in all of García" }).click();
  await page.getByRole("button", { name: "Check in José Núñez" }).click();
  await expect(status(page)).toHaveText("Offline — 3 check-ins waiting");
  await expect(count(page)).toHaveText("3 of 5 arrived");

  // A cousin nobody expected, with Zoë: the seat is proposed on the phone, next to her.
  await page.getByRole("button", { name: "Add walk-in" }).click();
  const dialog = page.getByRole("dialog", { name: "Add walk-in" });
  await dialog.getByLabel("Name").fill("Cousin <b>Kim</b>");
  await dialog.getByRole("combobox", { name: "Came with (optional)" }).fill("Zoë");
  await dialog.getByRole("option", { name: /Zoë Ångström/ }).click();
  await expect(dialog.getByText("Next to the guest they came with")).toBeVisible();
  await expect(dialog.getByText(/^Table 2, seat \d$/)).toBeVisible();
  await dialog.getByRole("button", { name: "Seat here" }).click();
  await expect(toastText(page, "Cousin <b>Kim</b> added at Table 2, seat 3")).toBeVisible();
  await expect(status(page)).toHaveText("Offline — 4 check-ins waiting");
  await expect(count(page)).toHaveText("4 of 6 arrived");
  await page.screenshot({ path: testInfo.outputPath("check-in-offline-390.png"), fullPage: true });

  // Still offline after another reload: the queue and the walk-in are kept on the phone.
  await page.reload();
  await expect(status(page)).toHaveText("Offline — 4 check-ins waiting");
  await expect(page.getByText("Cousin <b>Kim</b>", { exact: true })).toBeVisible();
  await expect(count(watcher.page)).toHaveText("0 of 5 arrived");

  // The signal comes back: the phone sends everything by itself; the other phone sees it live.
  await context.setOffline(false);
  await expect(status(page)).toHaveText("All check-ins saved");
  await expect(count(watcher.page)).toHaveText("4 of 6 arrived");
  const list = await serverList(watcher.page, event.id);
  expect(list.guests.filter((g) => g.walkIn).map((g) => [g.name, g.seatNumber])).toEqual([
    ["Cousin <b>Kim</b>", 3],
  ]);
  expect(list.guests.filter((g) => g.arrivedAt !== null).map((g) => g.name)).toEqual([
    "Ana García",
    "Cousin <b>Kim</b>",
    "José Núñez",
    "Luis García",
  ]);
  // Sent again by a reload online, nothing doubles.
  await page.reload();
  await expect(status(page)).toHaveText("All check-ins saved");
  await expect(count(page)).toHaveText("4 of 6 arrived");
  expect((await serverList(watcher.page, event.id)).guests).toHaveLength(6);
  await page.screenshot({ path: testInfo.outputPath("check-in-synced-390.png") });
  await watcher.context.close();
});

test("two phones offline seat a walk-in in the same seat: the later phone is told, keeps the walk-in and gives another seat", async ({
  page,
  context,
}, testInfo) => {
  const event = await seedEvent(page, { capacities: [4], guests: ["Host Hal"] });
  await seat(page, event.id, ["Host Hal"], 1);
  const other = await secondPhone(context);
  await openOnline(page);
  await openOnline(other.page);
  await context.setOffline(true);
  await other.context.setOffline(true);

  const addWalkIn = async (phone: Page, name: string) => {
    await phone.getByRole("button", { name: "Add walk-in" }).click();
    const dialog = phone.getByRole("dialog", { name: "Add walk-in" });
    await dialog.getByLabel("Name").fill(name);
    await expect(dialog.getByText("Table 1, seat 2")).toBeVisible();
    await dialog.getByRole("button", { name: "Seat here" }).click();
    await expect(toastText(phone, `${name} added at Table 1, seat 2`)).toBeVisible();
    await expect(status(phone)).toHaveText("Offline — 1 check-in waiting");
  };
  await addWalkIn(page, "Walker Ann");
  await addWalkIn(other.page, "Walker Bob");

  await context.setOffline(false);
  await expect(status(page)).toHaveText("All check-ins saved");
  await other.context.setOffline(false);
  const notice = other.page.getByRole("alert").filter({ hasText: "Walker Bob was added without a seat" });
  await expect(notice).toContainText(
    "Seat 2 at Table 1 is taken by Walker Ann. Walker Bob was added without a seat: choose another one.",
  );
  await expect(status(other.page)).toHaveText("All check-ins saved");
  await other.page.screenshot({ path: testInfo.outputPath("check-in-seat-taken-390.png"), fullPage: true });

  // Staff choose another seat from the message: the best free one is proposed.
  await notice.getByRole("button", { name: "Give Walker Bob a seat" }).click();
  const give = other.page.getByRole("dialog", { name: "Give Walker Bob a seat" });
  await expect(give.getByText("Table 1, seat 3")).toBeVisible();
  await give.getByRole("button", { name: "Seat here" }).click();
  await expect(toastText(other.page, "Walker Bob takes Table 1 · Seat 3")).toBeVisible();
  await expect(notice).toHaveCount(0);

  const list = await serverList(page, event.id);
  expect(list.guests.map((g) => [g.name, g.seatNumber])).toEqual([
    ["Host Hal", 1],
    ["Walker Ann", 2],
    ["Walker Bob", 3],
  ]);
  await other.context.close();
});
