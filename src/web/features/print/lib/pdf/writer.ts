import type { PDFPage } from "pdf-lib";
import { mm } from "@/shared/print/paper";
import { drawFitted, type PdfContext } from "./context";

/** A list document's pages (the caterer's report, the arrival report): lines written down the page from its
 * top margin, a new page when one would not fit; laid out from the right in a right-to-left language. */

export const SIZE = 9;
export const LINE = 13;

export class Writer {
  page!: PDFPage;
  y = 0;
  readonly margin = mm(15);
  constructor(
    private readonly ctx: PdfContext,
    private readonly size: { width: number; height: number },
  ) {
    this.newPage();
  }
  get width() {
    return this.size.width - 2 * this.margin;
  }
  newPage() {
    this.page = this.ctx.doc.addPage([this.size.width, this.size.height]);
    this.y = this.size.height - this.margin;
  }
  /** Moves down `height`, starting a new page when it would not fit. */
  need(height: number) {
    if (this.y - height < this.margin) this.newPage();
    this.y -= height;
  }
  /** `text` in a column `x` from the line's start (the left, or the right in a right-to-left language).
   * `own`: a name or the guest's own words, read in their own direction. */
  text(
    text: string,
    x: number,
    maxWidth: number,
    options: { heading?: boolean; size?: number; muted?: boolean; own?: boolean } = {},
  ) {
    const rtl = this.ctx.dir === "rtl";
    drawFitted(this.page, options.heading ? this.ctx.heading : this.ctx.body, text, {
      x: rtl ? this.margin + this.width - x : this.margin + x,
      y: this.y,
      size: options.size ?? SIZE,
      maxWidth,
      color: options.muted ? this.ctx.muted : this.ctx.ink,
      align: rtl ? "end" : "start",
      dir: options.own ? undefined : this.ctx.dir,
    });
  }
  rule(color = this.ctx.guide) {
    this.page.drawLine({
      start: { x: this.margin, y: this.y - 4 },
      end: { x: this.margin + this.width, y: this.y - 4 },
      thickness: 0.5,
      color,
    });
  }
}
