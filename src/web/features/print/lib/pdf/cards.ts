import type { PDFPage } from "pdf-lib";
import { cardFaceLayout } from "@/shared/print/card-face";
import { type Card, placeCardDetail } from "@/shared/print/documents";
import { cardSheetGrid, cellOrigin, cutMarks, type SheetGrid } from "@/shared/print/grid";
import { createContext, drawCentered, type GenerateInput, type PdfContext, progress } from "./context";
import { drawQr } from "./qr";

/** Escort cards (name, table and seat) and tent-fold place cards (name, table and seat when the guest has one,
 * optionally the meal), several per sheet. */

export type CardKind = "escort" | "place";

function drawCutMarks(page: PDFPage, ctx: PdfContext, grid: SheetGrid) {
  for (const m of cutMarks(grid)) {
    page.drawLine({ start: { x: m.x1, y: m.y1 }, end: { x: m.x2, y: m.y2 }, thickness: 0.5, color: ctx.ink });
  }
}

/** One face of a card: the title line, the name, the table or meal, and the guest's QR code when it has one;
 * flipped for the back of a tent. */
function drawFace(
  page: PDFPage,
  ctx: PdfContext,
  box: { x: number; y: number; width: number; height: number },
  lines: { title: string; name: string; detail: string | null; qr?: string },
  flip = false,
) {
  const layout = cardFaceLayout(box, { hasDetail: Boolean(lines.detail), qr: Boolean(lines.qr) });
  const pad = Math.min(box.width, box.height) * 0.1;
  const maxWidth = box.width - 2 * pad;
  const cx = box.x + box.width / 2;
  // Positions measured from the face's top (its bottom when flipped), as fractions of its height.
  const at = (fromTop: number) => (flip ? box.y + box.height * fromTop : box.y + box.height * (1 - fromTop));
  const h = box.height;
  if (lines.title) {
    drawCentered(page, ctx.body, lines.title, {
      cx,
      y: at(layout.titleY),
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
    y: at(layout.nameY),
    size: h * 0.19,
    maxWidth,
    color: ctx.ink,
    flip,
  });
  if (lines.detail) {
    drawCentered(page, ctx.body, lines.detail, {
      cx,
      y: at(layout.detailY),
      size: h * 0.11,
      maxWidth: layout.detailWidth,
      color: ctx.primary,
      flip,
      dir: ctx.dir,
    });
  }
  if (lines.qr && layout.qr) {
    const { side, inset } = layout.qr;
    // In the bottom corner on the end side: the right, or the left in a right-to-left print.
    const x = ctx.dir === "rtl" ? box.x + inset : box.x + box.width - inset - side;
    drawQr(page, lines.qr, x, box.y + inset, side);
  }
}

/** `scanUrl`: the check-in address of a card's guest or household, for its QR code (the print's QR option). */
export async function cardsPdf(
  kind: CardKind,
  cards: Card[],
  input: GenerateInput,
  scanUrl?: (card: Card) => string | undefined,
): Promise<Uint8Array> {
  const detail = (card: Card) => (kind === "escort" ? card.table : placeCardDetail(card));
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
    const lines = { title, name: card.name, detail: detail(card), qr: scanUrl?.(card) };
    if (kind === "escort") {
      drawFace(page, ctx, { x, y, width: grid.cell.width, height: grid.cell.height }, lines);
    } else {
      const half = grid.cell.height / 2;
      // The code is printed on one face only: the one printed the right way up on the sheet.
      drawFace(page, ctx, { x, y, width: grid.cell.width, height: half }, lines);
      const back = { ...lines, qr: undefined };
      drawFace(page, ctx, { x, y: y + half, width: grid.cell.width, height: half }, back, true);
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
