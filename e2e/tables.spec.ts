import { expect, type Page, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";
import { fromOwnAddress } from "./support/client-address";

test.use({ reducedMotion: "reduce" });

test.beforeEach(({ context }, testInfo) => fromOwnAddress(context, testInfo, "10.78.10", 7));

type SavedPlan = {
  tables: {
    id: string;
    number: number;
    name: string;
    capacity: number;
    shape: string;
    isHead: boolean;
    rotation: number;
    position: { x: number; y: number };
  }[];
  venueElements: { kind: string; label: string; rotation: number }[];
};

async function savedPlan(page: Page, eventId: string): Promise<SavedPlan> {
  const response = await page.request.get(`/api/events/${eventId}/tables`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SavedPlan;
}

const nameInputs = (page: Page) => page.getByRole("textbox", { name: "Table name" });
const canvasItem = (page: Page, name: string) =>
  page.getByRole("group", { name: "Floor plan" }).getByRole("button", { name: new RegExp(`^${name},`) });

async function openTables(page: Page) {
  await signUpOwner(page, "tables");
  const event = await createEvent(page);
  await page.goto("/dashboard/tables");
  await expect(page.getByRole("button", { name: "Save Table Configuration" })).toBeVisible();
  return event;
}

async function saveTables(page: Page) {
  await page.getByRole("button", { name: "Save Table Configuration" }).click();
  await expect(page.getByText("Tables saved", { exact: true })).toBeVisible();
  await expect(page.getByText("Your wedding table configuration has been updated")).toBeVisible();
}

test("two default tables; add, resize, reshape, rotate and remove; save and reload", async ({ page }) => {
  const event = await openTables(page);
  await expect(nameInputs(page)).toHaveCount(2);
  await expect(nameInputs(page).nth(0)).toHaveValue("Table 1");
  await expect(nameInputs(page).nth(1)).toHaveValue("Table 2");
  await expect(canvasItem(page, "Table 1")).toBeVisible();

  await page.getByRole("button", { name: "Add table" }).click();
  await expect(nameInputs(page)).toHaveCount(3);
  await expect(nameInputs(page).nth(2)).toHaveValue("Table 3");
  await nameInputs(page).nth(2).fill("Family");

  const capacity = page.getByRole("slider", { name: "Capacity of Family" });
  await capacity.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("PageDown");
  await page.keyboard.press("ArrowRight");
  await expect(capacity).toHaveAttribute("aria-valuenow", "11");
  await page.getByRole("combobox", { name: "Shape of Family" }).click();
  await page.getByRole("option", { name: "Rectangular" }).click();
  await page.getByRole("checkbox", { name: "Head table" }).nth(2).check();

  await page.getByRole("button", { name: "Remove Table 2" }).click();
  await expect(nameInputs(page)).toHaveCount(2);
  await canvasItem(page, "Table 1").click();
  await page.keyboard.press("r");
  await page.keyboard.press("r");

  await saveTables(page);
  const plan = await savedPlan(page, event.id);
  expect(plan.tables.map((t) => [t.number, t.name, t.capacity, t.shape, t.isHead, t.rotation])).toEqual([
    [1, "Table 1", 8, "round", false, 30],
    [2, "Family", 11, "rectangular", true, 0],
  ]);
  expect(plan.tables[0]!.position).toEqual({ x: 100, y: 100 });

  await page.reload();
  await expect(nameInputs(page)).toHaveCount(2);
  await expect(nameInputs(page).nth(1)).toHaveValue("Family");
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
});

test("drag on the canvas with the mouse, the keyboard and the arrow keys", async ({ page }) => {
  const event = await openTables(page);
  // The first view fits the two default tables at 100 %, so screen pixels are canvas pixels.
  await expect(page.getByRole("button", { name: /^Zoom 100 %/ })).toBeVisible();
  const table = canvasItem(page, "Table 1");
  const box = (await table.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 50, box.y + box.height / 2 + 30, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + 101, box.y + box.height / 2 + 62, { steps: 5 });
  await page.mouse.up();

  const second = canvasItem(page, "Table 2");
  await second.focus();
  await page.keyboard.press("Space");
  // dnd-kit listens for the drag's keys from the next task on (a setTimeout queued as the drag starts):
  // wait until the item is picked up, then for a task queued after that one.
  await expect(page.getByText("Picked up Table 2.")).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(/^Table 2 is at/)).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");
  await expect(page.getByText("Table 2 dropped.")).toBeAttached();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Shift+ArrowDown");

  await saveTables(page);
  const plan = await savedPlan(page, event.id);
  expect(plan.tables.map((t) => t.position)).toEqual([
    { x: 200, y: 160 },
    { x: 340, y: 220 },
  ]);
});

test("a 2-seat table is picked up from around it, clear of its rotation handle", async ({ page }) => {
  await openTables(page);
  await expect(page.getByRole("button", { name: /^Zoom 100 %/ })).toBeVisible();
  await page.getByRole("slider", { name: "Capacity of Table 1" }).focus();
  await page.keyboard.press("Home");
  const table = canvasItem(page, "Table 1");
  await expect(table).toHaveAccessibleName(/, 2 seats, 0 seated, selected$/);
  // Away from everything, the floor clears the selection.
  const floor = (await page.getByRole("group", { name: "Floor plan" }).boundingBox())!;
  await page.mouse.click(floor.x + floor.width - 60, floor.y + floor.height - 100);
  await expect(table).toHaveAccessibleName(/, 0 seated$/);

  // The table is 16 px across and its seats above and below it: beside it, 25 px from its centre, is
  // still the table.
  const box = (await table.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 - 25, box.y + box.height / 2);
  await expect(table).toHaveAccessibleName(/, selected$/);
  const handle = (await page.locator('[data-plan-item="rotation-handle"]').boundingBox())!;
  expect(handle.y + handle.height).toBeLessThanOrEqual(box.y);
});

test("undo and redo every edit, with the keys and the buttons", async ({ page }) => {
  await openTables(page);
  await page.getByRole("button", { name: "Add table" }).click();
  await nameInputs(page).nth(2).fill("Garden");
  await expect(nameInputs(page)).toHaveCount(3);

  await page.keyboard.press("Control+z");
  await expect(nameInputs(page).nth(2)).toHaveValue("Table 3");
  await page.keyboard.press("Control+z");
  await expect(nameInputs(page)).toHaveCount(2);
  await page.keyboard.press("Control+Shift+z");
  await expect(nameInputs(page)).toHaveCount(3);
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(nameInputs(page).nth(2)).toHaveValue("Garden");
  await page.getByRole("button", { name: "Undo" }).click();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(nameInputs(page)).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
});

test("venue elements are added, duplicated and saved; a multi-selection moves together", async ({ page }) => {
  const event = await openTables(page);
  await page.getByRole("button", { name: "Add to venue" }).click();
  await page.getByRole("menuitem", { name: "Stage" }).click();
  await page.getByRole("textbox", { name: "Stage label" }).fill("Band stage");
  await canvasItem(page, "Band stage").click({ position: { x: 10, y: 10 } });
  await page.keyboard.press("Control+d");
  await expect(page.getByRole("textbox", { name: "Stage label" })).toHaveCount(2);
  await page.keyboard.press("Control+z");
  await expect(page.getByRole("textbox", { name: "Stage label" })).toHaveCount(1);
  await canvasItem(page, "Band stage").click({ position: { x: 10, y: 10 } });
  const stage = (await canvasItem(page, "Band stage").boundingBox())!;
  const handle = (await page.locator('[data-plan-item="rotation-handle"] circle').first().boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(stage.x + stage.width + 40, stage.y + stage.height / 2, { steps: 6 });
  await page.mouse.up();

  await canvasItem(page, "Table 1").click();
  await canvasItem(page, "Table 2").click({ modifiers: ["Shift"] });
  await page.keyboard.press("ArrowRight");
  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(nameInputs(page)).toHaveCount(4);

  await saveTables(page);
  const plan = await savedPlan(page, event.id);
  expect(plan.venueElements).toEqual([
    expect.objectContaining({ kind: "stage", label: "Band stage", rotation: 90 }),
  ]);
  expect(plan.tables.map((t) => [t.name, t.position.x, t.position.y])).toEqual([
    ["Table 1", 120, 100],
    ["Table 2", 320, 100],
    ["Table 3", 160, 140],
    ["Table 4", 360, 140],
  ]);
});

test("a selection box picks tables up; Delete removes them and says so", async ({ page }) => {
  await openTables(page);
  const floor = (await page.getByRole("group", { name: "Floor plan" }).boundingBox())!;
  await page.mouse.move(floor.x + 8, floor.y + 8);
  await page.mouse.down();
  await page.mouse.move(floor.x + floor.width / 2, floor.y + floor.height / 2, { steps: 4 });
  await page.mouse.move(floor.x + floor.width - 8, floor.y + floor.height - 70, { steps: 4 });
  await page.mouse.up();
  await expect(canvasItem(page, "Table 1")).toHaveAccessibleName(/selected$/);
  await expect(canvasItem(page, "Table 2")).toHaveAccessibleName(/selected$/);
  await page.keyboard.press("Delete");
  await expect(nameInputs(page)).toHaveCount(0);
  await expect(page.getByText("2 items removed. Undo with Ctrl+Z.")).toBeAttached();
  await page.keyboard.press("Control+z");
  await expect(nameInputs(page)).toHaveCount(2);
});

test("the table map switch is saved at once", async ({ page }) => {
  await openTables(page);
  const toggle = page.getByRole("switch", { name: "Show Table Map to Guests" });
  await toggle.click();
  await expect(page.getByText("Table map enabled for guests")).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(page.getByText("Table map disabled for guests")).toBeVisible();
});

test("unsaved tables ask before leaving", async ({ page }) => {
  await openTables(page);
  await page.getByRole("button", { name: "Add table" }).click();
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Billing" }).click();
  await expect(page.getByRole("dialog", { name: "Discard unsaved changes?" })).toBeVisible();
  await page.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tables$/);
  await expect(nameInputs(page)).toHaveCount(3);
});

test("on a 390 px phone the editor fits the screen and works", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const event = await openTables(page);
  await page.getByRole("button", { name: "Add table" }).click();
  await expect(canvasItem(page, "Table 3")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "Full screen" }).click();
  await expect(page.getByRole("button", { name: "Exit full screen" })).toBeInViewport();
  await page.keyboard.press("Escape");
  await saveTables(page);
  expect((await savedPlan(page, event.id)).tables).toHaveLength(3);
});

