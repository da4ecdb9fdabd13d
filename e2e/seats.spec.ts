import { expect, type Page, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { addGuests } from "./guests-helpers";
import { fromOwnAddress } from "./support/client-address";
import { download, readPdf } from "./support/downloads";

test.use({ reducedMotion: "reduce" });

test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.78.26", 5));

interface Board {
  tables: { id: string; name: string; number: number; capacity: number }[];
  guests: {
    id: string;
    name: string;
    tableId: string | null;
    seatNumber: number | null;
    seatNumberLocked: boolean;
  }[];
}

async function board(page: Page, eventId: string): Promise<Board> {
  const response = await page.request.get(`/api/events/${eventId}/seating`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Board;
}

/** Round tables: seats k and k + 1 are neighbours, and the last and the first. */
const roundNeighbours = (capacity: number, a: number, b: number) =>
  Math.abs(a - b) === 1 || (capacity >= 3 && Math.abs(a - b) === capacity - 1);

async function pick(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, name: string) {
  const box = scope.getByRole("combobox", { name: label });
  await box.fill(name);
  await page.getByRole("option", { name: new RegExp(`^${name}`) }).click();
  await expect(box).toHaveValue(name);
}

const NAMES = [
  "Grandma Rose",
  "Aunt Rosa",
  "Uncle Ben",
  "Cousin Ann",
  "Mia Chen",
  "Noah Park",
  "Leo Grant",
  "Ava Stone",
  "Eli Moss",
  "Zoe Hart",
];

test("two 'next to' wishes: auto-seat puts each pair side by side, and the place cards carry their seats", async ({
  page,
}, testInfo) => {
  // A solve, an apply and two PDFs: longer than a journey's default on a loaded machine.
  test.setTimeout(90_000);
  await signUpOwner(page, "seats");
  const event = await createEvent(page);
  const tables = Array.from({ length: 2 }, (_, index) => ({
    id: `new-${index + 1}`,
    name: `Table ${index + 1}`,
    capacity: 6,
    shape: "round",
    position: { x: 150 + index * 250, y: 200 },
  }));
  expect((await page.request.put(`/api/events/${event.id}/tables`, { data: { tables } })).ok()).toBe(true);
  await addGuests(
    page,
    event.id,
    NAMES.map((name) => ({ name, status: "confirmed" })),
  );

  // The two wishes, made in the Rules panel.
  await page.goto("/dashboard/seating");
  await page.getByRole("button", { name: "Rules (0)" }).click();
  const panel = page.getByRole("dialog", { name: "Seating rules" });
  for (const [first, second, strength] of [
    ["Grandma Rose", "Aunt Rosa", "prefer"],
    ["Uncle Ben", "Cousin Ann", "must"],
  ] as const) {
    await pick(page, panel, "First guest", first);
    await pick(page, panel, "Second guest", second);
    await panel.getByLabel("Wish").selectOption({ label: "Seat next to" });
    await panel.getByLabel("Strength").selectOption(strength);
    await panel.getByRole("button", { name: "Add rule" }).click();
    // The panel names a pair in alphabetical order.
    await expect(panel.getByRole("list", { name: "Rules" })).toContainText(
      [first, second].sort().join(" & "),
    );
    await panel.getByRole("combobox", { name: "First guest" }).fill("");
  }
  await expect(panel.getByRole("list", { name: "Rules" }).getByRole("listitem")).toHaveCount(2);
  await expect(panel.getByRole("list", { name: "Rules" })).toContainText("Seat next to");
  await page.keyboard.press("Escape");

  // Auto-seat: the preview lists every guest with a table and a seat.
  await page.getByRole("button", { name: "Auto-seat", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Auto-seat" });
  await dialog.getByRole("button", { name: "Start auto-seat" }).click();
  const preview = dialog.getByTestId("auto-seat-preview");
  await expect(preview).toBeVisible({ timeout: 15_000 });
  await expect(preview.getByTestId("preview-moves")).toHaveText(String(NAMES.length));
  await expect(preview).toContainText("Every seating rule is met.");
  const moves = preview.getByRole("list", { name: "Who moves" });
  await expect(moves.getByRole("listitem").filter({ hasText: /Table \d, seat \d/ })).toHaveCount(
    NAMES.length,
  );
  await preview.screenshot({ path: testInfo.outputPath("seats-preview.png") });
  await preview.getByRole("button", { name: "Apply" }).click();
  await expect(dialog).toBeHidden();

  // Saved: everyone has a distinct seat, each pair at one table on neighbouring seats.
  const seated = await board(page, event.id);
  const byName = new Map(seated.guests.map((guest) => [guest.name, guest]));
  const capacity = new Map(seated.tables.map((table) => [table.id, table.capacity]));
  const places = seated.guests.map((guest) => `${guest.tableId}:${guest.seatNumber}`);
  expect(seated.guests.every((guest) => guest.tableId !== null && guest.seatNumber !== null)).toBe(true);
  expect(new Set(places).size).toBe(NAMES.length);
  for (const [first, second] of [
    ["Grandma Rose", "Aunt Rosa"],
    ["Uncle Ben", "Cousin Ann"],
  ] as const) {
    const a = byName.get(first)!;
    const b = byName.get(second)!;
    expect(a.tableId).toBe(b.tableId);
    expect(roundNeighbours(capacity.get(a.tableId!)!, a.seatNumber!, b.seatNumber!)).toBe(true);
    // The board draws the kept wish between their two seats.
    const kept = new RegExp(`^(${first} and ${second}|${second} and ${first}): next-to wish kept$`);
    await expect(page.getByRole("img", { name: kept })).toBeVisible();
  }

  // Why is Grandma here? Her seat, and the wish kept.
  await page.getByRole("combobox", { name: "Why is this guest here?" }).fill("Grandma Rose");
  await page.getByRole("option", { name: /^Grandma Rose/ }).click();
  await expect(page.getByTestId("seat-explanation")).toContainText(
    `Grandma Rose sits on seat ${byName.get("Grandma Rose")!.seatNumber}`,
  );
  await expect(page.getByTestId("seat-explanation")).toContainText(
    "The wish to sit next to Aunt Rosa is kept.",
  );

  // Grandma pinned to her seat from the seat dialog, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Seat options for Grandma Rose" }).click();
  const seatDialog = page.getByRole("dialog", { name: "Seat Grandma Rose" });
  await seatDialog.getByRole("button", { name: "Pin to this seat" }).click();
  await expect(seatDialog.getByTestId("seat-pin-status")).toContainText(
    `Pinned to seat ${byName.get("Grandma Rose")!.seatNumber}`,
  );
  await page.screenshot({ path: testInfo.outputPath("seat-dialog-pin.png") });
  expect((await board(page, event.id)).guests.find((g) => g.name === "Grandma Rose")!.seatNumberLocked).toBe(
    true,
  );
  await page.keyboard.press("Escape");

  // The place cards print each guest with their table and seat.
  const tableName = new Map(seated.tables.map((table) => [table.id, `Table ${table.number}`]));
  const where = (name: string) => {
    const guest = byName.get(name)!;
    return `${tableName.get(guest.tableId!)} · Seat ${guest.seatNumber}`;
  };
  await page.goto("/dashboard/print");
  await page.getByRole("tab", { name: "Place cards", exact: true }).click();
  const place = await readPdf((await download(page, "Download PDF")).bytes);
  for (const name of ["Grandma Rose", "Aunt Rosa", "Uncle Ben", "Cousin Ann"]) {
    expect(place.text).toContain(name);
    expect(place.text).toContain(where(name));
  }
  await page.getByRole("tab", { name: "Escort cards", exact: true }).click();
  const escort = await readPdf((await download(page, "Download PDF")).bytes);
  for (const name of NAMES) expect(escort.text).toContain(where(name));
});
