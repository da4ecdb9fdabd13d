import { expect, type Page } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";

export type Board = {
  tables: { id: string; number: number; name: string }[];
  guests: { id: string; name: string; tableId: string | null; seatNumber: number | null }[];
};

/** An event with tables (capacities given; round unless `shapes` says otherwise) and guests, some in a
 * household, all made through the API. */
export async function seedEvent(
  page: Page,
  options: {
    capacities: number[];
    shapes?: ("round" | "rectangular" | "oval")[];
    guests: string[];
    household?: { name: string; members: string[] };
  },
) {
  await signUpOwner(page, "seating");
  const event = await createEvent(page);
  const put = await page.request.put(`/api/events/${event.id}/tables`, {
    data: {
      tables: options.capacities.map((capacity, i) => ({
        id: `new-${i}`,
        name: `Table ${i + 1}`,
        capacity,
        shape: options.shapes?.[i] ?? "round",
        position: { x: 150 + i * 250, y: 200 },
      })),
    },
  });
  expect(put.ok()).toBe(true);
  let householdId: string | null = null;
  if (options.household) {
    const created = await page.request.post(`/api/events/${event.id}/households`, {
      data: { name: options.household.name },
    });
    expect(created.status()).toBe(201);
    householdId = ((await created.json()) as { id: string }).id;
  }
  for (const name of options.guests) {
    const inHousehold = options.household?.members.includes(name);
    const created = await page.request.post(`/api/events/${event.id}/guests`, {
      data: { name, householdId: inHousehold ? householdId : null },
    });
    expect(created.status()).toBe(201);
  }
  return event;
}

export async function board(page: Page, eventId: string): Promise<Board> {
  const response = await page.request.get(`/api/events/${eventId}/seating`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Board;
}

/** Seats guests through the API (the journeys' set-up, not what they test). */
export async function seat(page: Page, eventId: string, names: string[], tableNumber: number) {
  const current = await board(page, eventId);
  const table = current.tables.find((t) => t.number === tableNumber)!;
  const moves = names.map((name) => ({
    guestId: current.guests.find((g) => g.name === name)!.id,
    tableId: table.id,
  }));
  const response = await page.request.post(`/api/events/${eventId}/seating/moves`, { data: { moves } });
  expect(response.ok()).toBe(true);
}

/** A toast's title or description (the announcer repeats them for screen readers). */
export const toastText = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").getByText(text, { exact: true });
export const card = (page: Page, number: number) => page.locator(`[data-table-card="${number}"]`);
export const unseated = (page: Page) => page.getByRole("region", { name: "Unseated guest list" });
export const handle = (scope: ReturnType<Page["locator"]>, name: string) =>
  scope.getByRole("button", { name: new RegExp(`^${name}(,|$)`) });

export async function openBoard(page: Page) {
  await page.goto("/dashboard/seating");
  await expect(page.getByRole("tab", { name: "Assign Seats", selected: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Unseated guests" })).toBeVisible();
}

/** A mouse drag with intermediate moves, so dnd-kit's distance constraint and collisions see it. */
export async function dragTo(page: Page, from: ReturnType<Page["locator"]>, to: ReturnType<Page["locator"]>) {
  // Auto-seat's tools sit above the board and load after it: once they are drawn, bring the target to the
  // middle of the screen (clear of the toasts at the bottom), as a user scrolls before a drag.
  await expect(page.getByRole("status", { name: "Loading auto-seat" })).toHaveCount(0);
  await to.evaluate((node) => node.scrollIntoView({ block: "center" }));
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  // The seating check above the board may grow while the drag goes on (it re-reads after each move): aim at
  // where the target is now, as a user's hand follows it, until the board shows the guest over a drop target.
  await expect(async () => {
    const b = (await to.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
    await page.mouse.move(b.x + b.width / 2 + 2, b.y + b.height / 2 + 2, { steps: 2 });
    await expect(page.locator('[data-over="true"]').first()).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 8_000 });
  await page.mouse.up();
}
