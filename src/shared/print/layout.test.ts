import { describe, expect, test } from "vitest";
import { cellOrigin, cutMarks, fitFontSize, fitGrid, sheetCount, sheetGrid } from "./grid";
import { CARD, inches, mm, PAPER, pageSize } from "./paper";

describe("cards per sheet", () => {
  test("3.5 × 2 in business cards: 2 × 5 on US Letter portrait (10 mm margins), 2 × 3 landscape", () => {
    const portrait = sheetGrid("letter", CARD["3.5x2in"], "portrait");
    expect([portrait.columns, portrait.rows, portrait.perSheet]).toEqual([2, 5, 10]);
    const landscape = sheetGrid("letter", CARD["3.5x2in"], "landscape");
    expect([landscape.columns, landscape.rows]).toEqual([2, 3]);
    expect(sheetGrid("letter", CARD["3.5x2in"], "auto")).toEqual(portrait);
  });

  test("85 × 55 mm on A4: 2 × 5 portrait, 3 × 3 landscape; auto takes portrait's 10", () => {
    expect(sheetGrid("a4", CARD["85x55mm"], "portrait").perSheet).toBe(10);
    expect(sheetGrid("a4", CARD["85x55mm"], "landscape").perSheet).toBe(9);
    expect(sheetGrid("a4", CARD["85x55mm"]).page).toEqual(pageSize("a4", "portrait"));
  });

  test("a tent card is twice as tall flat: 85 × 110 mm gives 2 × 2 on A4", () => {
    const tent = { width: CARD["85x55mm"].width, height: CARD["85x55mm"].height * 2 };
    expect(sheetGrid("a4", tent, "portrait").perSheet).toBe(4);
  });

  test("exact fit counts, a card larger than the sheet fits none", () => {
    const page = { width: inches(8), height: inches(10) };
    expect(fitGrid(page, { width: inches(2), height: inches(2) }, 0).perSheet).toBe(20);
    expect(fitGrid(page, { width: inches(9), height: inches(2) }).perSheet).toBe(0);
    expect(sheetCount(5, fitGrid(page, { width: inches(9), height: 1 }))).toBe(0);
  });

  test("the grid is centred and cards fill rows top to bottom", () => {
    const grid = sheetGrid("a4", CARD["85x55mm"], "portrait");
    const right = grid.left + grid.columns * grid.cell.width;
    expect(grid.left).toBeCloseTo(grid.page.width - right);
    expect(grid.left).toBeGreaterThanOrEqual(mm(10));
    const first = cellOrigin(grid, 0);
    expect(first.x).toBeCloseTo(grid.left);
    expect(first.y + grid.cell.height).toBeCloseTo(grid.bottom + grid.rows * grid.cell.height);
    expect(cellOrigin(grid, 1).x).toBeCloseTo(grid.left + grid.cell.width);
    expect(cellOrigin(grid, 2).y).toBeCloseTo(first.y - grid.cell.height);
    expect(cellOrigin(grid, grid.perSheet)).toEqual(first);
    expect(sheetCount(21, grid)).toBe(3);
  });

  test("one cut mark at each end of every grid line, all inside the page", () => {
    const grid = sheetGrid("letter", CARD["3.5x2in"], "portrait");
    const marks = cutMarks(grid);
    expect(marks).toHaveLength(2 * (grid.columns + 1) + 2 * (grid.rows + 1));
    for (const m of marks) {
      for (const x of [m.x1, m.x2]) expect(x).toBeGreaterThanOrEqual(0);
      for (const x of [m.x1, m.x2]) expect(x).toBeLessThanOrEqual(grid.page.width);
      for (const y of [m.y1, m.y2]) expect(y).toBeGreaterThanOrEqual(0);
    }
  });

  test("poster sizes", () => {
    expect(PAPER.a2.width).toBeCloseTo(mm(420));
    expect(pageSize("18x24", "landscape")).toEqual({ width: 24 * 72, height: 18 * 72 });
  });
});

describe("fit to width", () => {
  test("a short name keeps the preferred size, a long one shrinks to exactly the width", () => {
    expect(fitFontSize(3, 200, 24)).toBe(24);
    expect(fitFontSize(20, 200, 24)).toBe(10);
    expect(fitFontSize(20, 200, 24) * 20).toBeLessThanOrEqual(200);
    expect(fitFontSize(0, 200, 24)).toBe(24);
  });
});
