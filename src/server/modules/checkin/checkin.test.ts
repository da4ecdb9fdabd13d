import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { joinTeam } from "@/server/modules/team/team-test-helpers";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, addTable } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import type {
  ArrivalCounts,
  ArrivalResult,
  ArrivalSyncResult,
  CheckinList,
  SeatProposal,
  WalkInResult,
} from "@/shared/checkin";
import type { Event } from "@/shared/event";
import type { HistoryPage } from "@/shared/history";

/** Day-of check-in through the API (docs/decisions/029-check-in.md), on PGlite and on PostgreSQL. */
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
const list = async (user = usher) => (await json(await as(ctx, user.cookie).get(path()))) as CheckinList;

async function household(name: string) {
  const response = await as(ctx, ann.cookie).post(`/api/events/${event.id}/households`, { name });
  return ((await json(response)) as { id: string }).id;
}

describe("check-in staff", () => {
  test("read the list without contacts, and every other screen's data is refused", async () => {
    const table = await addTable(ctx, event.id, { number: 1, capacity: 4 });
    await addGuest(ctx, ann.cookie, event.id, {
      name: "José Núñez",
      email: "jose@example.com",
      notes: "secret",
      tableId: table.id,
      seatNumber: 2,
    });
    const seen = await list();
    expect(seen.guests).toEqual([
      expect.objectContaining({ name: "José Núñez", tableId: table.id, seatNumber: 2, arrivedAt: null }),
    ]);
    expect(JSON.stringify(seen)).not.toMatch(/jose@example.com|secret/);
    expect(seen.tables).toEqual([expect.objectContaining({ id: table.id, number: 1 })]);
    const staff = as(ctx, usher.cookie);
    for (const refused of [
      staff.get(`/api/events/${event.id}/guests`),
      staff.get(`/api/events/${event.id}/seating`),
      staff.get(path("/counts")),
      staff.get(path("/report")),
      staff.get(`/api/events/${event.id}/history`),
      staff.post(`/api/events/${event.id}/guests`, { name: "Sneaky" }),
    ])
      expect((await refused).status).toBe(403);
  });

  test("check a guest in and undo it; twice keeps the first time; RSVP status untouched", async () => {
    const guest = await addGuest(ctx, ann.cookie, event.id, { name: "Lena Ortiz", status: "invited" });
    const staff = as(ctx, usher.cookie);
    const first = (await json(
      await staff.post(path("/arrivals"), { guestId: guest.id, arrived: true }),
    )) as ArrivalResult;
    const arrivedAt = first.guests[0]!.arrivedAt;
    expect(arrivedAt).not.toBeNull();
    expect(first.guests[0]!.status).toBe("invited");
    const again = (await json(
      await staff.post(path("/arrivals"), { guestId: guest.id, arrived: true }),
    )) as ArrivalResult;
    expect(again.guests[0]!.arrivedAt).toBe(arrivedAt);
    // The guest's own version is not raised: an edit open on the owner's screen stays valid.
    const owned = (await json(
      await as(ctx, ann.cookie).get(`/api/events/${event.id}/guests/${guest.id}`),
    )) as {
      version: number;
    };
    expect(owned.version).toBe(guest.version);
    const undone = (await json(
      await staff.post(path("/arrivals"), { guestId: guest.id, arrived: false }),
    )) as ArrivalResult;
    expect(undone.guests[0]!.arrivedAt).toBeNull();
    // History names the check-in, with the arrival fields as the row's change.
    const history = (await json(
      await as(ctx, ann.cookie).get(`/api/events/${event.id}/history?guest=${guest.id}`),
    )) as HistoryPage;
    expect(history.entries.map((e) => e.action)).toEqual([
      "arrival.undo",
      "arrival.check-in",
      "guest.create",
    ]);
  });

  test("a whole household at once", async () => {
    const household1 = await household("García");
    for (const name of ["Ana García", "Luis García"])
      await addGuest(ctx, ann.cookie, event.id, { name, householdId: household1 });
    const result = (await json(
      await as(ctx, usher.cookie).post(path("/arrivals"), { householdId: household1, arrived: true }),
    )) as ArrivalResult;
    expect(result.guests.map((g) => [g.name, g.arrivedAt !== null])).toEqual([
      ["Ana García", true],
      ["Luis García", true],
    ]);
  });

  test("another event's guest, or a made-up one, is not found", async () => {
    const other = await createEvent(ctx, ann.cookie, { title: "Other" });
    const stranger = await addGuest(ctx, ann.cookie, other.id, { name: "Not Here" });
    const staff = as(ctx, usher.cookie);
    const refused = await staff.post(path("/arrivals"), { guestId: stranger.id, arrived: true });
    expect(refused.status).toBe(404);
    expect(
      (await staff.post(`/api/events/${other.id}/checkin/arrivals`, { guestId: stranger.id, arrived: true }))
        .status,
    ).toBe(404);
    const synced = (await json(
      await staff.post(path("/sync"), {
        sentAt: new Date().toISOString(),
        ops: [{ guestId: stranger.id, op: "check-in", at: new Date().toISOString() }],
      }),
    )) as ArrivalSyncResult;
    expect(synced.outcomes).toEqual(["not_found"]);
    const theirs = (await json(
      await as(ctx, ann.cookie).get(`/api/events/${other.id}/checkin`),
    )) as CheckinList;
    expect(theirs.guests[0]!.arrivedAt).toBeNull();
  });
});

