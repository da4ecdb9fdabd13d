import { describe, expect, it } from "vitest";
import type { CheckinGuest, CheckinList } from "../checkin";
import { arrivalReport } from "./arrival-report";

const guest = (name: string, extra: Partial<CheckinGuest> = {}): CheckinGuest => ({
  id: name,
  name,
  status: "confirmed",
  householdId: null,
  householdName: null,
  tableId: null,
  seatNumber: null,
  arrivedAt: null,
  walkIn: false,
  ...extra,
});
const HERE = "2026-06-06T18:02:00.000Z";
const list: CheckinList = {
  tables: [
    { id: "t2", number: 2, name: "Thyme", capacity: 8 },
    { id: "t1", number: 1, name: "Rosemary", capacity: 8 },
  ],
  guests: [
    guest("Zoë", { tableId: "t1", seatNumber: 2, arrivedAt: HERE }),
    guest("Émile", { tableId: "t1" }),
    guest("Ana", { tableId: "t1", seatNumber: 1 }),
    guest("Kim", { tableId: "t2", seatNumber: 1, arrivedAt: HERE, walkIn: true }),
    guest("Declined Dora", { tableId: "t2", seatNumber: 2, status: "declined" }),
    guest("Declined but came", { tableId: "t2", seatNumber: 3, status: "declined", arrivedAt: HERE }),
    guest("Door Dan", { arrivedAt: HERE, walkIn: true }),
  ],
};

describe("the arrival report", () => {
  it("lists who came and who did not, table by table, walk-ins marked, those without a seat last", () => {
    const report = arrivalReport(list, { tableLabel: "number" });
    expect(report).toMatchObject({ arrived: 4, expected: 6, walkIns: 2 });
    expect(report.tables.map((t) => [t.label, t.arrived, t.expected])).toEqual([
      ["Table 1", 1, 3],
      ["Table 2", 2, 2],
      ["No table", 1, 1],
    ]);
    expect(report.tables[0]!.guests.map((g) => g.name)).toEqual(["Ana", "Zoë", "Émile"]);
    expect(report.tables[1]!.guests.map((g) => [g.name, g.walkIn])).toEqual([
      ["Kim", true],
      ["Declined but came", false],
    ]);
    expect(arrivalReport(list, { tableLabel: "name" }).tables[0]!.label).toBe("Rosemary");
  });

  it("is empty, not broken, for an event without guests", () => {
    expect(arrivalReport({ guests: [], tables: list.tables }, { tableLabel: "number" })).toEqual({
      arrived: 0,
      expected: 0,
      walkIns: 0,
      tables: [],
    });
  });
});
