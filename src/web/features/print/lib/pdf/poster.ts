import { degrees, type PDFPage } from "pdf-lib";
import { fitFontSize } from "@/shared/print/grid";
import {
  type PosterContent,
  posterLayout,
  posterOrientation,
  posterUnit,
} from "@/shared/print/poster-layout";
import type { PosterShape, PosterText } from "@/shared/print/poster-text";
import { createContext, type GenerateInput, type PdfContext } from "./context";

/** The seating chart poster: draws `posterLayout`'s pages (the preview draws the same), y flipped for PDF. */

function drawShape(page: PDFPage, ctx: PdfContext, shape: PosterShape, unit: number) {
  const cx = shape.cx;
  const cy = page.getHeight() - shape.cy;
  const style =
    shape.style === "table"
      ? { borderColor: ctx.primary, borderWidth: unit, color: ctx.accent, opacity: 0.35 }
      : { borderColor: ctx.guide, borderWidth: 0.5 * unit, color: ctx.accent, opacity: 0.25 };
  // Clockwise on the floor plan (y down) is clockwise on paper too, which is negative in PDF's y-up space.
  const turn = (-shape.rotation * Math.PI) / 180;
  if (shape.kind === "ellipse") {
    page.drawEllipse({
      x: cx,
      y: cy,
      xScale: shape.width / 2,
      yScale: shape.height / 2,
      rotate: degrees(-shape.rotation),
      ...style,
    });
    return;
  }
  // pdf-lib turns a rectangle about its lower-left corner: put that corner where the turn about the centre
  // takes it.
  const [dx, dy] = [-shape.width / 2, -shape.height / 2];
  page.drawRectangle({
    x: cx + dx * Math.cos(turn) - dy * Math.sin(turn),
    y: cy + dx * Math.sin(turn) + dy * Math.cos(turn),
    width: shape.width,
    height: shape.height,
    rotate: degrees(-shape.rotation),
    ...style,
  });
}

/** Titles and headings read in the document's direction, names and tables' names in their own. */
const OWN_DIRECTION = new Set<PosterText["role"]>(["name", "find", "find-table", "table", "element"]);

function drawText(page: PDFPage, ctx: PdfContext, text: PosterText) {
  const font = text.font === "heading" ? ctx.heading : ctx.body;
  const size = fitFontSize(font.width(text.text, 1), text.maxWidth, text.size);
  const width = font.width(text.text, size);
  const x = text.align === "start" ? text.x : text.align === "center" ? text.x - width / 2 : text.x - width;
  const color = text.color === "primary" ? ctx.primary : text.color === "muted" ? ctx.muted : ctx.ink;
  const dir = OWN_DIRECTION.has(text.role) ? undefined : ctx.dir;
  font.draw(page, text.text, { x, y: page.getHeight() - text.y, size, color, dir });
}

export async function posterPdf(content: PosterContent, input: GenerateInput): Promise<Uint8Array> {
  const layout = posterLayout(content, input.options.posterSize, posterOrientation(input.options), {
    t: input.t,
    dir: input.dir,
  });
  const texts = layout.pages.flatMap((page) => page.texts);
  const ctx = await createContext(
    input,
    {
      heading: texts.filter((t) => t.font === "heading").map((t) => t.text),
      body: texts.filter((t) => t.font === "body").map((t) => t.text),
    },
    input.t("Seating chart"),
  );
  const unit = posterUnit(layout.page);
  for (const [index, sheet] of layout.pages.entries()) {
    const page = ctx.doc.addPage([layout.page.width, layout.page.height]);
    for (const shape of sheet.shapes) drawShape(page, ctx, shape, unit);
    for (const text of sheet.texts) drawText(page, ctx, text);
    input.onProgress?.(index + 1, layout.pages.length);
  }
  return ctx.doc.save();
}
