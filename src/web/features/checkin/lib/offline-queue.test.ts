import { describe, expect, test } from "vitest";
import type { CheckinGuest, CheckinList } from "@/shared/checkin";
import { arrivalBatches, nextTime, type QueuedArrival, type QueuedWalkIn, withQueue } from "./offline-queue";

const guest = (id: string, name: string, extra: Partial<CheckinGuest> = {}): CheckinGuest => ({
  id,
  name,
  status: "invited",
  householdId: null,
  householdName: null,
  tableId: null,
  seatNumber: null,
  arrivedAt: null,
  walkIn: false,
  ...extra,
});
const list: CheckinList = {
  tables: [{ id: "t1", number: 1, name: "Table 1", capacity: 4 }],
  guests: [
    guest("a", "Ana", { householdId: "h", householdName: "García", tableId: "t1", seatNumber: 1 }),
    guest("b", "Bea", { tableId: "t1", seatNumber: 2, arrivedAt: "2030-06-01T18:00:00.000Z" }),
  ],
};
const base = { userId: "u", eventId: "e", device: "Phone" };
const arrival = (guestId: string, op: "check-in" | "undo", at: string): QueuedArrival => ({
  ...base,
  kind: "arrival",
  guestId,
  op,
  at,
});
const walkIn = (extra: Partial<QueuedWalkIn>): QueuedWalkIn => ({
  ...base,
  kind: "walk-in",
  id: "w",
  name: "Kim",
  withGuestId: null,
  seat: null,
  noShowId: null,
  at: "2030-06-01T18:05:00.000Z",
  ...extra,
});

describe("the list as the phone sees it", () => {
  test("check-ins and undos waiting are applied in the order they were done", () => {
    const shown = withQueue(list, [
      arrival("a", "check-in", "2030-06-01T18:01:00.000Z"),
      arrival("b", "undo", "2030-06-01T18:02:00.000Z"),
      arrival("a", "undo", "2030-06-01T18:03:00.000Z"),
      arrival("a", "check-in", "2030-06-01T18:04:00.000Z"),
    ]);
    expect(shown.guests.map((g) => [g.id, g.arrivedAt])).toEqual([
      ["a", "2030-06-01T18:04:00.000Z"],
      ["b", null],
    ]);
  });

  test("a walk-in waiting is in the list, with their companion's household; a no-show's seat taken", () => {
    const shown = withQueue(list, [walkIn({ withGuestId: "a", noShowId: "a" })]);
    expect(shown.guests.find((g) => g.id === "w")).toMatchObject({
      householdName: "García",
      tableId: "t1",
      seatNumber: 1,
      walkIn: true,
      arrivedAt: "2030-06-01T18:05:00.000Z",
    });
    expect(shown.guests.find((g) => g.id === "a")).toMatchObject({ tableId: null, seatNumber: null });
    // Once the server has them, they are not added twice.
    const synced = { ...list, guests: [...list.guests, guest("w", "Kim", { walkIn: true })] };
    expect(withQueue(synced, [walkIn({})]).guests.filter((g) => g.id === "w")).toHaveLength(1);
  });

  test("nothing waiting: the same list", () => {
    expect(withQueue(list, [])).toBe(list);
  });
});

describe("sending", () => {
  test("check-ins go in batches of at most 500, walk-ins apart", () => {
    const many = Array.from({ length: 1201 }, (_, i) => arrival("a", "check-in", new Date(i).toISOString()));
    expect(arrivalBatches([walkIn({}), ...many]).map((batch) => batch.length)).toEqual([500, 500, 201]);
  });

  test("two taps in one millisecond keep their order", () => {
    const first = nextTime(undefined, 1_000);
    const second = nextTime(first, 1_000);
    expect(Date.parse(second)).toBe(Date.parse(first) + 1);
    expect(nextTime(second, 5_000)).toBe(new Date(5_000).toISOString());
  });
});
