import Papa from "papaparse";
import { msg } from "../i18n/messages";
import { type SeatedGuest, seatedGuests, tableLabel } from "./documents";
import type { PrintOptions, PrintSource } from "./options";
import { compareText } from "./sort";
import { currentT, type PrintT } from "./translate";

/** Where the totals count the guests without a meal (translated in the print's language). */
export const NO_MEAL = msg("No meal chosen");

export interface CatererTable {
  label: string;
  number: number;
  capacity: number;
  guests: { id: string; seat: number | null; name: string; meal: string | null; dietary: string | null }[];
  /** The table's meals with how many of its guests chose each (RSVP answers fill them in), most first. */
  meals: [string, number][];
}

export interface CatererReport {
  tables: CatererTable[];
  guestCount: number;
  /** Each meal with how many guests chose it, most first; guests without one under `NO_MEAL`. */
  meals: [string, number][];
  /** Each dietary restriction (a guest's text split at commas and semicolons), most first. */
  dietary: [string, number][];
}

/** "Vegetarian; nut allergy" → ["Vegetarian", "nut allergy"]. */
export const splitRestrictions = (text: string | null) =>
  (text ?? "")
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Counts case-insensitively, keeping the first spelling seen. */
function tally(values: string[]): [string, number][] {
  const counts = new Map<string, { label: string; count: number }>();
  for (const value of values) {
    const key = value.toLocaleLowerCase();
    const entry = counts.get(key) ?? { label: value, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || compareText(a.label, b.label))
    .map(({ label, count }) => [label, count]);
}

/** The caterer's report: per table seat by seat, and the event's totals. Only tables with guests. */
export function catererReport(
  source: PrintSource,
  options: PrintOptions,
  t: PrintT = currentT,
): CatererReport {
  const seated = seatedGuests(source, options, t);
  const byTable = new Map<string, SeatedGuest[]>();
  for (const guest of seated) byTable.set(guest.table.id, [...(byTable.get(guest.table.id) ?? []), guest]);
  const mealOf = (guest: SeatedGuest) => guest.meal?.trim() || t(NO_MEAL);
  const tables = [...source.plan.tables]
    .filter((table) => byTable.has(table.id))
    .sort((a, b) => a.number - b.number)
    .map((table) => ({
      meals: tally((byTable.get(table.id) ?? []).map(mealOf)),
      label: tableLabel(table, options.tableLabel, t),
      number: table.number,
      capacity: table.capacity,
      guests: (byTable.get(table.id) ?? [])
        .sort(
          (a, b) =>
            (a.seatNumber ?? Number.MAX_SAFE_INTEGER) - (b.seatNumber ?? Number.MAX_SAFE_INTEGER) ||
            compareText(a.name, b.name, t.locale),
        )
        .map((guest) => ({
          id: guest.id,
          seat: guest.seatNumber,
          name: guest.name,
          meal: guest.meal,
          dietary: guest.dietaryRestrictions,
        })),
    }));
  return {
    tables,
    guestCount: seated.length,
    meals: tally(seated.map(mealOf)),
    dietary: tally(seated.flatMap((guest) => splitRestrictions(guest.dietaryRestrictions))),
  };
}

/** Same rule as the guest export (docs/architecture.md §10): a cell a spreadsheet would run as a formula gets a '. */
const FORMULA = /^'*[=+\-@\t\r]/;
const unparse = (fields: string[], data: string[][]) =>
  Papa.unparse({ fields, data }, { newline: "\r\n", escapeFormulae: FORMULA, quotes: false });

/** The report as CSV: one row per guest, then a blank row and the totals. UTF-8 with a BOM, CRLF rows. */
export function catererCsv(report: CatererReport): string {
  const guests = report.tables.flatMap((table) =>
    table.guests.map((guest) => [
      String(table.number),
      table.label,
      guest.seat === null ? "" : String(guest.seat),
      guest.name,
      guest.meal ?? "",
      guest.dietary ?? "",
    ]),
  );
  const totals = [
    ...report.meals.map(([meal, count]) => ["meal", meal, String(count)]),
    ...report.dietary.map(([item, count]) => ["dietary restriction", item, String(count)]),
  ];
  // i18n-ignore: the columns' names are the file's format, read by spreadsheets and scripts
  const head = unparse(["table_number", "table", "seat", "name", "meal", "dietary_restrictions"], guests);
  const tail = unparse(["total", "item", "guests"], totals);
  return `\uFEFF${head}\r\n\r\n${tail}\r\n`;
}
