import { describe, expect, it } from "vitest";
import type { CheckinGuest, CheckinList } from "@/shared/checkin";
import { parseScannedText, scanUrl } from "@/shared/checkin-scan";
import { matchScan } from "./scan-target";

const EVENT = "11111111-1111-4111-8111-111111111111";
const OTHER_EVENT = "22222222-2222-4222-8222-222222222222";
const HOUSEHOLD = "33333333-3333-4333-8333-333333333333";
const TABLE = { id: "44444444-4444-4444-8444-444444444444", number: 4, name: "Table 4", capacity: 8 };

const guest = (id: string, extra: Partial<CheckinGuest> = {}): CheckinGuest => ({
  id,
  name: `Guest ${id.slice(0, 4)}`,
  status: "confirmed",
  householdId: null,
  householdName: null,
  tableId: TABLE.id,
  seatNumber: 1,
  arrivedAt: null,
  walkIn: false,
  ...extra,
});

const ana = guest("aaaaaaaa-0000-4000-8000-000000000001", {
  name: "Ana García",
  householdId: HOUSEHOLD,
  householdName: "García",
});
const luis = guest("aaaaaaaa-0000-4000-8000-000000000002", {
  name: "Luis García",
  householdId: HOUSEHOLD,
  householdName: "García",
  seatNumber: 2,
});
const tia = guest("aaaaaaaa-0000-4000-8000-000000000003", {
  householdId: HOUSEHOLD,
  householdName: "García",
  status: "declined",
  tableId: null,
  seatNumber: null,
});
const list: CheckinList = { guests: [ana, luis, tia], tables: [TABLE] };
const scanned = (kind: "guest" | "household", id: string, eventId = EVENT) =>
  parseScannedText(scanUrl("https://x.test", { kind, eventId, id }));

describe("a scanned code on the check-in list", () => {
  it("is the guest it names, with their table", () => {
    expect(matchScan(scanned("guest", luis.id), EVENT, list)).toEqual({
      kind: "guest",
      guest: luis,
      table: TABLE,
      arrived: false,
    });
  });

  it("is a household on its escort card, here once everyone expected is", () => {
    const match = matchScan(scanned("household", HOUSEHOLD), EVENT, list);
    expect(match).toMatchObject({ kind: "household", name: "García", tables: [TABLE], arrived: false });
    const here = { ...list, guests: [ana, luis].map((g) => ({ ...g, arrivedAt: "2026-06-06T18:00:00Z" })) };
    expect(
      matchScan(scanned("household", HOUSEHOLD), EVENT, { ...here, guests: [...here.guests, tia] }),
    ).toMatchObject({
      kind: "household",
      arrived: true,
    });
  });

  it("is no one for another event's code, a made-up one, or a guest no longer on the list", () => {
    expect(matchScan(scanned("guest", luis.id, OTHER_EVENT), EVENT, list)).toEqual({ kind: "unknown" });
    expect(
      matchScan(parseScannedText("https://x.test/dashboard/check-in?scan=g.made.up"), EVENT, list),
    ).toEqual({
      kind: "unknown",
    });
    expect(matchScan(scanned("guest", "aaaaaaaa-0000-4000-8000-0000000000ff"), EVENT, list)).toEqual({
      kind: "unknown",
    });
    expect(matchScan(scanned("household", "aaaaaaaa-0000-4000-8000-0000000000ff"), EVENT, list)).toEqual({
      kind: "unknown",
    });
  });
});
