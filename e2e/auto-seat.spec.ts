import { expect, type Page, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { addGuests, importCsv } from "./guests-helpers";
import { fromOwnAddress } from "./support/client-address";

test.use({ reducedMotion: "reduce" });

test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.78.13", 7));

interface SeatingData {
  tables: { id: string; name: string; capacity: number }[];
  guests: { id: string; name: string; status: string; tableId: string | null; householdId: string | null }[];
  rules: { id: string; guestAId: string; guestBId: string; kind: string; strength: string }[];
  undoAvailable: boolean;
}

async function seating(page: Page, eventId: string): Promise<SeatingData> {
  const response = await page.request.get(`/api/events/${eventId}/auto-seat`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SeatingData;
}

async function saveTables(page: Page, eventId: string, count: number, capacity: number) {
  const tables = Array.from({ length: count }, (_, index) => ({
    id: `new-${index + 1}`,
    name: `Table ${index + 1}`,
    capacity,
    shape: "round",
    position: { x: 100 + (index % 6) * 150, y: 100 + Math.floor(index / 6) * 150 },
  }));
  const response = await page.request.put(`/api/events/${eventId}/tables`, { data: { tables } });
  expect(response.ok()).toBe(true);
}

const CIRCLES = ["Bride's family", "Groom's family", "College", "Work", "Book club", "Neighbours"];

/** 120 guests: 20 couples (households), 80 singles, six friend circles, four who declined. */
function guestCsv(): string {
  const rows = ["name,status,household,groups"];
  for (let i = 0; i < 120; i++) {
    const circle = CIRCLES[i % CIRCLES.length]!;
    const household = i < 40 ? `Household ${Math.floor(i / 2) + 1}` : "";
    const status = i >= 116 ? "declined" : "confirmed";
    rows.push(`Guest ${String(i + 1).padStart(3, "0")},${status},${household},${circle}`);
  }
  return `${rows.join("\n")}\n`;
}

async function bigEvent(page: Page, prefix: string) {
  await signUpOwner(page, prefix);
  const event = await createEvent(page);
  await importCsv(page, event.id, guestCsv());
  await saveTables(page, event.id, 14, 10);
  return event;
}

async function pick(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, name: string) {
  const box = scope.getByRole("combobox", { name: label });
  await box.fill(name);
  await page.getByRole("option", { name: new RegExp(`^${name}`) }).click();
  await expect(box).toHaveValue(name);
}

test("rules: added and removed in the Rules panel, and reached from a guest's edit dialog", async ({
  page,
}) => {
  // A long journey: on a busy machine it needs more than the default 30 s.
  test.slow();
  await signUpOwner(page, "rules");
  const event = await createEvent(page);
  await addGuests(page, event.id, [{ name: "Emma Stone" }, { name: "Liam Brown" }, { name: "Olivia Park" }]);
  await page.goto("/dashboard/seating");
  await page.getByRole("button", { name: "Rules (0)" }).click();
  const panel = page.getByRole("dialog", { name: "Seating rules" });
  await expect(panel.getByText("No rules yet.")).toBeVisible();

  // Adding without a second guest says so beside the field.
  await pick(page, panel, "First guest", "Emma Stone");
  await panel.getByRole("button", { name: "Add rule" }).click();
  await expect(panel.getByText("Choose a guest")).toBeVisible();

  await pick(page, panel, "Second guest", "Liam Brown");
  await panel.getByLabel("Wish").selectOption("apart");
  await panel.getByLabel("Strength").selectOption("must");
  await panel.getByRole("button", { name: "Add rule" }).click();
  await expect(page.getByText("Rule added")).toBeVisible();
  const list = panel.getByRole("list", { name: "Rules" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Emma Stone & Liam Brown");
  await expect(list).toContainText("Keep apart");
  await expect(list).toContainText("Must");

  // The same pair again is refused with the server's message.
  await pick(page, panel, "Second guest", "Emma Stone");
  await panel.getByRole("combobox", { name: "First guest" }).fill("");
  await pick(page, panel, "First guest", "Liam Brown");
  await panel.getByRole("button", { name: "Add rule" }).click();
  await expect(
    panel.getByText("These two guests already have a rule. Remove it first to change it."),
  ).toBeVisible();

  await pick(page, panel, "Second guest", "Olivia Park");
  await panel.getByLabel("Wish").selectOption("together");
  await panel.getByLabel("Strength").selectOption("prefer");
  await panel.getByRole("button", { name: "Add rule" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await list.getByRole("button", { name: "Remove the rule for Emma Stone and Liam Brown" }).click();
  await expect(page.getByText("Rule removed")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  const rules = (await seating(page, event.id)).rules;
  expect(rules.map((rule) => [rule.kind, rule.strength])).toEqual([["together", "prefer"]]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Rules (1)" })).toBeVisible();

  // From the guest's edit dialog: the Rules panel opens with that guest chosen.
  await page.goto("/dashboard/guests");
  await page.getByRole("button", { name: "Olivia Park", exact: true }).click();
  await page.getByRole("dialog", { name: "Edit Guest" }).getByRole("link", { name: "Seating rules" }).click();
  await expect(page).toHaveURL(/\/dashboard\/seating\?rules=/);
  const fromGuest = page.getByRole("dialog", { name: "Seating rules" });
  await expect(fromGuest.getByRole("combobox", { name: "First guest" })).toHaveValue("Olivia Park");
  await pick(page, fromGuest, "Second guest", "Liam Brown");
  await fromGuest.getByRole("button", { name: "Add rule" }).click();
  await expect(
    fromGuest.getByText("These two guests already have a rule. Remove it first to change it."),
  ).toBeVisible();
});

test("auto-seat a 120-guest event: preview, apply, undo, then re-seat a late guest", async ({ page }) => {
  // Two solves, an apply, an undo and a re-seat: longer than one journey's default on a loaded machine.
  test.setTimeout(90_000);
  const event = await bigEvent(page, "autoseat");
  const before = await seating(page, event.id);
  const byName = new Map(before.guests.map((guest) => [guest.name, guest]));
  // Two guests of the same circle must be kept apart; two of different circles would like to sit together.
  for (const [a, b, kind, strength] of [
    ["Guest 041", "Guest 047", "apart", "must"],
    ["Guest 042", "Guest 045", "together", "prefer"],
  ] as const) {
    const response = await page.request.post(`/api/events/${event.id}/seating-rules`, {
      data: { guestAId: byName.get(a)!.id, guestBId: byName.get(b)!.id, kind, strength },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto("/dashboard/seating");
  await page.getByRole("button", { name: "Auto-seat", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Auto-seat" });
  await expect(dialog.getByLabel("Leave out guests who declined")).toBeChecked();
  await dialog.getByRole("button", { name: "Start auto-seat" }).click();
  const preview = dialog.getByTestId("auto-seat-preview");
  await expect(preview).toBeVisible({ timeout: 15_000 });
  await expect(preview.getByTestId("preview-moves")).toHaveText("116");
  await expect(preview).toContainText("Every seating rule is met.");
  const score = Number(await preview.getByTestId("preview-score").textContent());
  expect(score).toBeGreaterThan(0);
  // Nothing is saved before Apply.
  expect((await seating(page, event.id)).guests.every((guest) => guest.tableId === null)).toBe(true);

  await preview.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("116 guests seated or moved.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const applied = await seating(page, event.id);
  const seatedAt = new Map(applied.guests.map((guest) => [guest.name, guest.tableId]));
  expect(applied.guests.filter((guest) => guest.tableId !== null)).toHaveLength(116);
  expect(applied.guests.filter((guest) => guest.status === "declined").every((g) => g.tableId === null)).toBe(
    true,
  );
  expect(seatedAt.get("Guest 041")).not.toBe(seatedAt.get("Guest 047"));
  expect(seatedAt.get("Guest 042")).toBe(seatedAt.get("Guest 045"));
  for (let h = 0; h < 20; h++)
    expect(seatedAt.get(`Guest ${String(2 * h + 1).padStart(3, "0")}`)).toBe(
      seatedAt.get(`Guest ${String(2 * h + 2).padStart(3, "0")}`),
    );
  const load = new Map<string, number>();
  for (const guest of applied.guests)
    if (guest.tableId) load.set(guest.tableId, (load.get(guest.tableId) ?? 0) + 1);
  expect(Math.max(...load.values())).toBeLessThanOrEqual(10);
  await expect(page.getByTestId("seating-check-status")).toContainText("All wishes met");

  // Undo puts everyone back where they were: unseated.
  await page.getByRole("button", { name: "Undo auto-seat" }).click();
  await expect(page.getByText("Auto-seat undone")).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo auto-seat" })).toBeHidden();
  expect((await seating(page, event.id)).guests.every((guest) => guest.tableId === null)).toBe(true);

  // Seat everyone again, then a late RSVP: Re-seat changes places just them.
  await page.getByRole("button", { name: "Auto-seat", exact: true }).click();
  await dialog.getByRole("button", { name: "Start auto-seat" }).click();
  await dialog.getByRole("button", { name: "Apply" }).click({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
  const seatedBefore = await seating(page, event.id);
  await addGuests(page, event.id, [{ name: "Late Guest", status: "confirmed" }]);
  await page.reload();
  await page.getByRole("button", { name: "Re-seat changes (1)" }).click();
  const changes = page.getByRole("dialog", { name: "Re-seat changes" });
  await expect(changes.getByTestId("preview-moves")).toHaveText("1", { timeout: 15_000 });
  await expect(changes.getByRole("list", { name: "Who moves" })).toContainText("Late Guest");
  await changes.getByRole("button", { name: "Apply" }).click();
  await expect(changes).toBeHidden();
  const after = await seating(page, event.id);
  const old = new Map(seatedBefore.guests.map((guest) => [guest.id, guest.tableId]));
  expect(after.guests.filter((guest) => old.has(guest.id) && old.get(guest.id) !== guest.tableId)).toEqual(
    [],
  );
  expect(after.guests.find((guest) => guest.name === "Late Guest")!.tableId).not.toBeNull();
});

test("a long run stops early with the best plan so far", async ({ page }) => {
  await bigEvent(page, "autostop");
  await page.goto("/dashboard/seating");
  await page.getByRole("button", { name: "Auto-seat", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Auto-seat" });
  await dialog.getByLabel("Re-seat everyone").check();
  await dialog.getByLabel(/Search longer/).check();
  await dialog.getByRole("button", { name: "Start auto-seat" }).click();
  const progress = dialog.getByRole("progressbar", { name: "Auto-seat progress" });
  await expect(progress).toBeVisible();
  await expect(dialog.getByText(/Best score so far: \d+/)).toBeVisible();
  // The page stays responsive while the worker searches: the dialog's own button answers.
  await dialog.getByRole("button", { name: "Stop" }).click();
  const preview = dialog.getByTestId("auto-seat-preview");
  await expect(preview).toBeVisible();
  await expect(preview).toContainText("Stopped early: this is the best plan found so far.");
  await expect(preview.getByTestId("preview-moves")).toHaveText("116");
  await preview.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Plan discarded")).toBeVisible();
});

test("broken wishes are flagged on the board with a badge, and a guest's place is explained", async ({
  page,
}) => {
  await signUpOwner(page, "autobadge");
  const event = await createEvent(page);
  await saveTables(page, event.id, 2, 4);
  const tables = (await seating(page, event.id)).tables;
  await addGuests(page, event.id, [
    { name: "Emma Stone", tableId: tables[0]!.id },
    { name: "Liam Brown", tableId: tables[0]!.id },
    { name: "Olivia Park", tableId: tables[1]!.id },
  ]);
  const guests = new Map((await seating(page, event.id)).guests.map((guest) => [guest.name, guest.id]));
  await page.request.post(`/api/events/${event.id}/seating-rules`, {
    data: {
      guestAId: guests.get("Emma Stone"),
      guestBId: guests.get("Liam Brown"),
      kind: "apart",
      strength: "prefer",
    },
  });

  await page.goto("/dashboard/seating");
  const check = page.getByTestId("seating-check-status");
  await expect(check).toContainText("1 issue");
  const tableCard = page.getByRole("list", { name: "Tables to check" }).getByRole("listitem").filter({
    hasText: "Table 1",
  });
  await expect(tableCard.first()).toContainText("Emma Stone and Liam Brown should be kept apart");
  await page.getByRole("button", { name: "Why is Emma Stone here? Broken wish" }).click();
  const explanation = page.getByTestId("guest-explanation");
  await expect(explanation).toContainText("Emma Stone sits at Table 1");

  // A hand edit that meets the wish clears the badge.
  const moved = await page.request.patch(`/api/events/${event.id}/guests/${guests.get("Liam Brown")}`, {
    data: { tableId: tables[1]!.id },
  });
  expect(moved.ok()).toBe(true);
  await page.reload();
  await expect(check).toContainText("All wishes met");
});

test("too few seats: auto-seat says how many are missing instead of failing", async ({ page }) => {
  await signUpOwner(page, "autoseats");
  const event = await createEvent(page);
  await saveTables(page, event.id, 2, 2);
  await addGuests(
    page,
    event.id,
    ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"].map((name) => ({ name, status: "confirmed" })),
  );
  await page.goto("/dashboard/seating");
  await page.getByRole("button", { name: "Auto-seat", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Auto-seat" });
  await dialog.getByRole("button", { name: "Start auto-seat" }).click();
  await expect(dialog.getByRole("alert")).toContainText("2 more seats needed");
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();
});

test("a solver that breaks says so, not that the guests cannot be seated, and Retry runs it again", async ({
  page,
}) => {
  await signUpOwner(page, "autocrash");
  const event = await createEvent(page);
  await saveTables(page, event.id, 2, 4);
  await addGuests(
    page,
    event.id,
    ["Ann", "Bo", "Cy"].map((name) => ({ name, status: "confirmed" })),
  );
  // The solver's worker script cannot be loaded, as after a deploy that removed it or on a flaky network.
  const worker = /\/assets\/solve-worker[^/]*\.js$/;
  await page.route(worker, (route) => route.abort());
  await page.goto("/dashboard/seating");
  await page.getByRole("button", { name: "Auto-seat", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Auto-seat" });
  await dialog.getByRole("button", { name: "Start auto-seat" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Auto-seat failed");
  await expect(dialog.getByRole("alert")).not.toContainText("cannot be seated");

  await page.unroute(worker);
  await dialog.getByRole("button", { name: "Retry" }).click();
  await expect(dialog.getByTestId("auto-seat-preview")).toBeVisible();
  await expect(dialog.getByTestId("preview-moves")).toHaveText("3");
});
