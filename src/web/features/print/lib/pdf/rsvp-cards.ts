import type { PDFPage } from "pdf-lib";
import { cellOrigin, cutMarks, sheetGrid } from "@/shared/print/grid";
import { RSVP_CARD, type RsvpCard } from "@/shared/print/rsvp-cards";
import { createContext, drawCentered, type GenerateInput, progress } from "./context";
import { drawQr } from "./qr";

/** RSVP cards: per invitation its name, its personal link as a QR code and the words to use it; four to a
 * letter or A4 sheet with cut marks. */
export async function rsvpCardsPdf(
  cards: RsvpCard[],
  deadline: string | null,
  input: GenerateInput,
): Promise<Uint8Array> {
  const { t } = input;
  const title = input.options.title.trim();
  const scan = t("Scan to RSVP");
  const by = deadline ? t("Please answer by {date}", { date: deadline }) : "";
  const ctx = await createContext(
    input,
    { heading: cards.map((card) => card.name), body: [title, scan, by, ...cards.map((card) => card.url)] },
    t("RSVP cards"),
  );
  const grid = sheetGrid(input.options.sheet, RSVP_CARD, "portrait");
  const tick = progress(input, cards.length);
  let page: PDFPage | undefined;
  for (const [index, card] of cards.entries()) {
    if (index % grid.perSheet === 0) {
      page = ctx.doc.addPage([grid.page.width, grid.page.height]);
      for (const m of cutMarks(grid))
        page.drawLine({
          start: { x: m.x1, y: m.y1 },
          end: { x: m.x2, y: m.y2 },
          thickness: 0.5,
          color: ctx.ink,
        });
    }
    if (!page) continue;
    const { x, y } = cellOrigin(grid, index, ctx.dir);
    const { width, height } = grid.cell;
    const cx = x + width / 2;
    const maxWidth = width * 0.84;
    if (title)
      drawCentered(page, ctx.body, title, {
        cx,
        y: y + height * 0.9,
        size: 11,
        maxWidth,
        color: ctx.primary,
        dir: ctx.dir,
      });
    drawCentered(page, ctx.heading, card.name, {
      cx,
      y: y + height * 0.79,
      size: 22,
      maxWidth,
      color: ctx.ink,
    });
    const side = width * 0.56;
    drawQr(page, card.url, cx - side / 2, y + height * 0.25, side);
    drawCentered(page, ctx.body, scan, {
      cx,
      y: y + height * 0.17,
      size: 13,
      maxWidth,
      color: ctx.primary,
      dir: ctx.dir,
    });
    if (by)
      drawCentered(page, ctx.body, by, {
        cx,
        y: y + height * 0.11,
        size: 10,
        maxWidth,
        color: ctx.ink,
        dir: ctx.dir,
      });
    drawCentered(page, ctx.body, card.url, {
      cx,
      y: y + height * 0.05,
      size: 6.5,
      maxWidth,
      color: ctx.muted,
    });
    tick(index + 1);
  }
  if (cards.length === 0) ctx.doc.addPage([grid.page.width, grid.page.height]);
  return ctx.doc.save();
}
