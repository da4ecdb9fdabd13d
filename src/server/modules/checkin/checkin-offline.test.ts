import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { joinTeam } from "@/server/modules/team/team-test-helpers";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, addTable } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import type { ArrivalResult, ArrivalSyncResult, CheckinList, WalkInResult } from "@/shared/checkin";
import type { Event } from "@/shared/event";
import type { HistoryPage } from "@/shared/history";

/** What an offline phone sends when it is back (docs/decisions/030-offline-check-in-and-kiosk.md): its
 * queue, sent again safely, from two phones that disagree — on PGlite and on PostgreSQL. */
let ctx: TestContext;
let ann: TestUser;
let usher: TestUser;
let event: Event;

beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signUpUser(ctx, { name: "Ann" });
  usher = await signUpUser(ctx, { name: "Usher Uma" });
  event = await createEvent(ctx, ann.cookie);
  await joinTeam(ctx, ann, event.id, usher, "check-in");
});
afterAll(async () => ctx?.close());

const path = (rest = "") => `/api/events/${event.id}/checkin${rest}`;
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const list = async () => (await json(await as(ctx, ann.cookie).get(path()))) as CheckinList;
const history = async (guestId: string) =>
  (
    (await json(
      await as(ctx, ann.cookie).get(`/api/events/${event.id}/history?guest=${guestId}`),
    )) as HistoryPage
  ).entries;

describe("two phones offline", () => {
  test("the same guest checked in on both counts once, the first time kept, whichever syncs first", async () => {
    const guest = await addGuest(ctx, ann.cookie, event.id, { name: "Twice Tom" });
    const staff = as(ctx, usher.cookie);
    const [early, late] = [minutes(-20), minutes(-5)];
    // Phone B checked him in later but is back first; phone A, earlier, syncs after.
    const b = (await json(
      await staff.post(path("/sync"), {
        sentAt: minutes(0),
        ops: [{ guestId: guest.id, op: "check-in", at: late, device: "Phone B" }],
      }),
    )) as ArrivalSyncResult;
    expect(b.outcomes).toEqual(["applied"]);
    const a = (await json(
      await staff.post(path("/sync"), {
        sentAt: minutes(0),
        ops: [{ guestId: guest.id, op: "check-in", at: early, device: "Phone A" }],
      }),
    )) as ArrivalSyncResult;
    expect(a.outcomes).toEqual(["applied"]);
    const arrivedAt = Date.parse(a.guests[0]!.arrivedAt!);
    expect(Math.abs(arrivedAt - Date.parse(early))).toBeLessThan(5_000);
    const seen = await list();
    expect(seen.guests.filter((g) => g.name === "Twice Tom")).toHaveLength(1);
    // Both batches sent again: nothing changes.
    const again = (await json(
      await staff.post(path("/sync"), {
        sentAt: minutes(0),
        ops: [
          { guestId: guest.id, op: "check-in", at: late, device: "Phone B" },
          { guestId: guest.id, op: "check-in", at: early, device: "Phone A" },
        ],
      }),
    )) as ArrivalSyncResult;
    expect(again.outcomes).toEqual(["unchanged", "unchanged"]);
    expect(again.guests[0]!.arrivedAt).toBe(a.guests[0]!.arrivedAt);
  });

  test("out of order: an undo made between two check-ins, arriving last, loses to the later check-in", async () => {
    const guest = await addGuest(ctx, ann.cookie, event.id, { name: "Order Olga" });
    const staff = as(ctx, usher.cookie);
    const send = async (op: "check-in" | "undo", at: number) =>
      (await json(
        await staff.post(path("/sync"), {
          sentAt: minutes(0),
          ops: [{ guestId: guest.id, op, at: minutes(at) }],
        }),
      )) as ArrivalSyncResult;
    await send("check-in", -3);
    await send("check-in", -30);
    const undo = await send("undo", -10);
    expect(undo.outcomes).toEqual(["unchanged"]);
    expect(undo.guests[0]!.arrivedAt).not.toBeNull();
  });
});

