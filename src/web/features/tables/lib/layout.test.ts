import { describe, expect, test } from "vitest";
import { historyReducer, initialHistory } from "./history";
import {
  defaultLayout,
  duplicateItems,
  type Layout,
  moveItems,
  newTable,
  rotateItems,
  sameLayout,
  updateTable,
} from "./layout";

describe("new tables", () => {
  test("two default unsaved tables at (100,100) and (300,100)", () => {
    const { tables } = defaultLayout();
    expect(tables.map((t) => [t.name, t.x, t.y, t.shape, t.capacity, t.number])).toEqual([
      ["Table 1", 100, 100, "round", 8, null],
      ["Table 2", 300, 100, "round", 8, null],
    ]);
    expect(tables.every((t) => t.id.startsWith("new-"))).toBe(true);
  });

  test("a new table is 'Table {count + 1}', round, at (200,200)", () => {
    expect(newTable(4)).toMatchObject({ name: "Table 5", shape: "round", x: 200, y: 200 });
  });
});

describe("edits", () => {
  const layout = defaultLayout();
  const [a, b] = layout.tables;

  test("moving keeps items on the canvas and leaves the others untouched", () => {
    const moved = moveItems(layout, new Set([a!.id]), -500, 40);
    expect(moved.tables[0]).toMatchObject({ x: 0, y: 140 });
    expect(moved.tables[1]).toBe(b);
  });

  test("rotation wraps at 360 degrees", () => {
    expect(rotateItems(layout, new Set([a!.id]), -15).tables[0]!.rotation).toBe(345);
  });

  test("duplicates are new tables named as 'Add table' names them, offset from the originals", () => {
    const { layout: next, ids } = duplicateItems(layout, new Set([a!.id, b!.id]));
    expect(next.tables.slice(2).map((t) => [t.name, t.x, t.y])).toEqual([
      ["Table 3", 140, 140],
      ["Table 4", 340, 140],
    ]);
    expect([...ids]).toEqual(next.tables.slice(2).map((t) => t.id));
  });

  test("sameLayout compares what would be saved", () => {
    expect(sameLayout(layout, updateTable(layout, a!.id, { name: "Table 1" }))).toBe(true);
    expect(sameLayout(layout, updateTable(layout, a!.id, { capacity: 9 }))).toBe(false);
  });
});

describe("undo history", () => {
  const layout = defaultLayout();
  const id = layout.tables[0]!.id;
  const edit = (capacity: number, key?: string) =>
    ({ type: "edit", change: (l: Layout) => updateTable(l, id, { capacity }), key }) as const;

  test("undo and redo walk the edits; a new edit drops the redo steps", () => {
    let state = initialHistory(layout);
    state = historyReducer(state, edit(9));
    state = historyReducer(state, edit(10));
    state = historyReducer(state, { type: "undo" });
    expect(state.present.tables[0]!.capacity).toBe(9);
    state = historyReducer(state, { type: "redo" });
    expect(state.present.tables[0]!.capacity).toBe(10);
    state = historyReducer(state, { type: "undo" });
    state = historyReducer(state, edit(12));
    expect(state.future).toEqual([]);
    state = historyReducer(state, { type: "undo" });
    state = historyReducer(state, { type: "undo" });
    expect(state.present).toBe(layout);
  });

  test("a run of edits with one key is one step", () => {
    let state = initialHistory(layout);
    for (const capacity of [9, 10, 11, 12]) state = historyReducer(state, edit(capacity, `capacity:${id}`));
    expect(state.past).toHaveLength(1);
    state = historyReducer(state, { type: "undo" });
    expect(state.present).toBe(layout);
  });
});
