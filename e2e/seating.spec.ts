import { expect, type Page, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
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

test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.78.11", 11));

/** A card's header: a drop there (not on one of its seats) takes the lowest free seat. */
const cardHeader = (page: Page, number: number) => card(page, number).locator("header");

test("assign by drag and by select; the lowest free seat; undo and redo", async ({ page }) => {
  const event = await seedEvent(page, { capacities: [4, 6], guests: ["Ava Stone", "Ben Ito", "Cy Park"] });
  await openBoard(page);
  await expect(card(page, 1)).toHaveAttribute("data-fill", "open");

  // Drag onto the card: the lowest free seat, the product's toast.
  await dragTo(page, handle(unseated(page), "Ava Stone"), cardHeader(page, 1));
  await expect(toastText(page, "Guest assigned")).toBeVisible();
  await expect(toastText(page, "Ava Stone has been assigned to Table 1")).toBeVisible();
  await expect(handle(card(page, 1), "Ava Stone, seat 1")).toBeVisible();
  await expect(handle(unseated(page), "Ava Stone")).toHaveCount(0);

  // With the select: a table and a seat.
  await page.getByRole("button", { name: "Seat options for Ben Ito" }).click();
  const dialog = page.getByRole("dialog", { name: "Seat Ben Ito" });
  await dialog.getByLabel("Table").selectOption({ label: "Table 2 · 0/6" });
  await dialog.getByLabel("Seat").selectOption({ label: "Seat 4" });
  await dialog.getByRole("button", { name: "Assign" }).click();
  await expect(toastText(page, "Ben Ito has been assigned to Table 2")).toBeVisible();
  await expect(handle(card(page, 2), "Ben Ito, seat 4")).toBeVisible();

  // Within a table: dragged onto another seat.
  await dragTo(page, handle(card(page, 1), "Ava Stone"), card(page, 1).getByRole("listitem").nth(2));
  await expect(handle(card(page, 1), "Ava Stone, seat 3")).toBeVisible();

  // Undo twice (keyboard and button), redo once; the server agrees.
  await page.keyboard.press("Control+z");
  await expect(handle(card(page, 1), "Ava Stone, seat 1")).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(handle(unseated(page), "Ben Ito")).toBeVisible();
  await expect(page.getByTestId("seating-announcer")).toContainText("Undone");
  await page.keyboard.press("Control+Shift+Z");
  await expect(handle(card(page, 2), "Ben Ito, seat 4")).toBeVisible();
  await expect
    .poll(async () => (await board(page, event.id)).guests.map((g) => [g.name, g.seatNumber]))
    .toEqual([
      ["Ava Stone", 1],
      ["Ben Ito", 4],
      ["Cy Park", null],
    ]);

  // Dragged back onto the unseated panel: unseated.
  await dragTo(page, handle(card(page, 1), "Ava Stone"), unseated(page));
  await expect(toastText(page, "Guest unseated")).toBeVisible();
  await expect(handle(unseated(page), "Ava Stone")).toBeVisible();

  // And after a reload, everything is where it was left.
  await page.reload();
  await expect(handle(card(page, 2), "Ben Ito, seat 4")).toBeVisible();
  await expect(handle(unseated(page), "Ava Stone")).toBeVisible();
});

test("keyboard drag seats a guest", async ({ page }) => {
  await seedEvent(page, { capacities: [4], guests: ["Kay Moss"] });
  await openBoard(page);
  await handle(unseated(page), "Kay Moss").focus();
  await page.keyboard.press("Space");
  // Picked up: dnd-kit then reads where the guest is, which replaces "Picked up Kay Moss." at once.
  await expect(handle(unseated(page), "Kay Moss")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Kay Moss is over the unseated guests.")).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("Kay Moss is over Table 1.")).toBeAttached();
  await page.keyboard.press("Space");
  await expect(toastText(page, "Kay Moss has been assigned to Table 1")).toBeVisible();
  await expect(handle(card(page, 1), "Kay Moss, seat 1")).toBeVisible();
});

test("fill colours at 75 % and 100 %, and 'Table is full'", async ({ page }) => {
  const guests = ["G1", "G2", "G3", "G4", "G5"];
  const event = await seedEvent(page, { capacities: [4, 8], guests });
  await seat(page, event.id, ["G1", "G2"], 1);
  await openBoard(page);
  await expect(card(page, 1)).toHaveAttribute("data-fill", "open");

  await dragTo(page, handle(unseated(page), "G3"), cardHeader(page, 1));
  await expect(toastText(page, "G3 has been assigned to Table 1")).toBeVisible();
  await expect(card(page, 1)).toHaveAttribute("data-fill", "amber");
  await expect(card(page, 1)).toHaveCSS("background-color", /rgb|oklch/);
  const amber = await card(page, 1).evaluate((node) => getComputedStyle(node).backgroundColor);

  await dragTo(page, handle(unseated(page), "G4"), cardHeader(page, 1));
  await expect(toastText(page, "G4 has been assigned to Table 1")).toBeVisible();
  await expect(card(page, 1)).toHaveAttribute("data-fill", "red");
  const red = await card(page, 1).evaluate((node) => getComputedStyle(node).backgroundColor);
  const open = await card(page, 2).evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(new Set([amber, red, open]).size).toBe(3);

  await dragTo(page, handle(unseated(page), "G5"), cardHeader(page, 1));
  await expect(toastText(page, "Table is full")).toBeVisible();
  await expect(toastText(page, "Table 1 has reached its maximum capacity of 4 guests.")).toBeVisible();
  await expect(handle(unseated(page), "G5")).toBeVisible();
  expect((await board(page, event.id)).guests.find((g) => g.name === "G5")?.tableId).toBeNull();
});

test("a household moves as a unit, and only the dragged guest when asked", async ({ page }) => {
  const event = await seedEvent(page, {
    capacities: [4, 4],
    guests: ["Mia Lund", "Noah Lund", "Olle Lund", "Pia Berg"],
    household: { name: "Lund family", members: ["Mia Lund", "Noah Lund", "Olle Lund"] },
  });
  await openBoard(page);
  await dragTo(page, handle(unseated(page), "Noah Lund"), cardHeader(page, 2));
  const prompt = page.getByRole("dialog", { name: "Move the whole household?" });
  await expect(prompt).toContainText("Noah Lund belongs to Lund family (3 guests)");
  await prompt.getByRole("button", { name: "Move all 3" }).click();
  await expect(toastText(page, "Lund family (3 guests) has been assigned to Table 2")).toBeVisible();
  for (const name of ["Mia Lund", "Noah Lund", "Olle Lund"]) {
    await expect(handle(card(page, 2), name)).toBeVisible();
  }
  // Undo puts the whole household back in one step.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(handle(unseated(page), "Olle Lund")).toBeVisible();
  await expect(card(page, 2)).toHaveAttribute("data-fill", "open");

  // The household does not fit a table with one seat left: refused whole.
  await seat(page, event.id, ["Pia Berg"], 1);
  await page.reload();
  await dragTo(page, handle(unseated(page), "Mia Lund"), cardHeader(page, 1));
  await page.getByRole("dialog").getByRole("button", { name: "Only Mia Lund" }).click();
  await expect(toastText(page, "Mia Lund has been assigned to Table 1")).toBeVisible();
  await expect(handle(unseated(page), "Noah Lund")).toBeVisible();
});

test("a 390 px phone: the board stacks and the select seats a guest", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seedEvent(page, { capacities: [4, 4, 4], guests: ["Quinn Ray", "Rae Sol"] });
  await openBoard(page);
  await expect(card(page, 1)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Seat options for Rae Sol" }).click();
  const dialog = page.getByRole("dialog", { name: "Seat Rae Sol" });
  await dialog.getByLabel("Table").selectOption({ label: "Table 3 · 0/4" });
  await dialog.getByRole("button", { name: "Assign" }).click();
  await expect(toastText(page, "Rae Sol has been assigned to Table 3")).toBeVisible();
  await expect(handle(card(page, 3), "Rae Sol, seat 1")).toBeVisible();
});

test("no tables and no guests: the board says so", async ({ page }) => {
  await signUpOwner(page, "seating-empty");
  await createEvent(page);
  await openBoard(page);
  await expect(page.getByText("No tables yet")).toBeVisible();
  await expect(page.getByText("No guests yet. Add guests on the Guests screen first.")).toBeVisible();
  await page.getByRole("button", { name: "Configure Tables" }).click();
  await expect(page.getByRole("tab", { name: "Configure Tables", selected: true })).toBeVisible();
});

test("a guest dropped on a table of the floor plan", async ({ page }) => {
  await seedEvent(page, { capacities: [4, 6], guests: ["Uma Hale"] });
  await openBoard(page);
  await page.getByRole("button", { name: "Floor plan" }).click();
  const plan = page.getByRole("group", { name: /^Floor plan: drop a guest/ });
  await dragTo(page, handle(unseated(page), "Uma Hale"), plan.locator('[data-plan-table="2"] ellipse'));
  await expect(toastText(page, "Uma Hale has been assigned to Table 2")).toBeVisible();
  await expect(plan.locator("title", { hasText: /^Table 2, 1 of 6 seats taken$/ })).toBeAttached();
});

test("keyboard drag on the floor plan: the arrows go from table to table", async ({ page }) => {
  await seedEvent(page, { capacities: [4, 6], guests: ["Lea Hart"] });
  await openBoard(page);
  await page.getByRole("button", { name: "Floor plan" }).click();
  const plan = page.getByRole("group", { name: /^Floor plan: drop a guest/ });
  await handle(unseated(page), "Lea Hart").focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("Lea Hart is over the unseated guests.")).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("Lea Hart is over Table 1.")).toBeAttached();
  await expect(plan.locator('[data-plan-table="1"]')).toHaveAttribute("data-over", "true");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("Lea Hart is over Table 2.")).toBeAttached();
  await expect(plan.locator('[data-over="true"]')).toHaveAttribute("data-plan-table", "2");
  await page.keyboard.press("Space");
  await expect(toastText(page, "Lea Hart has been assigned to Table 2")).toBeVisible();
  await expect(plan.locator("title", { hasText: /^Table 2, 1 of 6 seats taken$/ })).toBeAttached();
});

test.describe("a tablet", () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

  test("a guest dragged by touch onto a table card", async ({ page }) => {
    await seedEvent(page, { capacities: [6], guests: ["Vic Lane"] });
    await openBoard(page);
    const from = (await handle(unseated(page), "Vic Lane").boundingBox())!;
    const to = (await cardHeader(page, 1).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x, y, id: 1 }],
      });
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await touch("touchStart", start.x, start.y);
    // A press held past the touch sensor's delay picks the guest up (a swipe would scroll instead).
    await expect(handle(unseated(page), "Vic Lane")).toHaveAttribute("aria-pressed", "true");
    const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
    for (let i = 1; i <= 10; i += 1) {
      await touch(
        "touchMove",
        start.x + ((end.x - start.x) * i) / 10,
        start.y + ((end.y - start.y) * i) / 10,
      );
    }
    await touch("touchEnd", end.x, end.y);
    await expect(toastText(page, "Vic Lane has been assigned to Table 1")).toBeVisible();
    await expect(handle(card(page, 1), "Vic Lane, seat 1")).toBeVisible();
  });
});
