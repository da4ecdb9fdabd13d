import { expect, test } from "@playwright/test";
import { createEvent, signUpOwner } from "./dashboard-helpers";

test("screenshots", async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.78.12.9" });
  await signUpOwner(page, "shots");
  const event = await createEvent(page);
  const caps = [8, 8, 10, 6, 4, 12, 8, 8, 10, 6, 8, 8];
  await page.request.put(`/api/events/${event.id}/tables`, {
    data: {
      tables: caps.map((capacity, i) => ({
        id: `new-${i}`, name: i === 0 ? "Head table" : `Table ${i + 1}`, capacity, shape: i % 3 === 1 ? "rectangular" : "round",
        position: { x: 150 + (i % 4) * 260, y: 150 + Math.floor(i / 4) * 260 },
      })),
      venueElements: [{ id: "new-d", kind: "dance_floor", label: "Dance floor", position: { x: 1200, y: 300 }, width: 200, height: 200 }],
    },
  });
  const h = await (await page.request.post(`/api/events/${event.id}/households`, { data: { name: "Lund family" } })).json();
  const ids: string[] = [];
  for (let i = 0; i < 60; i++) {
    const g = await (await page.request.post(`/api/events/${event.id}/guests`, { data: { name: `Guest Number ${i + 1}`, householdId: i < 3 ? h.id : null } })).json();
    ids.push(g.id);
  }
  const board = await (await page.request.get(`/api/events/${event.id}/seating`)).json();
  const fills = [6, 8, 5, 2, 3, 0, 7];
  let k = 3;
  for (const [t, n] of fills.entries()) {
    const moves = ids.slice(k, k + n).map((guestId) => ({ guestId, tableId: board.tables[t].id }));
    k += n;
    if (moves.length) expect((await page.request.post(`/api/events/${event.id}/seating/moves`, { data: { moves } })).ok()).toBe(true);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/dashboard/seating");
  await expect(page.locator('[data-table-card="1"]')).toBeVisible();
  await page.screenshot({ path: "/tmp/shot-cards.png" });
  await page.getByRole("button", { name: "Floor plan" }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: "/tmp/shot-plan.png" });
  await page.getByRole("tab", { name: "Configure Tables" }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: "/tmp/shot-configure.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("tab", { name: "Assign Seats" }).click();
  await page.getByRole("button", { name: "Cards" }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: "/tmp/shot-phone.png" });
  await page.screenshot({ path: "/tmp/shot-phone-full.png", fullPage: true });
});
