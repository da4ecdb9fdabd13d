import {
  CARD,
  type CardSize,
  type Orientation,
  pageSize,
  SHEET_MARGIN,
  type SheetSize,
  type Size,
} from "./paper";

/** Where cards sit on a sheet: a grid of equal cells butted together (one cut per line), centred. */
export interface SheetGrid {
  page: Size;
  columns: number;
  rows: number;
  perSheet: number;
  /** The grid's lower-left corner (PDF coordinates grow up and to the right). */
  left: number;
  bottom: number;
  cell: Size;
}

/** How many `cell`s fit on `page` inside `margin` on every side; 0 when not even one does. */
export function fitGrid(page: Size, cell: Size, margin = SHEET_MARGIN): SheetGrid {
  const columns = Math.max(0, Math.floor((page.width - 2 * margin + 1e-6) / cell.width));
  const rows = Math.max(0, Math.floor((page.height - 2 * margin + 1e-6) / cell.height));
  return {
    page,
    columns,
    rows,
    perSheet: columns * rows,
    left: (page.width - columns * cell.width) / 2,
    bottom: (page.height - rows * cell.height) / 2,
    cell,
  };
}

/** The orientation that fits more cards (portrait when equal), unless one is asked for. */
export function sheetGrid(
  sheet: SheetSize,
  cell: Size,
  orientation: Orientation | "auto" = "auto",
  margin = SHEET_MARGIN,
): SheetGrid {
  if (orientation !== "auto") return fitGrid(pageSize(sheet, orientation), cell, margin);
  const portrait = fitGrid(pageSize(sheet, "portrait"), cell, margin);
  const landscape = fitGrid(pageSize(sheet, "landscape"), cell, margin);
  return landscape.perSheet > portrait.perSheet ? landscape : portrait;
}

/** The lower-left corner of the `index`-th card on its sheet: left to right, then top to bottom. */
/** The lower-left corner of the `index`th card's cell. Right to left (an Arabic print), a sheet fills from
 * its top-right card. */
export function cellOrigin(
  grid: SheetGrid,
  index: number,
  dir: "ltr" | "rtl" = "ltr",
): { x: number; y: number } {
  const slot = index % grid.perSheet;
  const inRow = slot % grid.columns;
  const column = dir === "rtl" ? grid.columns - 1 - inRow : inRow;
  const row = Math.floor(slot / grid.columns);
  return {
    x: grid.left + column * grid.cell.width,
    y: grid.bottom + (grid.rows - 1 - row) * grid.cell.height,
  };
}

export const sheetCount = (cards: number, grid: SheetGrid) =>
  grid.perSheet === 0 ? 0 : Math.ceil(cards / grid.perSheet);

/** Short lines just outside the grid, in the margin, where each cut goes: along every column and row edge. */
export function cutMarks(grid: SheetGrid, length = 12, gap = 3) {
  const marks: { x1: number; y1: number; x2: number; y2: number }[] = [];
  const top = grid.bottom + grid.rows * grid.cell.height;
  const right = grid.left + grid.columns * grid.cell.width;
  for (let c = 0; c <= grid.columns; c += 1) {
    const x = grid.left + c * grid.cell.width;
    marks.push({ x1: x, y1: top + gap, x2: x, y2: top + gap + length });
    marks.push({ x1: x, y1: grid.bottom - gap, x2: x, y2: grid.bottom - gap - length });
  }
  for (let r = 0; r <= grid.rows; r += 1) {
    const y = grid.bottom + r * grid.cell.height;
    marks.push({ x1: grid.left - gap, y1: y, x2: grid.left - gap - length, y2: y });
    marks.push({ x1: right + gap, y1: y, x2: right + gap + length, y2: y });
  }
  return marks;
}

/**
 * The font size at which a line fits `maxWidth`: `preferred` when it fits, else smaller in proportion, so a
 * long name shrinks instead of being cut off. `widthAtOne` is the line's width at size 1.
 */
export function fitFontSize(widthAtOne: number, maxWidth: number, preferred: number): number {
  if (widthAtOne <= 0) return preferred;
  return Math.min(preferred, maxWidth / widthAtOne);
}

/** The sheet of escort cards (one face per cell) or tent-fold place cards (two faces, folded in half). */
export function cardSheetGrid(
  kind: "escort" | "place",
  options: { cardSize: CardSize; sheet: SheetSize; orientation: Orientation | "auto" },
): SheetGrid {
  const face = CARD[options.cardSize];
  const cell = kind === "place" ? { width: face.width, height: face.height * 2 } : face;
  return sheetGrid(options.sheet, cell, options.orientation);
}