describe("a phone's sync", () => {
  const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

  test("idempotent and order-safe: the same guest twice keeps the first time, an older undo loses", async () => {
    const guest = await addGuest(ctx, ann.cookie, event.id, { name: "Sync Sam" });
    const staff = as(ctx, usher.cookie);
    const batch = {
      sentAt: minutes(0),
      ops: [
        { guestId: guest.id, op: "check-in", at: minutes(-10), device: "phone-b" },
        { guestId: guest.id, op: "check-in", at: minutes(-30), device: "phone-a" },
        { guestId: guest.id, op: "undo", at: minutes(-40), device: "phone-a" },
      ],
    };
    const first = (await json(await staff.post(path("/sync"), batch))) as ArrivalSyncResult;
    const arrivedAt = first.guests[0]!.arrivedAt!;
    expect(Math.abs(Date.parse(arrivedAt) - Date.parse(minutes(-30)))).toBeLessThan(5_000);
    // Sent again (the phone never heard the answer): nothing changes, nothing is logged.
    const before = (await json(
      await as(ctx, ann.cookie).get(`/api/events/${event.id}/history?guest=${guest.id}`),
    )) as HistoryPage;
    const again = (await json(await staff.post(path("/sync"), batch))) as ArrivalSyncResult;
    expect(again.outcomes).toEqual(["unchanged", "unchanged", "unchanged"]);
    expect(again.guests[0]!.arrivedAt).toBe(arrivedAt);
    const after = (await json(
      await as(ctx, ann.cookie).get(`/api/events/${event.id}/history?guest=${guest.id}`),
    )) as HistoryPage;
    expect(after.entries).toHaveLength(before.entries.length);
    // A later undo wins; a check-in older than it, arriving after it, does not bring the guest back.
    await staff.post(path("/sync"), {
      sentAt: minutes(0),
      ops: [{ guestId: guest.id, op: "undo", at: minutes(-5) }],
    });
    const late = (await json(
      await staff.post(path("/sync"), {
        sentAt: minutes(0),
        ops: [{ guestId: guest.id, op: "check-in", at: minutes(-20) }],
      }),
    )) as ArrivalSyncResult;
    expect(late.outcomes).toEqual(["unchanged"]);
    expect(late.guests[0]!.arrivedAt).toBeNull();
  });

  test("a phone a day wrong: its times are moved by its error, never into the future", async () => {
    const guest = await addGuest(ctx, ann.cookie, event.id, { name: "Clock Clara" });
    const dayBehind = (n: number) => new Date(Date.now() - 86_400_000 + n * 60_000).toISOString();
    const result = (await json(
      await as(ctx, usher.cookie).post(path("/sync"), {
        sentAt: dayBehind(0),
        ops: [{ guestId: guest.id, op: "check-in", at: dayBehind(-3) }],
      }),
    )) as ArrivalSyncResult;
    const at = Date.parse(result.guests[0]!.arrivedAt!);
    expect(Math.abs(at - (Date.now() - 3 * 60_000))).toBeLessThan(10_000); // the minutes before sending kept
    const ahead = await addGuest(ctx, ann.cookie, event.id, { name: "Future Fred" });
    const future = (await json(
      await as(ctx, usher.cookie).post(path("/sync"), {
        sentAt: minutes(0),
        ops: [{ guestId: ahead.id, op: "check-in", at: minutes(24 * 60) }],
      }),
    )) as ArrivalSyncResult;
    expect(Date.parse(future.guests[0]!.arrivedAt!)).toBeLessThanOrEqual(Date.now());
  });

  test("a batch of 10,000 is refused with a clear error", async () => {
    const guest = await addGuest(ctx, ann.cookie, event.id, { name: "Bulk Bea" });
    const ops = Array.from({ length: 10_000 }, () => ({
      guestId: guest.id,
      op: "check-in",
      at: minutes(-1),
    }));
    const response = await as(ctx, usher.cookie).post(path("/sync"), { sentAt: minutes(0), ops });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe("A sync sends at most 500 check-ins at a time");
    expect((await list()).guests.find((g) => g.id === guest.id)?.arrivedAt).toBeNull();
  });
});

