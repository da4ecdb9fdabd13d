import { describe, expect, test } from "vitest";
import type { HistoryRowChange } from "@/shared/history";
import { formatBytes } from "./history-labels";
import { rowView } from "./row-view";

const entry = { tables: { t3: "Table 3", t5: "Table 5" } };
const names = { households: new Map([["h1", "The Smiths"]]), groups: new Map([["g1", "College"]]) };

const row = (patch: Partial<HistoryRowChange>): HistoryRowChange => ({
  entity: "guest",
  id: "guest-1",
  label: "José García",
  op: "update",
  before: null,
  after: null,
  ...patch,
});

describe("an entry's rows, field by field", () => {
  test("a change reads before → after with the form's labels, in the form's order", () => {
    const view = rowView(
      row({
        before: { meal: null, status: "invited", tableId: "t3", version: 3 },
        after: { meal: "Vegetarian", status: "confirmed", tableId: "t5", version: 4 },
      }),
      entry,
      names,
    );
    expect(view.change).toBe("changed");
    expect(view.lines.map(({ label, before, after }) => `${label}: ${before} → ${after}`)).toEqual([
      "Status: Invited → Confirmed",
      "Table: Table 3 → Table 5",
      "Meal: — → Vegetarian",
    ]);
    expect(view.others).toBe(0);
  });

  test("ids become names; booleans words; the passcode is never shown", () => {
    const household = rowView(
      row({ before: { householdId: null }, after: { householdId: "h1" } }),
      entry,
      names,
    );
    expect(household.lines[0]).toMatchObject({ label: "Household", before: "—", after: "The Smiths" });
    const event = rowView(
      row({
        entity: "event",
        label: null,
        before: { isPublished: false, passcode: null },
        after: { isPublished: true, passcode: "1234" },
      }),
      entry,
      names,
    );
    expect(event.title).toBe("Event settings");
    expect(event.lines.map((line) => `${line.before} → ${line.after}`)).toEqual(["No → Yes", "— → Set"]);
  });

  test("a table moved on the plan is one line, not coordinates", () => {
    const view = rowView(
      row({ entity: "table", label: "Table 3", before: { positionX: 10 }, after: { positionX: 200 } }),
      entry,
      names,
    );
    expect(view).toMatchObject({ title: "Table 3", moved: true, lines: [] });
  });

  test("a removed guest or table offers Restore when the history says it can", () => {
    const removed = rowView(
      row({ op: "delete", before: { name: "José García" }, restorable: true }),
      entry,
      names,
    );
    expect(removed).toMatchObject({ change: "removed", restore: { entity: "guest", id: "guest-1" } });
    const back = rowView(row({ op: "delete", restorable: false }), entry, names);
    expect(back.restore).toBeUndefined();
  });

  test("joining a group reads as the Group line", () => {
    const view = rowView(
      row({
        entity: "group_member",
        label: "José García",
        op: "insert",
        after: { groupId: "g1", guestId: "x" },
      }),
      entry,
      names,
    );
    expect(view.lines[0]).toMatchObject({ label: "Group", before: "—", after: "College" });
  });
});

describe("sizes", () => {
  test("in decimal units, in the reader's language", () => {
    expect(formatBytes(1_200_000, "en")).toBe("1.2 MB");
    expect(formatBytes(300_000, "en")).toBe("300 kB");
    expect(formatBytes(512, "en")).toBe("512 bytes");
    expect(formatBytes(1_200_000, "fr")).toContain("1,2");
  });
});
