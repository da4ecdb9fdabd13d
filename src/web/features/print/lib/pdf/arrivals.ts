import type { ArrivalReport, ArrivalReportGuest, ArrivalReportTable } from "@/shared/print/arrival-report";
import { pageSize } from "@/shared/print/paper";
import { wrapLines } from "@/shared/print/wrap";
import { createContext, type GenerateInput, progress } from "./context";
import { LINE, SIZE, Writer } from "./writer";

/** A name takes at most this many lines of its column; a longer one is cut with "…". */
const NAME_LINES = 3;

/** The arrival report (docs/decisions/029-check-in.md): the totals, then table by table each guest with the
 * time they arrived or "No check-in", walk-ins marked. Names are text whatever they hold, wrapped. */
export async function arrivalsPdf(
  report: ArrivalReport,
  input: GenerateInput,
  now = new Date(),
): Promise<Uint8Array> {
  const { t } = input;
  const time = new Intl.DateTimeFormat(input.locale, { hour: "numeric", minute: "2-digit" });
  const title = t("Arrival report");
  const summary = t(
    "{title} · {arrived, number} of {expected, number} arrived · {walkIns, plural, one {# walk-in} other {# walk-ins}} · {missing, number} did not come",
    {
      title: input.eventTitle,
      arrived: report.arrived,
      expected: report.expected,
      walkIns: report.walkIns,
      missing: report.expected - report.arrived,
    },
  );
  const asOf = t("As of {date}", {
    date: new Intl.DateTimeFormat(input.locale, { dateStyle: "long", timeStyle: "short" }).format(now),
  });
  const tableHeading = (table: ArrivalReportTable) =>
    t("{table} · {arrived, number} of {expected, number} arrived", {
      table: table.label,
      arrived: table.arrived,
      expected: table.expected,
    });
  const status = (guest: ArrivalReportGuest) => {
    const here = guest.arrivedAt
      ? t("Arrived {time}", { time: time.format(new Date(guest.arrivedAt)) })
      : t("No check-in");
    return guest.walkIn ? `${here} · ${t("Walk-in")}` : here;
  };
  const heads = [t("Seat"), t("Guest"), t("Household"), t("Arrival")];
  const guests = report.tables.flatMap((table) => table.guests);
  const empty = t("No guests yet.");
  const ctx = await createContext(
    input,
    {
      heading: [title, ...report.tables.map(tableHeading)],
      body: [
        summary,
        asOf,
        empty,
        ...heads,
        ...guests.flatMap((g) => [g.name, g.household ?? "", status(g)]),
        new Intl.NumberFormat(input.locale).format(1234567890),
        "—…",
      ],
    },
    title,
  );
  const w = new Writer(ctx, pageSize(input.options.sheet, "portrait"));
  w.need(20);
  w.text(title, 0, w.width, { heading: true, size: 20 });
  w.need(16);
  w.text(summary, 0, w.width, { muted: true });
  w.need(LINE);
  w.text(asOf, 0, w.width, { muted: true, size: 8 });
  if (guests.length === 0) {
    w.need(LINE * 2);
    w.text(empty, 0, w.width);
  }
  const columns = [0, 34, w.width * 0.52, w.width * 0.75];
  const widths = [30, w.width * 0.52 - 40, w.width * 0.23 - 6, w.width * 0.25];
  const tick = progress(input, guests.length, 200);
  let done = 0;
  for (const table of report.tables) {
    w.need(LINE * 4);
    w.y += LINE * 2; // keep the table's title with its first rows
    w.text(tableHeading(table), 0, w.width, { heading: true, size: 12 });
    w.rule(ctx.primary);
    w.need(LINE + 2);
    for (const [i, head] of heads.entries())
      w.text(head, columns[i] ?? 0, widths[i] ?? 0, { muted: true, size: 8 });
    for (const guest of table.guests) {
      const lines = wrapLines(guest.name, (line) => ctx.body.width(line, SIZE), widths[1] ?? 0, NAME_LINES);
      w.need(LINE);
      w.text(
        guest.seat === null ? "—" : new Intl.NumberFormat(input.locale).format(guest.seat),
        columns[0] ?? 0,
        widths[0] ?? 0,
      );
      w.text(guest.household ?? "", columns[2] ?? 0, widths[2] ?? 0, { own: true, muted: true });
      w.text(status(guest), columns[3] ?? 0, widths[3] ?? 0, { muted: guest.arrivedAt === null });
      for (const [i, line] of lines.entries()) {
        if (i > 0) w.need(LINE);
        w.text(line, columns[1] ?? 0, widths[1] ?? 0, { own: true });
      }
      done += 1;
      tick(done);
    }
    w.need(6);
  }
  return ctx.doc.save();
}