describe("walk-ins", () => {
  test("seated next to the guest they came with, in their household, checked in", async () => {
    const table = await addTable(ctx, event.id, { number: 5, capacity: 6 });
    const householdId = await household("Ng");
    const host = await addGuest(ctx, ann.cookie, event.id, {
      name: "Mai Ng",
      householdId,
      tableId: table.id,
      seatNumber: 4,
    });
    const staff = as(ctx, usher.cookie);
    const { proposal } = (await json(await staff.get(path(`/walk-ins/proposal?withGuestId=${host.id}`)))) as {
      proposal: SeatProposal;
    };
    expect(proposal).toMatchObject({ tableId: table.id, reason: "companion" });
    expect([3, 5]).toContain(proposal.seatNumber);
    const response = await staff.post(path("/walk-ins"), {
      name: "  Cousin <b>Kim</b>  ",
      withGuestId: host.id,
    });
    expect(response.status).toBe(201);
    const { guest } = (await json(response)) as WalkInResult;
    expect(guest).toMatchObject({
      name: "Cousin <b>Kim</b>",
      walkIn: true,
      householdId,
      tableId: table.id,
      seatNumber: proposal.seatNumber,
    });
    expect(guest.arrivedAt).not.toBeNull();
    const counts = (await json(await as(ctx, ann.cookie).get(path("/counts")))) as ArrivalCounts;
    expect(counts.walkIns).toBeGreaterThanOrEqual(1);
    expect(counts.tables.find((t) => t.tableId === table.id)).toMatchObject({ arrived: 1, expected: 2 });
    const report = await (await as(ctx, ann.cookie).get(path("/report"))).text();
    expect(report).toContain("5,Table 5,4,Mai Ng,Ng,invited,no,,no");
    expect(report).toMatch(/5,Table 5,\d,Cousin <b>Kim<\/b>,Ng,confirmed,yes,[^,]+,yes/);
  });

  test("a name of 5,000 characters is refused", async () => {
    const response = await as(ctx, usher.cookie).post(path("/walk-ins"), { name: "x".repeat(5000) });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe("Name must be at most 200 characters");
  });

  test("a no-show's seat given to a walk-in in one action; an arrived guest's seat is not free", async () => {
    const table = await addTable(ctx, event.id, { number: 6, capacity: 2 });
    const noShow = await addGuest(ctx, ann.cookie, event.id, {
      name: "Absent Abe",
      tableId: table.id,
      seatNumber: 1,
    });
    const here = await addGuest(ctx, ann.cookie, event.id, {
      name: "Present Pia",
      tableId: table.id,
      seatNumber: 2,
    });
    const staff = as(ctx, usher.cookie);
    const walkIn = (
      (await json(await staff.post(path("/walk-ins"), { name: "Door Dan", seat: null }))) as WalkInResult
    ).guest;
    expect(walkIn.tableId).toBeNull();
    await staff.post(path("/arrivals"), { guestId: here.id, arrived: true });
    const refused = await staff.post(path("/take-seat"), { guestId: walkIn.id, noShowId: here.id });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe("Present Pia has arrived: their seat is not free");
    const moved = (await json(
      await staff.post(path("/take-seat"), { guestId: walkIn.id, noShowId: noShow.id }),
    )) as ArrivalResult;
    expect(moved.guests.map((g) => [g.name, g.tableId, g.seatNumber])).toEqual([
      ["Absent Abe", null, null],
      ["Door Dan", table.id, 1],
    ]);
    // A walk-in straight into a no-show's seat, in one request: Abe, now unseated, has no seat to give; Pia,
    // once her check-in is undone, does.
    const noSeat = await staff.post(path("/walk-ins"), { name: "Late Lou", noShowId: noShow.id });
    expect((await errorOf(noSeat)).message).toBe("Absent Abe has no seat to give");
    await staff.post(path("/arrivals"), { guestId: here.id, arrived: false });
    const lou = (await json(
      await staff.post(path("/walk-ins"), { name: "Late Lou", noShowId: here.id }),
    )) as WalkInResult;
    expect([lou.guest.tableId, lou.guest.seatNumber]).toEqual([table.id, 2]);
    expect((await list()).guests.find((g) => g.id === here.id)).toMatchObject({
      tableId: null,
      seatNumber: null,
    });
  });
});
