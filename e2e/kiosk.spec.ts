import { expect, type Page, test } from "@playwright/test";
import { seat, seedEvent, toastText } from "./seating-helpers";
import { fromOwnAddress } from "./support/client-address";
import { waitUntilKeptOffline } from "./support/offline";

/** The lobby kiosk (docs/decisions/030-offline-check-in-and-kiosk.md): turned on on the Share screen, opened on a
 * tablet, it finds a guest, shows their table on the map, clears itself, and keeps working offline. */
const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };
test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.83.31", 7));

const answer = (page: Page) => page.locator("#search-answer");
const planTable = (page: Page, number: number) => page.locator(`[data-plan-table="${number}"]`);

test("the owner turns the kiosk on; a tablet finds a guest's table on the map, clears itself after 20 s, and works offline", async ({
  page,
  browser,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const event = await seedEvent(page, {
    capacities: [4, 4],
    guests: ["Ana García", "José Núñez", "Zoë Ångström", "Josefa Ortiz"],
  });
  await seat(page, event.id, ["Ana García"], 1);
  await seat(page, event.id, ["José Núñez", "Zoë Ångström"], 2);

  await page.goto("/dashboard/share");
  await page.getByRole("switch", { name: "Lobby kiosk" }).click();
  await expect(toastText(page, "Kiosk turned on")).toBeVisible();
  const link = await page.getByRole("textbox", { name: "Kiosk link" }).inputValue();
  expect(link).toMatch(new RegExp(`/event/${event.id}/kiosk\\?k=[\\w-]{32}$`));
  await expect(page.getByRole("img", { name: "QR code of the kiosk link" }).locator("svg")).toBeVisible();
  await page.getByRole("heading", { name: "Lobby kiosk" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("share-kiosk-1280.png") });

  const tablet = await browser.newContext(TABLET);
  const kiosk = await tablet.newPage();
  await kiosk.clock.install();
  await kiosk.goto(link);
  await expect(kiosk.getByRole("heading", { name: "Find your table" })).toBeVisible();
  // The kiosk's time stands still but for what the journey lets pass.
  await kiosk.clock.pauseAt(Date.now() + 60_000);
  // No list of names, ever: before a search the page shows none.
  await expect(kiosk.getByText("Ana García")).toHaveCount(0);

  const search = kiosk.getByRole("searchbox", { name: "Your name" });
  await search.fill("j");
  await expect(answer(kiosk)).toHaveText("Type at least 2 letters of your name.");
  // A few best matches, accents ignored, never a list.
  await search.fill("jos");
  await expect(answer(kiosk).locator('[data-slot="name"]')).toHaveText(["José Núñez", "Josefa Ortiz"]);
  await search.fill("jose n");
  await expect(answer(kiosk).locator('[data-slot="name"]')).toHaveText("José Núñez");
  await expect(answer(kiosk).locator('[data-slot="table"]')).toHaveText("Table 2");
  await expect(answer(kiosk).locator('[data-slot="seat"]')).toHaveText("Seat 1");
  await expect(planTable(kiosk, 2)).toHaveAttribute("data-you", "");
  await expect(planTable(kiosk, 1)).not.toHaveAttribute("data-you");
  await kiosk.screenshot({ path: testInfo.outputPath("kiosk-tablet-1024.png") });

  // Nobody touches it for 20 s: the answer and the highlight are gone, for the next guest.
  await kiosk.clock.fastForward(19_000);
  await expect(answer(kiosk).locator('[data-slot="name"]')).toHaveText("José Núñez");
  await kiosk.clock.fastForward(1_500);
  await expect(search).toHaveValue("");
  await expect(answer(kiosk)).toBeEmpty();
  await expect(planTable(kiosk, 2)).not.toHaveAttribute("data-you");
  await kiosk.clock.resume();

  // The signal goes: the kiosk, reloaded, still answers from what it kept.
  await waitUntilKeptOffline(kiosk);
  await tablet.setOffline(true);
  await kiosk.reload();
  await kiosk.getByRole("searchbox", { name: "Your name" }).fill("zoe");
  await expect(answer(kiosk).locator('[data-slot="name"]')).toHaveText("Zoë Ångström");
  await expect(planTable(kiosk, 2)).toHaveAttribute("data-you", "");
  await tablet.setOffline(false);

  // A TV in the lobby: the same page, larger.
  await kiosk.setViewportSize({ width: 1920, height: 1080 });
  await kiosk.screenshot({ path: testInfo.outputPath("kiosk-tv-1920.png") });

  // A new link: the old one no longer opens the kiosk.
  await page.getByRole("button", { name: "New link" }).click();
  await expect(toastText(page, "New kiosk link: the old one no longer works")).toBeVisible();
  const old = await tablet.newPage();
  const response = await old.request.get(link);
  expect(response.status()).toBe(404);
  await tablet.close();
});
