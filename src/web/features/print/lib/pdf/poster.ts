import { degrees, type PDFPage } from "pdf-lib";
import type { SeatedGuest } from "@/shared/print/documents";
import type { PrintTable } from "@/shared/print/options";
import { type Orientation, PAPER, pageSize } from "@/shared/print/paper";
import { compareByLastName } from "@/shared/print/sort";
import { tableSize, type VenueElement } from "@/shared/tables";
import {
  createContext,
  drawCentered,
  drawFitted,
  type GenerateInput,
  type PdfContext,
  progress,
} from "./context";
import { type ListEntry, listLayout } from "./poster-list";

/** The seating chart poster: the floor plan with each table's guests, and an alphabetical "Find your seat". */

export interface PosterData {
  tables: { table: PrintTable; label: string; guests: string[] }[];
  elements: VenueElement[];
  find: SeatedGuest[];
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** World units free below a table (to the next table under it) and across (to its nearest neighbour in its row). */
function freeRoom(table: PrintTable, all: PosterData["tables"], bottom: number) {
  const reach = (t: PrintTable) => Math.max(...Object.values(tableSize(t.shape, t.capacity))) / 2;
  let below = bottom - (table.position.y + reach(table));
  let across = 400;
  for (const { table: other } of all) {
    if (other.id === table.id) continue;
    const dx = Math.abs(other.position.x - table.position.x);
    const dy = other.position.y - table.position.y;
    if (dx < reach(table) + reach(other) + 40 && dy > 0) {
      below = Math.min(below, other.position.y - reach(other) - (table.position.y + reach(table)));
    }
    if (Math.abs(dy) < reach(table) + reach(other) + 40) across = Math.min(across, dx);
  }
  return { below: Math.max(below, 20), across };
}

function drawPlan(page: PDFPage, ctx: PdfContext, box: Box, data: PosterData, unit: number) {
  const items = [
    ...data.tables.map(({ table }) => ({ ...table.position, ...tableSize(table.shape, table.capacity) })),
    ...data.elements.map((e) => ({ ...e.position, width: e.width, height: e.height })),
  ];
  if (items.length === 0) return;
  // Each table's guest list hangs below it, so leave room under every item.
  const pad = 60;
  const minX = Math.min(...items.map((i) => i.x - Math.max(i.width, i.height) / 2)) - pad;
  const maxX = Math.max(...items.map((i) => i.x + Math.max(i.width, i.height) / 2)) + pad;
  const minY = Math.min(...items.map((i) => i.y - Math.max(i.width, i.height) / 2)) - 20;
  const maxY = Math.max(...items.map((i) => i.y + Math.max(i.width, i.height) / 2)) + pad * 2.5;
  const scale = Math.min(box.width / (maxX - minX), box.height / (maxY - minY));
  const offsetX = box.x + (box.width - (maxX - minX) * scale) / 2;
  const top = box.y + box.height - (box.height - (maxY - minY) * scale) / 2;
  const at = (x: number, y: number) => ({ x: offsetX + (x - minX) * scale, y: top - (y - minY) * scale });

  for (const element of data.elements) {
    const c = at(element.position.x, element.position.y);
    const w = element.width * scale;
    const h = element.height * scale;
    page.drawRectangle({
      x: c.x - w / 2,
      y: c.y - h / 2,
      width: w,
      height: h,
      color: ctx.accent,
      opacity: 0.25,
      borderColor: ctx.guide,
      borderWidth: 0.5,
    });
    drawCentered(page, ctx.body, element.label, {
      cx: c.x,
      y: c.y - 3,
      size: Math.min(10, h * 0.4),
      maxWidth: w * 0.9,
      color: ctx.muted,
    });
  }
  // One size for every table's guest list: the largest that fits under the most crowded table.
  const line = Math.min(
    9 * unit,
    ...data.tables.map(
      ({ table, guests }) =>
        (freeRoom(table, data.tables, maxY).below * scale * 0.92 - 4) / Math.max(guests.length, 1),
    ),
  );
  for (const { table, label, guests } of data.tables) {
    const c = at(table.position.x, table.position.y);
    const size = tableSize(table.shape, table.capacity);
    const w = size.width * scale;
    const h = size.height * scale;
    const style = { borderColor: ctx.primary, borderWidth: 1, color: ctx.accent, opacity: 0.35 };
    if (table.shape === "rectangular") {
      page.drawRectangle({
        x: c.x - w / 2,
        y: c.y - h / 2,
        width: w,
        height: h,
        rotate: degrees(-table.rotation),
        ...style,
      });
    } else {
      page.drawEllipse({
        x: c.x,
        y: c.y,
        xScale: w / 2,
        yScale: h / 2,
        rotate: degrees(-table.rotation),
        ...style,
      });
    }
    drawCentered(page, ctx.heading, label, {
      cx: c.x,
      y: c.y - 4,
      size: Math.min(14, h * 0.35),
      maxWidth: w * 0.9,
      color: ctx.ink,
    });
    // The guests, under the table, as large as the room down to the next table (or the plan's edge) and
    // across to its neighbours allows.
    const slot = Math.max(w, freeRoom(table, data.tables, maxY).across * scale * 0.92);
    let y = c.y - Math.max(w, h) / 2 - line - 2;
    for (const name of guests) {
      drawCentered(page, ctx.body, name, { cx: c.x, y, size: line * 0.9, maxWidth: slot, color: ctx.ink });
      y -= line;
    }
  }
}

export async function posterPdf(data: PosterData, input: GenerateInput): Promise<Uint8Array> {
  const title = input.options.title.trim() || input.eventTitle;
  const entries: ListEntry[] = [...data.find]
    .sort((a, b) => compareByLastName(a.name, b.name))
    .map((guest) => ({ name: guest.name, table: guest.tableText }));
  const ctx = await createContext(
    input,
    {
      heading: [title, "Find your seat", ...data.tables.map((t) => t.label)],
      body: [
        ...entries.flatMap((e) => [e.name, e.table]),
        ...data.elements.map((e) => e.label),
        "Find your seat (continued)",
      ],
    },
    "Seating chart",
  );
  const paper = input.options.posterSize;
  const orientation: Orientation =
    input.options.orientation === "auto" ? "landscape" : input.options.orientation;
  const size = pageSize(paper, orientation);
  const unit = Math.min(size.width, size.height) / PAPER.a4.width; // 1 on A4, ~2 on A2
  const margin = 28 * unit;
  const page = ctx.doc.addPage([size.width, size.height]);
  drawCentered(page, ctx.heading, title, {
    cx: size.width / 2,
    y: size.height - margin - 24 * unit,
    size: 26 * unit,
    maxWidth: size.width - 2 * margin,
    color: ctx.ink,
  });
  const bodyTop = size.height - margin - 44 * unit;
  const planWidth = entries.length ? (size.width - 2 * margin) * 0.62 : size.width - 2 * margin;
  drawPlan(page, ctx, { x: margin, y: margin, width: planWidth, height: bodyTop - margin }, data, unit);
  input.onProgress?.(Math.round(entries.length / 4), entries.length);
  if (entries.length) {
    const listBox = {
      x: margin + planWidth + 16 * unit,
      y: margin,
      width: size.width - 2 * margin - planWidth - 16 * unit,
      height: bodyTop - margin,
    };
    drawFitted(page, ctx.heading, "Find your seat", {
      x: listBox.x,
      y: bodyTop - 14 * unit,
      size: 16 * unit,
      maxWidth: listBox.width,
      color: ctx.primary,
    });
    const first = { ...listBox, height: listBox.height - 28 * unit };
    const rest = {
      x: margin,
      y: margin,
      width: size.width - 2 * margin,
      height: size.height - 2 * margin - 30 * unit,
    };
    const tick = progress(input, entries.length, 200);
    listLayout(
      ctx,
      entries,
      first,
      rest,
      unit,
      (index) => {
        const next = ctx.doc.addPage([size.width, size.height]);
        drawFitted(next, ctx.heading, "Find your seat (continued)", {
          x: margin,
          y: size.height - margin - 16 * unit,
          size: 16 * unit,
          maxWidth: rest.width,
          color: ctx.primary,
        });
        tick(index);
        return next;
      },
      page,
    );
    tick(entries.length);
  }
  return ctx.doc.save();
}
