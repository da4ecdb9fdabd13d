import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { joinTeam } from "@/server/modules/team/team-test-helpers";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, addTable } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import type { ArrivalCounts, CheckinList } from "@/shared/checkin";
import { parseScannedText, scanUrl } from "@/shared/checkin-scan";
import type { Event } from "@/shared/event";

/**
 * What Scan, the floor plan and the arrival report PDF read and write through the API
 * (docs/decisions/029-check-in.md), on PGlite and on PostgreSQL: a scanned code is only ever a guest id sent
 * to the check-in write, which refuses another event's guest and a role that may not check in.
 */
let ctx: TestContext;
let ann: TestUser;
let usher: TestUser;
let caterer: TestUser;
let stranger: TestUser;
let event: Event;
let otherEvent: Event;

beforeAll(async () => {
  ctx = await createTestContext();
  ann = await signUpUser(ctx, { name: "Ann" });
  usher = await signUpUser(ctx, { name: "Usher Uma" });
  caterer = await signUpUser(ctx, { name: "Cate Caterer" });
  stranger = await signUpUser(ctx, { name: "Stranger" });
  event = await createEvent(ctx, ann.cookie);
  otherEvent = await createEvent(ctx, stranger.cookie);
  await joinTeam(ctx, ann, event.id, usher, "check-in");
  await joinTeam(ctx, ann, event.id, caterer, "caterer");
});
afterAll(async () => ctx?.close());

const path = (eventId: string, rest = "") => `/api/events/${eventId}/checkin${rest}`;

describe("a scanned card's check-in", () => {
  test("checks in the guest its code names; another event's code and a caterer's check-in are refused", async () => {
    const table = await addTable(ctx, event.id, { number: 1, capacity: 4 });
    const lena = await addGuest(ctx, ann.cookie, event.id, {
      name: "Lena Ortiz",
      tableId: table.id,
      seatNumber: 3,
    });
    const theirs = await addGuest(ctx, stranger.cookie, otherEvent.id, { name: "Not Yours" });
    const code = parseScannedText(
      scanUrl("https://x.test", { kind: "guest", eventId: event.id, id: lena.id }),
    );
    expect(code).toEqual({ kind: "guest", eventId: event.id, id: lena.id });

    // The other event's guest, sent to this event (as a forged or mistaken scan would): not found, nothing written.
    const foreign = await as(ctx, usher.cookie).post(path(event.id, "/arrivals"), {
      guestId: theirs.id,
      arrived: true,
    });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe("Guest not found");
    // Nor to the other event itself: the usher is not on its team.
    const elsewhere = await as(ctx, usher.cookie).post(path(otherEvent.id, "/arrivals"), {
      guestId: theirs.id,
      arrived: true,
    });
    expect(elsewhere.status).toBe(404);
    // A caterer reads the counts but may not check anyone in.
    const refused = await as(ctx, caterer.cookie).post(path(event.id, "/arrivals"), {
      guestId: lena.id,
      arrived: true,
    });
    expect(refused.status).toBe(403);

    const done = await as(ctx, usher.cookie).post(path(event.id, "/arrivals"), {
      guestId: code!.id,
      arrived: true,
    });
    expect(done.status).toBe(200);
    const counts = (await json(
      await as(ctx, caterer.cookie).get(path(event.id, "/counts")),
    )) as ArrivalCounts;
    expect(counts.tables).toEqual([
      { tableId: table.id, capacity: 4, arrived: 1, expected: 1, arrivedSeats: [3] },
    ]);
    const mine = (await json(await as(ctx, stranger.cookie).get(path(otherEvent.id)))) as CheckinList;
    expect(mine.guests.map((g) => [g.name, g.arrivedAt])).toEqual([["Not Yours", null]]);
  });
});

describe("the arrival report's data", () => {
  test("is read by the roles that read the guest list, as text, and refused to the others", async () => {
    await addGuest(ctx, ann.cookie, event.id, { name: "<script>alert(1)</script> & Co" });
    for (const reader of [ann, caterer]) {
      const response = await as(ctx, reader.cookie).get(path(event.id, "/report/data"));
      expect(response.status).toBe(200);
      const data = (await json(response)) as CheckinList;
      expect(data.guests.map((g) => g.name)).toContain("<script>alert(1)</script> & Co");
      expect(data.guests.find((g) => g.name === "Lena Ortiz")?.arrivedAt).not.toBeNull();
      expect(JSON.stringify(data)).not.toMatch(/email|phone|notes|meal/);
    }
    expect((await as(ctx, usher.cookie).get(path(event.id, "/report/data"))).status).toBe(403);
    expect((await as(ctx, stranger.cookie).get(path(event.id, "/report/data"))).status).toBe(404);
    expect((await ctx.request(path(event.id, "/report/data"))).status).toBe(401);
  });
});
