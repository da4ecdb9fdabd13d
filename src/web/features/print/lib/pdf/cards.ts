import type { PDFPage } from "pdf-lib";
import type { Card } from "@/shared/print/documents";
import { cardSheetGrid, cellOrigin, cutMarks, type SheetGrid } from "@/shared/print/grid";
import { createContext, drawCentered, type GenerateInput, type PdfContext, progress } from "./context";

/** Escort cards (name and table) and tent-fold place cards (name, optionally the meal), several per sheet. */

export type CardKind = "escort" | "place";

function drawCutMarks(page: PDFPage, ctx: PdfContext, grid: SheetGrid) {
  for (const m of cutMarks(grid)) {
    page.drawLine({ start: { x: m.x1, y: m.y1 }, end: { x: m.x2, y: m.y2 }, thickness: 0.5, color: ctx.ink });
  }
}

/** One face of a card: the title line, the name, and the table or meal; flipped for the back of a tent. */
function drawFace(
  page: PDFPage,
  ctx: PdfContext,
  box: { x: number; y: number; width: number; height: number },
  lines: { title: string; name: string; detail: string | null },
  flip = false,
) {
  const pad = Math.min(box.width, box.height) * 0.1;
  const maxWidth = box.width - 2 * pad;
  const cx = box.x + box.width / 2;
  // Positions measured from the face's top (its bottom when flipped), as fractions of its height.
  const at = (fromTop: number) => (flip ? box.y + box.height * fromTop : box.y + box.height * (1 - fromTop));
  const h = box.height;
  if (lines.title) {
    drawCentered(page, ctx.body, lines.title, {
      cx,
      y: at(0.2),
      size: h * 0.075,
      maxWidth,
      color: ctx.primary,
      flip,
      dir: ctx.dir,
    });
  }
  // The title and the table or meal are the document's language; the name reads in its own direction.
  drawCentered(page, ctx.heading, lines.name, {
    cx,
    y: at(lines.detail ? 0.56 : 0.62),
    size: h * 0.19,
    maxWidth,
    color: ctx.ink,
    flip,
  });
  if (lines.detail) {
    drawCentered(page, ctx.body, lines.detail, {
      cx,
      y: at(0.8),
      size: h * 0.11,
      maxWidth,
      color: ctx.primary,
      flip,
      dir: ctx.dir,
    });
  }
}

export async function cardsPdf(kind: CardKind, cards: Card[], input: GenerateInput): Promise<Uint8Array> {
  const detail = (card: Card) => (kind === "escort" ? card.table : card.meal);
  const title = input.options.title.trim();
  const ctx = await createContext(
    input,
    { heading: cards.map((c) => c.name), body: [title, ...cards.map((c) => detail(c) ?? "")] },
    kind === "escort" ? input.t("Escort cards") : input.t("Place cards"),
  );
  const grid = cardSheetGrid(kind, input.options);
  if (grid.perSheet === 0) throw new Error(input.t("This card size does not fit on the sheet"));
  const tick = progress(input, cards.length);
  let page: PDFPage | undefined;
  for (const [index, card] of cards.entries()) {
    if (index % grid.perSheet === 0) {
      page = ctx.doc.addPage([grid.page.width, grid.page.height]);
      drawCutMarks(page, ctx, grid);
    }
    if (!page) continue;
    const { x, y } = cellOrigin(grid, index, ctx.dir);
    const lines = { title, name: card.name, detail: detail(card) };
    if (kind === "escort") {
      drawFace(page, ctx, { x, y, width: grid.cell.width, height: grid.cell.height }, lines);
    } else {
      const half = grid.cell.height / 2;
      drawFace(page, ctx, { x, y, width: grid.cell.width, height: half }, lines);
      drawFace(page, ctx, { x, y: y + half, width: grid.cell.width, height: half }, lines, true);
      page.drawLine({
        start: { x: x + 4, y: y + half },
        end: { x: x + grid.cell.width - 4, y: y + half },
        thickness: 0.4,
        color: ctx.guide,
        dashArray: [3, 3],
      });
    }
    tick(index + 1);
  }
  if (cards.length === 0) ctx.doc.addPage([grid.page.width, grid.page.height]);
  return ctx.doc.save();
}
