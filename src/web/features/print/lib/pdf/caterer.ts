import type { PDFPage } from "pdf-lib";
import type { CatererReport } from "@/shared/print/caterer";
import { mm, pageSize } from "@/shared/print/paper";
import { createContext, drawFitted, type GenerateInput, type PdfContext, progress } from "./context";

/** The caterer's report: the event's meal and dietary totals, then each table seat by seat. */

const SIZE = 9;
const LINE = 13;

class Writer {
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
  text(
    text: string,
    x: number,
    maxWidth: number,
    options: { heading?: boolean; size?: number; muted?: boolean } = {},
  ) {
    drawFitted(this.page, options.heading ? this.ctx.heading : this.ctx.body, text, {
      x: this.margin + x,
      y: this.y,
      size: options.size ?? SIZE,
      maxWidth,
      color: options.muted ? this.ctx.muted : this.ctx.ink,
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

export async function catererPdf(report: CatererReport, input: GenerateInput): Promise<Uint8Array> {
  const guests = report.tables.flatMap((t) => t.guests);
  const ctx = await createContext(
    input,
    {
      heading: [input.eventTitle, "Caterer's report", ...report.tables.map((t) => t.label)],
      body: [
        ...guests.flatMap((g) => [g.name, g.meal ?? "", g.dietary ?? ""]),
        ...report.meals.map(([m]) => m),
        ...report.dietary.map(([d]) => d),
        "0123456789 Seat Guest Meal Dietary restrictions Totals guests of capacity —·",
      ],
    },
    "Caterer's report",
  );
  const w = new Writer(ctx, pageSize(input.options.sheet, "portrait"));
  w.need(20);
  w.text("Caterer's report", 0, w.width, { heading: true, size: 20 });
  w.need(16);
  w.text(`${input.eventTitle} · ${report.guestCount} guests at ${report.tables.length} tables`, 0, w.width, {
    muted: true,
  });
  w.need(24);
  w.text("Totals", 0, w.width, { heading: true, size: 13 });
  w.rule(ctx.primary);
  const half = w.width / 2 - 10;
  const totals = Math.max(report.meals.length, report.dietary.length, 1);
  w.need(LINE + 2);
  w.text("Meals", 0, half, { muted: true });
  w.text("Dietary restrictions", half + 20, half, { muted: true });
  for (let i = 0; i < totals; i += 1) {
    w.need(LINE);
    const meal = report.meals[i];
    const diet = report.dietary[i];
    if (meal) {
      w.text(meal[0], 0, half - 40);
      w.text(String(meal[1]), half - 30, 30);
    }
    if (diet) {
      w.text(diet[0], half + 20, half - 40);
      w.text(String(diet[1]), w.width - 30, 30);
    } else if (i === 0) w.text("None", half + 20, half, { muted: true });
  }
  const columns = [0, 34, w.width * 0.45, w.width * 0.68];
  const widths = [30, w.width * 0.45 - 40, w.width * 0.23 - 6, w.width * 0.32];
  const tick = progress(input, guests.length, 200);
  let done = 0;
  for (const table of report.tables) {
    w.need(LINE * 4);
    w.y += LINE * 2; // keep the table's title with its first rows
    w.text(`${table.label} · ${table.guests.length} of ${table.capacity} seats`, 0, w.width, {
      heading: true,
      size: 12,
    });
    w.rule(ctx.primary);
    w.need(LINE + 2);
    for (const [i, head] of ["Seat", "Guest", "Meal", "Dietary restrictions"].entries()) {
      w.text(head, columns[i] ?? 0, widths[i] ?? 0, { muted: true, size: 8 });
    }
    for (const guest of table.guests) {
      w.need(LINE);
      const cells = [
        guest.seat === null ? "—" : String(guest.seat),
        guest.name,
        guest.meal ?? "—",
        guest.dietary ?? "",
      ];
      cells.forEach((cell, i) => {
        if (cell) w.text(cell, columns[i] ?? 0, widths[i] ?? 0);
      });
      done += 1;
      tick(done);
    }
    w.need(6);
  }
  return ctx.doc.save();
}
