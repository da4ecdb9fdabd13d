import type { PDFPage } from "pdf-lib";
import { drawFitted, type PdfContext } from "./context";

export interface ListEntry {
  name: string;
  table: string;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MIN_COLUMN = 130;

/** How many entries fit in `box` at font `size`: columns of at least MIN_COLUMN × unit points. */
function capacity(box: Box, size: number, unit: number) {
  const columns = Math.max(1, Math.floor(box.width / (MIN_COLUMN * unit * (size / (9 * unit)))));
  const rows = Math.max(1, Math.floor(box.height / (size * 1.45)));
  return { columns, rows, total: columns * rows };
}

/**
 * "Find your seat": name on the left, table on the right, in columns. The largest size from 11 to 6 points
 * (times the poster's scale) at which everything fits in the first box; past that, more pages at the smallest.
 */
export function listLayout(
  ctx: PdfContext,
  entries: ListEntry[],
  first: Box,
  rest: Box,
  unit: number,
  addPage: (index: number) => PDFPage,
  page: PDFPage,
) {
  let size = 11 * unit;
  while (size > 6 * unit && capacity(first, size, unit).total < entries.length) size -= 0.5 * unit;
  let box = first;
  let layout = capacity(box, size, unit);
  let slot = 0;
  let current = page;
  for (const [index, entry] of entries.entries()) {
    if (slot === layout.total) {
      current = addPage(index);
      box = rest;
      layout = capacity(box, size, unit);
      slot = 0;
    }
    const column = Math.floor(slot / layout.rows);
    const row = slot % layout.rows;
    const columnWidth = box.width / layout.columns;
    const x = box.x + column * columnWidth;
    const y = box.y + box.height - (row + 1) * size * 1.45;
    const tableWidth = Math.min(columnWidth * 0.35, ctx.body.width(entry.table, size) + 2);
    drawFitted(current, ctx.body, entry.name, {
      x,
      y,
      size,
      maxWidth: columnWidth - tableWidth - 12 * unit,
      color: ctx.ink,
    });
    drawFitted(current, ctx.body, entry.table, {
      x: x + columnWidth - tableWidth - 8 * unit,
      y,
      size,
      maxWidth: tableWidth,
      color: ctx.primary,
    });
    slot += 1;
  }
}
