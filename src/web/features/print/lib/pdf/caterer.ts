import type { CatererReport } from "@/shared/print/caterer";
import { pageSize } from "@/shared/print/paper";
import { createContext, type GenerateInput, progress } from "./context";
import { LINE, Writer } from "./writer";

/** The caterer's report: the event's meal and dietary totals, then each table seat by seat. Laid out from
 * the right in a right-to-left language. */

export async function catererPdf(report: CatererReport, input: GenerateInput): Promise<Uint8Array> {
  const { t } = input;
  const number = new Intl.NumberFormat(input.locale).format;
  const guests = report.tables.flatMap((t) => t.guests);
  const title = t("Caterer's report");
  const summary = t(
    "{title} · {guests, plural, one {# guest} other {# guests}} at {tables, plural, one {# table} other {# tables}}",
    { title: input.eventTitle, guests: report.guestCount, tables: report.tables.length },
  );
  const tableHeading = (table: CatererReport["tables"][number]) =>
    t("{table} · {count} of {capacity, plural, one {# seat} other {# seats}}", {
      table: table.label,
      count: table.guests.length,
      capacity: table.capacity,
    });
  /** "Fish 2 · Beef 1": what the kitchen plates for one table. */
  const tableMeals = (table: CatererReport["tables"][number]) =>
    table.meals.map(([meal, count]) => `${meal} ${number(count)}`).join(" · ");
  const heads = [t("Seat"), t("Guest"), t("Meal"), t("Dietary restrictions")];
  const labels = {
    totals: t("Totals"),
    meals: t("Meals"),
    dietary: t("Dietary restrictions"),
    none: t("None"),
  };
  const ctx = await createContext(
    input,
    {
      heading: [title, labels.totals, ...report.tables.map(tableHeading)],
      body: [
        summary,
        ...heads,
        ...Object.values(labels),
        ...guests.flatMap((g) => [g.name, g.meal ?? "", g.dietary ?? ""]),
        ...report.meals.map(([m]) => m),
        ...report.tables.map(tableMeals),
        ...report.dietary.map(([d]) => d),
        number(1234567890),
        "—",
      ],
    },
    title,
  );
  const w = new Writer(ctx, pageSize(input.options.sheet, "portrait"));
  w.need(20);
  w.text(title, 0, w.width, { heading: true, size: 20 });
  w.need(16);
  w.text(summary, 0, w.width, { muted: true });
  w.need(24);
  w.text(labels.totals, 0, w.width, { heading: true, size: 13 });
  w.rule(ctx.primary);
  const half = w.width / 2 - 10;
  const totals = Math.max(report.meals.length, report.dietary.length, 1);
  w.need(LINE + 2);
  w.text(labels.meals, 0, half, { muted: true });
  w.text(labels.dietary, half + 20, half, { muted: true });
  for (let i = 0; i < totals; i += 1) {
    w.need(LINE);
    const meal = report.meals[i];
    const diet = report.dietary[i];
    if (meal) {
      w.text(meal[0], 0, half - 40, { own: true });
      w.text(number(meal[1]), half - 30, 30);
    }
    if (diet) {
      w.text(diet[0], half + 20, half - 40, { own: true });
      w.text(number(diet[1]), w.width - 30, 30);
    } else if (i === 0) w.text(labels.none, half + 20, half, { muted: true });
  }
  const columns = [0, 34, w.width * 0.45, w.width * 0.68];
  const widths = [30, w.width * 0.45 - 40, w.width * 0.23 - 6, w.width * 0.32];
  const tick = progress(input, guests.length, 200);
  let done = 0;
  for (const table of report.tables) {
    w.need(LINE * 5);
    w.y += LINE * 3; // keep the table's title and meals with its first rows
    w.text(tableHeading(table), 0, w.width, { heading: true, size: 12 });
    w.rule(ctx.primary);
    w.need(LINE);
    w.text(tableMeals(table), 0, w.width, { own: true, muted: true, size: 8 });
    w.need(LINE + 2);
    for (const [i, head] of heads.entries()) {
      w.text(head, columns[i] ?? 0, widths[i] ?? 0, { muted: true, size: 8 });
    }
    for (const guest of table.guests) {
      w.need(LINE);
      const cells = [
        guest.seat === null ? "—" : number(guest.seat),
        guest.name,
        guest.meal ?? "—",
        guest.dietary ?? "",
      ];
      cells.forEach((cell, i) => {
        if (cell) w.text(cell, columns[i] ?? 0, widths[i] ?? 0, { own: i > 0 });
      });
      done += 1;
      tick(done);
    }
    w.need(6);
  }
  return ctx.doc.save();
}
