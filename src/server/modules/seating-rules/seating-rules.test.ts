import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, importCsv } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import type { Event } from "@/shared/event";
import type { Guest } from "@/shared/guests";
import type { SeatingRule } from "@/shared/seating-rules";

let ctx: TestContext;
let ann: TestUser;
let bo: TestUser;
let event: Event;
let other: Event;
let guests: Guest[];
let stranger: Guest;

beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signUpUser(ctx);
  bo = await signUpUser(ctx);
  event = await createEvent(ctx, ann.cookie);
  other = await createEvent(ctx, bo.cookie);
  guests = [];
  for (const name of ["Ann Lee", "Bo Chen", "Cy Park", "Di Ross"])
    guests.push(await addGuest(ctx, ann.cookie, event.id, { name }));
  stranger = await addGuest(ctx, bo.cookie, other.id, { name: "Someone Else" });
});
afterAll(async () => ctx?.close());

const path = (suffix = "", eventId = event.id) => `/api/events/${eventId}/seating-rules${suffix}`;
const rule = (a: Guest, b: Guest, kind = "apart", strength = "must") => ({
  guestAId: a.id,
  guestBId: b.id,
  kind,
  strength,
});

describe("seating rules", () => {
  test("added with both names, listed, one per pair whichever way round, removed", async () => {
    const [a, b, c] = guests as [Guest, Guest, Guest];
    const created = await as(ctx, ann.cookie).post(path(), rule(b, a, "apart", "must"));
    expect(created.status).toBe(201);
    const apart = (await json(created)) as SeatingRule;
    expect(apart).toMatchObject({ kind: "apart", strength: "must" });
    expect(new Set([apart.guestAName, apart.guestBName])).toEqual(new Set(["Ann Lee", "Bo Chen"]));

    const again = await as(ctx, ann.cookie).post(path(), rule(a, b, "together", "prefer"));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toMatch(/already have a rule/);

    await as(ctx, ann.cookie).post(path(), rule(a, c, "together", "prefer"));
    const list = (await json(await as(ctx, ann.cookie).get(path()))) as SeatingRule[];
    expect(list.map((r) => [r.kind, r.strength])).toEqual([
      ["apart", "must"],
      ["together", "prefer"],
    ]);

    expect((await as(ctx, ann.cookie).delete(path(`/${apart.id}`))).status).toBe(204);
    expect((await as(ctx, ann.cookie).delete(path(`/${apart.id}`))).status).toBe(404);
    expect(((await json(await as(ctx, ann.cookie).get(path()))) as SeatingRule[]).length).toBe(1);
  });

  test.each([
    [{ kind: "apart", strength: "must" }, "guestAId", "Choose a guest"],
    ["same", "guestBId", "Choose two different guests"],
    ["kind", "kind", "Choose Seat together, Keep apart or Seat next to"],
    ["strength", "strength", "Choose Must or Prefer"],
  ])("refuses %j", async (variant, field, message) => {
    const [a, b] = guests as [Guest, Guest];
    const body =
      variant === "same"
        ? rule(a, a)
        : variant === "kind"
          ? { ...rule(a, b), kind: "near" }
          : variant === "strength"
            ? { ...rule(a, b), strength: "always" }
            : variant;
    const response = await as(ctx, ann.cookie).post(path(), body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.[field]).toBe(message);
  });

  test("both guests must be the event's own: another event's guest or an unknown id is a 400", async () => {
    const [a] = guests as [Guest];
    const response = await as(ctx, ann.cookie).post(path(), rule(a, stranger));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.guestBId).toBe("Guest not found");
    const unknown = await as(ctx, ann.cookie).post(path(), {
      ...rule(a, stranger),
      guestAId: "00000000-0000-4000-8000-000000000000",
      guestBId: a.id,
    });
    expect((await errorOf(unknown)).fields?.guestAId).toBe("Guest not found");
  });

  test("another owner's event is 404 for every route; signed out is 401", async () => {
    const [a, b] = guests as [Guest, Guest];
    const created = (await json(
      await as(ctx, ann.cookie).post(path(), rule(a, b, "together")),
    )) as SeatingRule;
    expect((await as(ctx, bo.cookie).get(path())).status).toBe(404);
    expect((await as(ctx, bo.cookie).post(path(), rule(a, b))).status).toBe(404);
    expect((await as(ctx, bo.cookie).delete(path(`/${created.id}`))).status).toBe(404);
    // Bo's own event does not reach Ann's rule either.
    expect((await as(ctx, bo.cookie).delete(path(`/${created.id}`, other.id))).status).toBe(404);
    expect((await as(ctx).get(path())).status).toBe(401);
    expect((await as(ctx, ann.cookie).delete(path("/not-a-uuid"))).status).toBe(404);
  });

  test("deleting a guest removes their rules", async () => {
    const [, , c, d] = guests as [Guest, Guest, Guest, Guest];
    await as(ctx, ann.cookie).post(path(), rule(c, d, "apart", "prefer"));
    const before = (await json(await as(ctx, ann.cookie).get(path()))) as SeatingRule[];
    expect(before.some((r) => r.guestAId === d.id || r.guestBId === d.id)).toBe(true);
    expect((await as(ctx, ann.cookie).delete(`/api/events/${event.id}/guests/${d.id}`)).status).toBe(204);
    const after = (await json(await as(ctx, ann.cookie).get(path()))) as SeatingRule[];
    expect(after.some((r) => r.guestAId === d.id || r.guestBId === d.id)).toBe(false);
  });

  test("the guest export lists each guest's rules in a seating_rules column, and its import accepts it", async () => {
    const event2 = await createEvent(ctx, ann.cookie);
    const ann2 = await addGuest(ctx, ann.cookie, event2.id, { name: "Ann" });
    const bo2 = await addGuest(ctx, ann.cookie, event2.id, { name: "Bo" });
    const cy2 = await addGuest(ctx, ann.cookie, event2.id, { name: "Cy" });
    const add = (a: Guest, b: Guest, kind: string, strength: string) =>
      as(ctx, ann.cookie).post(path("", event2.id), rule(a, b, kind, strength));
    expect((await add(ann2, bo2, "apart", "must")).status).toBe(201);
    expect((await add(cy2, ann2, "together", "prefer")).status).toBe(201);
    const csv = await (await as(ctx, ann.cookie).get(`/api/events/${event2.id}/guests/export`)).text();
    const lines = csv.slice(1).trim().split("\r\n");
    expect(lines[0]!.endsWith(",meal,seating_rules,table_name")).toBe(true);
    expect(lines[1]).toBe("Ann,,,,,invited,,,,,,Keep apart (must): Bo; Seat together (prefer): Cy,");
    expect(lines[2]).toBe("Bo,,,,,invited,,,,,,Keep apart (must): Ann,");
    expect(lines[3]).toBe("Cy,,,,,invited,,,,,,Seat together (prefer): Ann,");

    const copy = await createEvent(ctx, ann.cookie);
    const result = await importCsv(ctx, ann.cookie, copy.id, csv);
    expect(result).toMatchObject({ imported: 3 });
  });
});
