import type { PDFPage } from "pdf-lib";
import type { TableCard } from "@/shared/print/documents";
import { pageSize } from "@/shared/print/paper";
import { createContext, drawCentered, type GenerateInput, type PdfContext, progress } from "./context";

/** Table cards: the table's number or name, large; one per landscape page, or two halves of a tent to fold. */

function drawLabel(
  page: PDFPage,
  ctx: PdfContext,
  box: { x: number; y: number; width: number; height: number },
  label: string,
  title: string,
  flip = false,
) {
  const cx = box.x + box.width / 2;
  const maxWidth = box.width * 0.84;
  const at = (fromTop: number) => (flip ? box.y + box.height * fromTop : box.y + box.height * (1 - fromTop));
  if (title) {
    drawCentered(page, ctx.body, title, {
      cx,
      y: at(0.22),
      size: box.height * 0.06,
      maxWidth,
      color: ctx.primary,
      flip,
      dir: ctx.dir,
    });
  }
  drawCentered(page, ctx.heading, label, {
    cx,
    y: at(0.62),
    size: box.height * 0.3,
    maxWidth,
    color: ctx.ink,
    flip,
    dir: ctx.dir,
  });
  const lineY = at(0.74);
  page.drawLine({
    start: { x: cx - box.width * 0.12, y: lineY },
    end: { x: cx + box.width * 0.12, y: lineY },
    thickness: 1,
    color: ctx.accent,
  });
}

export async function tableCardsPdf(tables: TableCard[], input: GenerateInput): Promise<Uint8Array> {
  const title = input.options.title.trim();
  const ctx = await createContext(
    input,
    { heading: tables.map((t) => t.label), body: [title] },
    input.t("Table cards"),
  );
  const folded = input.options.tableCardsFolded;
  const size = pageSize(input.options.sheet, folded ? "portrait" : "landscape");
  const tick = progress(input, tables.length, 10);
  for (const [index, table] of tables.entries()) {
    const page = ctx.doc.addPage([size.width, size.height]);
    if (folded) {
      const half = size.height / 2;
      drawLabel(page, ctx, { x: 0, y: 0, width: size.width, height: half }, table.label, title);
      drawLabel(page, ctx, { x: 0, y: half, width: size.width, height: half }, table.label, title, true);
      page.drawLine({
        start: { x: 0, y: half },
        end: { x: size.width, y: half },
        thickness: 0.5,
        color: ctx.guide,
        dashArray: [4, 4],
      });
    } else {
      drawLabel(page, ctx, { x: 0, y: 0, width: size.width, height: size.height }, table.label, title);
    }
    tick(index + 1);
  }
  if (tables.length === 0) ctx.doc.addPage([size.width, size.height]);
  return ctx.doc.save();
}
