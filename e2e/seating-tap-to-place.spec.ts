import { expect, type Page, test } from "@playwright/test";
import {
  board,
  card,
  dragTo,
  handle,
  openBoard,
  seat,
  seedEvent,
  toastText,
  unseated,
} from "./seating-helpers";
import { fromOwnAddress } from "./support/client-address";

test.use({ reducedMotion: "reduce" });

test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.79.12", 11));

const banner = (page: Page) => page.getByTestId("placing-banner");
const picker = (page: Page) => page.getByRole("region", { name: "Choose a table" });
const tile = (page: Page, name: string) =>
  picker(page).getByRole("button", { name: new RegExp(`^${name},`) });
const placeOf = async (page: Page, eventId: string, name: string) => {
  const guest = (await board(page, eventId)).guests.find((g) => g.name === name)!;
  const table = (await board(page, eventId)).tables.find((t) => t.id === guest.tableId);
  return [table?.number ?? null, guest.seatNumber];
};

test.describe("a 390 px phone", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test("tap a guest, then a table or a seat; a full table refuses; cancel", async ({ page }) => {
    const capacities = [2, ...Array.from({ length: 15 }, () => 8)];
    const event = await seedEvent(page, {
      capacities,
      guests: ["Ana Souza", "Ben Cole", "Fay One", "Gus Two"],
    });
    await seat(page, event.id, ["Fay One", "Gus Two"], 1);
    await openBoard(page);

    // Two unseated guests: the panel is as tall as its list, not a screenful.
    const panel = page.getByRole("region", { name: "Unseated guests" });
    await expect(handle(unseated(page), "Ben Cole")).toBeVisible();
    expect((await panel.boundingBox())!.height).toBeLessThan(260);

    await handle(unseated(page), "Ana Souza").scrollIntoViewIfNeeded();
    const before = (await handle(unseated(page), "Ana Souza").boundingBox())!;
    await handle(unseated(page), "Ana Souza").tap();
    await expect(handle(unseated(page), "Ana Souza")).toHaveAttribute("aria-pressed", "true");
    // The tables go into a sheet at the bottom; the page under the thumb does not jump.
    expect((await handle(unseated(page), "Ana Souza").boundingBox())!.y).toBeCloseTo(before.y, 0);
    await expect(banner(page)).toContainText("Placing Ana Souza — tap a table");
    await expect(page.getByTestId("seating-announcer")).toContainText("Placing Ana Souza");
    // Compact while placing: all sixteen tables on the screen at once, the cards hidden.
    await expect(card(page, 1)).toBeHidden();
    const last = (await tile(page, "Table 16").boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(844);

    // The full table is marked, and a tap on it is refused with the board's words; Ana stays chosen.
    await expect(tile(page, "Table 1")).toHaveAttribute("aria-disabled", "true");
    await expect(tile(page, "Table 1")).toHaveAccessibleName("Table 1, 2 of 2 seats taken, full");
    // (Forced: for Playwright a button marked aria-disabled cannot be tapped; a thumb can.)
    await tile(page, "Table 1").tap({ force: true });
    await expect(toastText(page, "Table is full")).toBeVisible();
    await expect(banner(page)).toBeVisible();

    await tile(page, "Table 3").tap();
    await expect(toastText(page, "Ana Souza has been assigned to Table 3")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(handle(card(page, 3), "Ana Souza, seat 1")).toBeVisible();
    await expect.poll(() => placeOf(page, event.id, "Ana Souza")).toEqual([3, 1]);

    // Cancel puts the guest down and brings the cards back.
    await handle(unseated(page), "Ben Cole").tap();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Cancel" }).tap();
    await expect(banner(page)).toHaveCount(0);
    await expect(handle(unseated(page), "Ben Cole")).toHaveAttribute("aria-pressed", "false");
    await expect(card(page, 1)).toBeVisible();
    expect((await board(page, event.id)).guests.find((g) => g.name === "Ben Cole")?.tableId).toBeNull();

    // A seat of its own: the free seats of each table.
    await handle(unseated(page), "Ben Cole").tap();
    await banner(page).getByRole("button", { name: "Show seats" }).tap();
    await picker(page).getByRole("button", { name: "Seat 3 at Table 2", exact: true }).tap();
    await expect(toastText(page, "Ben Cole has been assigned to Table 2")).toBeVisible();
    await expect.poll(() => placeOf(page, event.id, "Ben Cole")).toEqual([2, 3]);

    // A seated guest moves the same way, or goes back to the list.
    await handle(card(page, 2), "Ben Cole").tap();
    await banner(page).getByRole("button", { name: "Unseat" }).tap();
    await expect(toastText(page, "Guest unseated")).toBeVisible();
    await expect(handle(unseated(page), "Ben Cole")).toBeVisible();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("keyboard: Enter chooses a guest, Enter on a table seats them, Escape cancels", async ({ page }) => {
  const event = await seedEvent(page, { capacities: [4, 4], guests: ["Kay Moss", "Lou Reed"] });
  await openBoard(page);
  await handle(unseated(page), "Kay Moss").focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toContainText("Placing Kay Moss");
  // Focus goes to the first table that can take the guest.
  await expect(tile(page, "Table 1")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(banner(page)).toHaveCount(0);
  await expect(handle(unseated(page), "Kay Moss")).toBeFocused();
  await expect(page.getByTestId("seating-announcer")).toContainText("Placing Kay Moss was cancelled.");

  await page.keyboard.press("Enter");
  await expect(tile(page, "Table 1")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(tile(page, "Table 2")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toastText(page, "Kay Moss has been assigned to Table 2")).toBeVisible();
  // On to the next guest to place.
  await expect(handle(unseated(page), "Lou Reed")).toBeFocused();
  await expect.poll(() => placeOf(page, event.id, "Kay Moss")).toEqual([2, 1]);

  // Undo works on a tap like on a drag.
  await page.keyboard.press("Control+z");
  await expect(handle(unseated(page), "Kay Moss")).toBeVisible();
});

test("a household member: the tap asks, like a drag", async ({ page }) => {
  await seedEvent(page, {
    capacities: [4, 4],
    guests: ["Mia Lund", "Noah Lund", "Olle Lund"],
    household: { name: "Lund family", members: ["Mia Lund", "Noah Lund", "Olle Lund"] },
  });
  await openBoard(page);
  await handle(unseated(page), "Noah Lund").click();
  await tile(page, "Table 2").click();
  const prompt = page.getByRole("dialog", { name: "Move the whole household?" });
  await expect(prompt).toContainText("Noah Lund belongs to Lund family (3 guests)");
  await prompt.getByRole("button", { name: "Move all 3" }).click();
  await expect(toastText(page, "Lund family (3 guests) has been assigned to Table 2")).toBeVisible();
  for (const name of ["Mia Lund", "Noah Lund", "Olle Lund"]) {
    await expect(handle(card(page, 2), name)).toBeVisible();
  }
});

test("on the floor plan: tap a guest, then a table", async ({ page }) => {
  const event = await seedEvent(page, { capacities: [4, 6], guests: ["Uma Hale"] });
  await openBoard(page);
  await page.getByRole("button", { name: "Floor plan" }).click();
  await handle(unseated(page), "Uma Hale").click();
  const plan = page.getByRole("group", { name: "Floor plan: tap a table to seat the guest" });
  await plan.getByRole("button", { name: "Table 2, 0 of 6 seats taken" }).click();
  await expect(toastText(page, "Uma Hale has been assigned to Table 2")).toBeVisible();
  await expect.poll(() => placeOf(page, event.id, "Uma Hale")).toEqual([2, 1]);
  await expect(page.getByRole("group", { name: /^Floor plan: drop a guest/ })).toBeVisible();
});

test("a guest dragged while another is chosen lands on a tile; then the cards return", async ({ page }) => {
  const event = await seedEvent(page, { capacities: [4, 4], guests: ["Ana Souza", "Ben Cole"] });
  await openBoard(page);
  await handle(unseated(page), "Ana Souza").click();
  await expect(banner(page)).toBeVisible();
  await dragTo(page, handle(unseated(page), "Ben Cole"), tile(page, "Table 2"));
  await expect(toastText(page, "Ben Cole has been assigned to Table 2")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(handle(card(page, 2), "Ben Cole, seat 1")).toBeVisible();
  await expect.poll(() => placeOf(page, event.id, "Ana Souza")).toEqual([null, null]);
});