describe("walk-ins from an offline phone", () => {
  test("sent twice with its id: one guest, one history entry; the second answer is the first guest", async () => {
    const id = randomUUID();
    const staff = as(ctx, usher.cookie);
    const body = {
      id,
      name: "Queued Quinn",
      seat: null,
      at: minutes(-12),
      sentAt: minutes(0),
      device: "Phone A",
    };
    const first = await staff.post(path("/walk-ins"), body);
    expect(first.status).toBe(201);
    const created = ((await json(first)) as WalkInResult).guest;
    expect(created.id).toBe(id);
    // The walk-in's time is the phone's, not the sync's.
    expect(Math.abs(Date.parse(created.arrivedAt!) - Date.parse(minutes(-12)))).toBeLessThan(5_000);
    const second = await staff.post(path("/walk-ins"), { ...body, name: "Queued Quinn (again)" });
    expect(second.status).toBe(200);
    expect(((await json(second)) as WalkInResult).guest).toEqual(created);
    expect((await list()).guests.filter((g) => g.id === id)).toHaveLength(1);
    expect((await history(id)).map((e) => e.action)).toEqual(["checkin.walk-in"]);
  });

  test("a clock a day wrong is corrected; an id of another guest or another event is refused", async () => {
    const staff = as(ctx, usher.cookie);
    const dayAhead = (n: number) => new Date(Date.now() + 86_400_000 + n * 60_000).toISOString();
    const late = (await json(
      await staff.post(path("/walk-ins"), {
        id: randomUUID(),
        name: "Tomorrow Tia",
        seat: null,
        at: dayAhead(-7),
        sentAt: dayAhead(0),
      }),
    )) as WalkInResult;
    expect(Math.abs(Date.parse(late.guest.arrivedAt!) - (Date.now() - 7 * 60_000))).toBeLessThan(10_000);

    const listed = await addGuest(ctx, ann.cookie, event.id, { name: "Listed Lea" });
    const onList = await staff.post(path("/walk-ins"), { id: listed.id, name: "Impostor" });
    expect(onList.status).toBe(409);
    expect((await errorOf(onList)).message).toBe("This id belongs to another guest");
    const other = await createEvent(ctx, ann.cookie, { title: "Elsewhere" });
    const theirs = await addGuest(ctx, ann.cookie, other.id, { name: "Far Away" });
    const elsewhere = await staff.post(path("/walk-ins"), { id: theirs.id, name: "Impostor" });
    expect(elsewhere.status).toBe(409);
    expect((await list()).guests.some((g) => g.name === "Impostor")).toBe(false);
    const halfTime = await staff.post(path("/walk-ins"), { name: "Half", at: minutes(0) });
    expect(halfTime.status).toBe(400);
    expect((await errorOf(halfTime)).message).toBe("A time needs the time it was sent");
  });

  test("two phones seat a walk-in in the same seat: the later is refused with who has it, then added unseated and given a free seat", async () => {
    const table = await addTable(ctx, event.id, { number: 2, capacity: 6 });
    const staff = as(ctx, usher.cookie);
    const seat = { tableId: table.id, seatNumber: 5 };
    const phoneA = await staff.post(path("/walk-ins"), {
      id: randomUUID(),
      name: "Kim <i>Lee</i>",
      seat,
      at: minutes(-9),
      sentAt: minutes(0),
    });
    expect(phoneA.status).toBe(201);
    const laterId = randomUUID();
    const later = { id: laterId, name: "Rob Roy", at: minutes(-4), sentAt: minutes(0) };
    const refused = await staff.post(path("/walk-ins"), { ...later, seat });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe("Seat 5 at Table 2 is taken by Kim <i>Lee</i>");
    // The phone keeps the walk-in: sent again without a seat, same id.
    const kept = await staff.post(path("/walk-ins"), { ...later, seat: null });
    expect(kept.status).toBe(201);
    // Staff choose another seat: a free one is given to a guest without a seat; a taken one is refused.
    const taken = await staff.post(path("/take-seat"), { guestId: laterId, seat });
    expect(taken.status).toBe(409);
    const given = (await json(
      await staff.post(path("/take-seat"), { guestId: laterId, seat: { tableId: table.id, seatNumber: 6 } }),
    )) as ArrivalResult;
    expect(given.guests[0]).toMatchObject({ id: laterId, tableId: table.id, seatNumber: 6 });
    // Never two guests in one seat; a guest who has a seat is not moved by the door.
    const atTable = (await list()).guests.filter((g) => g.tableId === table.id);
    expect(atTable.map((g) => g.seatNumber).sort()).toEqual([5, 6]);
    const moved = await staff.post(path("/take-seat"), {
      guestId: laterId,
      seat: { tableId: table.id, seatNumber: 1 },
    });
    expect(moved.status).toBe(409);
    expect((await errorOf(moved)).message).toBe("Rob Roy already has a seat");
    const both = await staff.post(path("/take-seat"), { guestId: laterId });
    expect(both.status).toBe(400);
  });
});