test.describe("Seating screen", () => {
  test("signed out: 'Authentication required' and the login page", async ({ page }) => {
    await page.goto("/dashboard/seating");
    await expect(page.getByText("Authentication required")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("no event: 'No event found' with Create Event", async ({ page }) => {
    await signUpOwner(page, "seating-empty");
    await page.goto("/dashboard/seating");
    await expect(page.getByRole("heading", { name: "No event found" })).toBeVisible();
    await page.getByRole("link", { name: "Create Event" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test("Assign Seats first; Configure Tables is the table editor", async ({ page }) => {
    await signUpOwner(page, "seating");
    await createEvent(page);
    await page.goto("/dashboard/seating");
    await expect(page.getByRole("tab", { name: "Assign Seats" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Configure Tables" }).click();
    await expect(nameInputs(page)).toHaveCount(2);
    await page.getByRole("button", { name: "Add table" }).click();
    await page.getByRole("tab", { name: "Assign Seats" }).click();
    await page.getByRole("tab", { name: "Configure Tables" }).click();
    await expect(nameInputs(page)).toHaveCount(3);
    await saveTables(page);
  });
  test("seats taken on Assign Seats show at once on Configure Tables, in its count and its capacity check", async ({
    page,
  }) => {
    await signUpOwner(page, "seating-live");
    const event = await createEvent(page);
    const put = await page.request.put(`/api/events/${event.id}/tables`, {
      data: {
        tables: [{ id: "new-1", name: "Table 1", capacity: 4, shape: "round", position: { x: 200, y: 200 } }],
      },
    });
    expect(put.ok()).toBe(true);
    const tableId = ((await put.json()) as SavedPlan).tables[0]!.id;
    const guestIds: Record<string, string> = {};
    for (const name of ["Ava Stone", "Ben Ito", "Cy Park"]) {
      const created = await page.request.post(`/api/events/${event.id}/guests`, { data: { name } });
      expect(created.status()).toBe(201);
      guestIds[name] = ((await created.json()) as { id: string }).id;
    }
    const moves = ["Ava Stone", "Ben Ito"].map((name) => ({ guestId: guestIds[name], tableId }));
    expect((await page.request.post(`/api/events/${event.id}/seating/moves`, { data: { moves } })).ok()).toBe(
      true,
    );

    // The draft: Table 1 down to 2 seats, not saved.
    await page.goto("/dashboard/seating");
    await page.getByRole("tab", { name: "Configure Tables" }).click();
    const row = page.getByRole("group", { name: "Table 1", exact: true });
    await expect(row.getByText("2 of 4 seated")).toBeVisible();
    await row.getByRole("slider", { name: "Capacity of Table 1" }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(row.getByText("2 of 2 seated")).toBeVisible();

    // A third guest seated at Table 1 (4 seats on the server).
    await page.getByRole("tab", { name: "Assign Seats" }).click();
    await page.getByRole("button", { name: "Seat options for Cy Park" }).click();
    const dialog = page.getByRole("dialog", { name: "Seat Cy Park" });
    await dialog.getByLabel("Table").selectOption({ label: "Table 1 · 2/4" });
    await dialog.getByRole("button", { name: "Assign" }).click();
    await expect(
      page.getByText("Cy Park has been assigned to Table 1", { exact: true }).first(),
    ).toBeVisible();

    // Back on Configure Tables, without a reload: the draft's capacity, today's guests.
    await page.getByRole("tab", { name: "Configure Tables" }).click();
    await expect(row.getByText("3 of 2 seated")).toBeVisible();
    await expect(canvasItem(page, "Table 1")).toHaveAccessibleName(/, 2 seats, 3 seated/);
    // The capacity check counts them too: refused in the browser, before any request.
    let saves = 0;
    page.on("request", (request) => {
      if (request.method() === "PUT" && request.url().endsWith(`/api/events/${event.id}/tables`)) saves += 1;
    });
    await page.getByRole("button", { name: "Save Table Configuration" }).click();
    const refusal = "Table 1 has 3 guests seated; its capacity cannot be lower than 3.";
    await expect(row.getByRole("alert")).toHaveText(refusal);
    await expect(page.getByText("Failed to save table configuration", { exact: true })).toBeVisible();
    expect(saves).toBe(0);
  });
});

test.describe("on a tablet", () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

  test("a finger drags a table; two fingers pinch to zoom", async ({ page }) => {
    const event = await openTables(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: { x: number; y: number }[]) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })),
      });
    const zoom = async () =>
      Number(
        /^Zoom (\d+) %/.exec(
          (await page.getByRole("button", { name: /^Zoom \d+ %/ }).getAttribute("aria-label"))!,
        )![1],
      ) / 100;
    await expect(canvasItem(page, "Table 1")).toBeVisible();
    const k = await zoom();

    const box = (await canvasItem(page, "Table 1").boundingBox())!;
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await touch("touchStart", [from]);
    for (let step = 1; step <= 8; step += 1) {
      await touch("touchMove", [{ x: from.x + step * 10, y: from.y + step * 5 }]);
    }
    await touch("touchEnd", []);

    const floor = (await page.getByRole("group", { name: "Floor plan" }).boundingBox())!;
    const mid = { x: floor.x + floor.width / 2, y: floor.y + floor.height - 60 };
    await touch("touchStart", [
      { x: mid.x - 20, y: mid.y },
      { x: mid.x + 20, y: mid.y },
    ]);
    for (let step = 1; step <= 6; step += 1) {
      await touch("touchMove", [
        { x: mid.x - 20 - step * 10, y: mid.y },
        { x: mid.x + 20 + step * 10, y: mid.y },
      ]);
    }
    await touch("touchEnd", []);
    await expect.poll(zoom).toBeGreaterThan(k * 1.5);

    await saveTables(page);
    const snap = (value: number) => Math.round(value / 20) * 20;
    expect((await savedPlan(page, event.id)).tables[0]!.position).toEqual({
      x: snap(100 + 80 / k),
      y: snap(100 + 40 / k),
    });
  });
});
