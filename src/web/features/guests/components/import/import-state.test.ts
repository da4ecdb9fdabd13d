import { describe, expect, test } from "vitest";
import { DEFAULT_MERGE } from "@/shared/csv/merge";
import { readGuestFile } from "@/shared/csv/read";
import type { ImportResult } from "@/shared/guests-import";
import {
  DEFAULT_CHOICES,
  type ImportEvent,
  type ImportState,
  INITIAL_IMPORT,
  importReducer,
  type Source,
} from "./import-state";

const file = new File(["E-mail,Full name\nann@example.com,Ann\n"], "guests.csv", { type: "text/csv" });
const source: Source = {
  file,
  read: readGuestFile(new TextEncoder().encode("E-mail,Full name\nann@example.com,Ann\n")),
};
const result: ImportResult = {
  imported: 1,
  updated: 0,
  unchanged: 0,
  removed: 0,
  skipped: [],
  seating: [],
  emptied: [],
  warnings: 0,
  created: { households: 0, groups: 0, tables: [] },
};

const reduce = (state: ImportState, ...events: ImportEvent[]) => events.reduce(importReducer, state);
const mapped = reduce(INITIAL_IMPORT, { type: "reading", file }, { type: "read", source });

describe("import dialog phases", () => {
  test("a file read opens the columns, guessed from its headers, with the default choices", () => {
    expect(reduce(INITIAL_IMPORT, { type: "reading", file })).toEqual({ phase: "reading", file });
    expect(mapped).toEqual({
      phase: "map",
      source,
      mapping: ["email", "name"],
      choices: DEFAULT_CHOICES,
      merge: DEFAULT_MERGE,
    });
  });

  test("another sheet of the workbook, read again, sets the import up afresh; only for the file on screen", () => {
    const notes: Source = {
      file,
      read: readGuestFile(new TextEncoder().encode("Notes,Name\nVegetarian,Bo\n")),
    };
    const changed = reduce(mapped, {
      type: "choices",
      choices: { skipDuplicates: false, splitCouples: false },
    });
    expect(reduce(changed, { type: "sheet", source: notes })).toEqual({
      phase: "map",
      source: notes,
      mapping: ["notes", "name"],
      choices: DEFAULT_CHOICES,
      merge: DEFAULT_MERGE,
    });
    const other: Source = { ...notes, file: new File(["x"], "other.xlsx") };
    expect(reduce(mapped, { type: "sheet", source: other })).toBe(mapped);
    expect(reduce(INITIAL_IMPORT, { type: "sheet", source: notes })).toBe(INITIAL_IMPORT);
  });

  test("the owner remaps columns and changes choices; the import sends, reports progress, and ends on the result", () => {
    const choices = { skipDuplicates: false, splitCouples: false };
    const set = reduce(
      mapped,
      { type: "mapping", mapping: ["email", "notes"] },
      { type: "choices", choices },
    );
    expect(set).toMatchObject({ phase: "map", mapping: ["email", "notes"], choices });
    const sending = reduce(set, { type: "send" }, { type: "sent", fraction: 0.5 });
    expect(sending).toMatchObject({ phase: "importing", sent: 0.5, mapping: ["email", "notes"], choices });
    // While it is sent, nothing changes what was sent, and the dialog cannot start over.
    for (const event of [
      { type: "mapping", mapping: ["ignore", "name"] },
      { type: "choices", choices: DEFAULT_CHOICES },
      { type: "restart" },
    ] satisfies ImportEvent[]) {
      expect(importReducer(sending, event)).toBe(sending);
    }
    expect(reduce(sending, { type: "imported", result })).toEqual({ phase: "done", result });
  });

  test("a refused import goes back to the columns as they were set", () => {
    const sending = reduce(mapped, { type: "send" }, { type: "sent", fraction: 1 });
    expect(reduce(sending, { type: "refused" })).toEqual(mapped);
  });

  test("into a list with guests: the review's mode and per-row choices, back to the columns, refused back to the review", () => {
    const merge = { mode: "replace" as const, exclude: ["2"], keep: ["guest-1"] };
    const reviewing = reduce(mapped, { type: "review" }, { type: "merge", merge });
    expect(reviewing).toEqual({ ...mapped, phase: "review", merge });
    // Per-row choices are made in the review only; the columns are changed in the map step only.
    expect(importReducer(mapped, { type: "merge", merge })).toBe(mapped);
    expect(importReducer(reviewing, { type: "mapping", mapping: ["name", "email"] })).toBe(reviewing);
    const back = reduce(reviewing, { type: "back" });
    expect(back).toEqual({ ...mapped, merge });
    // Other columns make other guests: the row choices start again, the mode stays.
    expect(reduce(back, { type: "mapping", mapping: ["email", "notes"] })).toMatchObject({
      merge: { mode: "replace", exclude: [], keep: [] },
    });
    const sending = reduce(reviewing, { type: "send" });
    expect(sending).toMatchObject({ phase: "importing", from: "review", merge });
    expect(reduce(sending, { type: "refused" })).toEqual(reviewing);
  });

  test("a file that cannot be read, or is refused before reading, says why on the choose step", () => {
    const message = "The CSV file contains errors. Please check the format.";
    expect(reduce(INITIAL_IMPORT, { type: "reading", file }, { type: "unreadable", file, message })).toEqual({
      phase: "choose",
      error: message,
    });
    expect(reduce(INITIAL_IMPORT, { type: "unreadable", file, message })).toEqual({
      phase: "choose",
      error: message,
    });
    // The next file clears the message while it is read.
    expect(reduce(INITIAL_IMPORT, { type: "unreadable", file, message }, { type: "reading", file })).toEqual({
      phase: "reading",
      file,
    });
  });

  test("a file read after the owner moved on is dropped", () => {
    const other = new File(["name\nBo\n"], "other.csv");
    const reading = reduce(INITIAL_IMPORT, { type: "reading", file: other });
    expect(importReducer(reading, { type: "read", source })).toBe(reading);
    expect(importReducer(reading, { type: "unreadable", file, message: "x" })).toBe(reading);
    expect(
      reduce(INITIAL_IMPORT, { type: "reading", file }, { type: "restart" }, { type: "read", source }),
    ).toEqual(INITIAL_IMPORT);
  });

  test("Choose another file and Done start over", () => {
    expect(importReducer(mapped, { type: "restart" })).toEqual(INITIAL_IMPORT);
    expect(importReducer({ phase: "done", result }, { type: "restart" })).toEqual(INITIAL_IMPORT);
  });
});
