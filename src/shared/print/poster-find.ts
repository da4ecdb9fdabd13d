import type { Size } from "./paper";
import { emWidth, LONG_NAME_EM, type PosterText } from "./poster-text";

/** "Find your seat": everyone alphabetically with their table, in columns, name left and table right. */

export interface FindEntry {
  name: string;
  table: string;
}

const LINE = 1.35;
const GUTTER = 1.5;

/** The width a column needs, in ems: the longest name up to LONG_NAME_EM (longer ones shrink), the table. */
export function columnEm(entries: FindEntry[]) {
  if (entries.length === 0) return 0;
  let name = 0;
  let table = 0;
  for (const entry of entries) {
    name = Math.max(name, Math.min(LONG_NAME_EM, emWidth(entry.name)));
    table = Math.max(table, emWidth(entry.table));
  }
  return name + table + GUTTER;
}

/** How many entries `box` holds at `size` (none when it is narrower than a column). */
export function findCapacity(box: Size, size: number, em: number) {
  const columns = Math.max(0, Math.floor((box.width + GUTTER * size) / ((em + GUTTER) * size)));
  const rows = Math.max(0, Math.floor(box.height / (LINE * size)));
  return { columns, rows, total: columns * rows };
}

/** The largest size from `max` down to `floor` at which every entry fits in `box`; `floor` when none does. */
export function findSize(entries: FindEntry[], em: number, box: Size, floor: number, max: number) {
  for (let size = max; size > floor; size /= 1.04) {
    if (findCapacity(box, size, em).total >= entries.length) return { size, fits: true };
  }
  return { size: floor, fits: findCapacity(box, floor, em).total >= entries.length };
}

/** The entries laid out in `box` at `size`, as many as fit; returns the texts and how many were placed.
 * Right to left, the columns and each line read from the right: the name at its right end, the table at
 * its left. */
export function placeEntries(
  entries: FindEntry[],
  box: { x: number; y: number } & Size,
  size: number,
  em: number,
  dir: "ltr" | "rtl" = "ltr",
): { texts: PosterText[]; placed: number } {
  // A sheet narrower than a column (a name longer than any sheet) still takes one, its lines shrunk.
  const { rows } = findCapacity(box, size, em);
  const columns = Math.max(1, findCapacity(box, size, em).columns);
  const total = columns * rows;
  const width = (box.width - (columns - 1) * GUTTER * size) / columns;
  const texts: PosterText[] = [];
  const shown = entries.slice(0, total);
  // Fill columns evenly, so the last one is not a stub.
  const perColumn = Math.min(rows, Math.ceil(shown.length / columns));
  for (const [index, entry] of shown.entries()) {
    const column = Math.floor(index / perColumn);
    const row = index % perColumn;
    const offset = column * (width + GUTTER * size);
    const x = dir === "rtl" ? box.x + box.width - offset - width : box.x + offset;
    const y = box.y + row * LINE * size + 0.85 * size;
    const tableWidth = Math.min(width * 0.4, emWidth(entry.table) * size);
    const rtl = dir === "rtl";
    texts.push(
      text(entry.name, {
        x: rtl ? x + width : x,
        y,
        size,
        maxWidth: width - tableWidth - size,
        align: rtl ? "end" : "start",
        role: "find",
      }),
      text(entry.table, {
        x: rtl ? x : x + width,
        y,
        size,
        maxWidth: tableWidth,
        align: rtl ? "start" : "end",
        role: "find-table",
        color: "primary",
      }),
    );
  }
  return { texts, placed: shown.length };
}

function text(
  value: string,
  at: Omit<PosterText, "text" | "font" | "color"> & Partial<PosterText>,
): PosterText {
  return { text: value, font: "body", color: "ink", ...at };
}
