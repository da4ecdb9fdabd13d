import type { PrintGuest, PrintOptions, PrintSource, PrintTable } from "./options";
import { compareByLastName, compareText } from "./sort";
import { currentT, type PrintT } from "./translate";

/** The contents of each printed document, built from the guest list and the floor plan; no layout here. */

/** "Table 4" in the print's language, or the table's own name. */
export function tableLabel(
  table: Pick<PrintTable, "number" | "name">,
  mode: PrintOptions["tableLabel"],
  t: PrintT = currentT,
) {
  const name = table.name.trim();
  return mode === "name" && name ? name : t("Table {number}", { number: table.number });
}

export interface SeatedGuest extends PrintGuest {
  table: PrintTable;
  tableText: string;
}

/** Guests with a table, minus those who declined (or, with "confirmed", everyone not confirmed). */
export function seatedGuests(
  source: PrintSource,
  options: PrintOptions,
  t: PrintT = currentT,
): SeatedGuest[] {
  const tables = new Map(source.plan.tables.map((table) => [table.id, table]));
  const seated: SeatedGuest[] = [];
  for (const guest of source.guests) {
    const table = guest.tableId ? tables.get(guest.tableId) : undefined;
    if (!table || guest.status === "declined") continue;
    if (options.guests === "confirmed" && guest.status !== "confirmed") continue;
    seated.push({ ...guest, table, tableText: tableLabel(table, options.tableLabel, t) });
  }
  return seated;
}

/** The guests in the print's order; names compare as readers of the print's `language` sort them. */
export function sortGuests<T extends SeatedGuest>(
  guests: T[],
  sort: PrintOptions["sort"],
  language = "en",
): T[] {
  const bySeat = (a: T, b: T) =>
    a.table.number - b.table.number ||
    (a.seatNumber ?? Number.MAX_SAFE_INTEGER) - (b.seatNumber ?? Number.MAX_SAFE_INTEGER) ||
    compareText(a.name, b.name, language);
  const order =
    sort === "table"
      ? bySeat
      : sort === "first"
        ? (a: T, b: T) => compareText(a.name, b.name, language)
        : (a: T, b: T) => compareByLastName(a.name, b.name, language);
  return [...guests].sort(order);
}

/** One escort or place card. `key` says which guest (g:) or household (h:) it is for, across prints. */
export interface Card {
  key: string;
  name: string;
  /** Where to sit: the table, and the seat when the guest has one ("Table 4 · Seat 2"; a household's card:
   * "Table 4 · Seats 1, 2" when every member has one). */
  table: string;
  tableNumber: number;
  /** The card's seat numbers (a household's: its members'), ascending; empty without. */
  seats: number[];
  meal: string | null;
}

/** "Table 4 · Seat 2", "Table 4 · Seats 1, 2", or the table alone when a seat is missing. */
function placeText(table: string, seats: (number | null)[], t: PrintT): string {
  if (seats.length === 0 || seats.some((seat) => seat === null)) return table;
  const sorted = (seats as number[]).toSorted((a, b) => a - b);
  return sorted.length === 1
    ? t("{table} · Seat {seat}", { table, seat: sorted[0]! })
    : t("{table} · Seats {seats}", { table, seats: sorted.join(t(", ")) });
}

const guestCard = (guest: SeatedGuest, t: PrintT): Card => ({
  key: `g:${guest.id}`,
  name: guest.name,
  table: placeText(guest.tableText, [guest.seatNumber], t),
  tableNumber: guest.table.number,
  seats: guest.seatNumber === null ? [] : [guest.seatNumber],
  meal: null,
});

/** What a place card says under the name: where to sit when the guest has a seat, and the meal when asked. */
export function placeCardDetail(card: Pick<Card, "table" | "seats" | "meal">): string | null {
  const place = card.seats.length > 0 ? card.table : null;
  return place && card.meal ? `${place} · ${card.meal}` : (place ?? card.meal);
}

/** Escort cards: one per guest, or one per household whose seated members all sit at one table. */
export function escortCards(source: PrintSource, options: PrintOptions, t: PrintT = currentT): Card[] {
  const guests = sortGuests(seatedGuests(source, options, t), options.sort, t.locale);
  if (!options.households) return guests.map((guest) => guestCard(guest, t));
  const names = new Map(source.households.map((household) => [household.id, household.name]));
  const members = new Map<string, SeatedGuest[]>();
  for (const guest of guests) {
    if (guest.householdId) members.set(guest.householdId, [...(members.get(guest.householdId) ?? []), guest]);
  }
  const cards: Card[] = [];
  for (const guest of guests) {
    const household = guest.householdId ? members.get(guest.householdId) : undefined;
    const name = guest.householdId ? names.get(guest.householdId) : undefined;
    const together = household && household.length > 1 && household.every((m) => m.tableId === guest.tableId);
    if (!together || !name) cards.push(guestCard(guest, t));
    // The household's card sits where its first member (in the chosen order) would.
    else if (household[0] === guest) {
      const seats = household.map((member) => member.seatNumber);
      cards.push({
        ...guestCard(guest, t),
        key: `h:${guest.householdId}`,
        name,
        table: placeText(guest.tableText, seats, t),
        seats: seats.some((seat) => seat === null) ? [] : (seats as number[]).toSorted((a, b) => a - b),
      });
    }
  }
  return cards;
}

/** Place cards: one per guest, with their seat (placeCardDetail) and the meal when asked. */
export function placeCards(source: PrintSource, options: PrintOptions, t: PrintT = currentT): Card[] {
  return sortGuests(seatedGuests(source, options, t), options.sort, t.locale).map((guest) => ({
    ...guestCard(guest, t),
    meal: options.showMeal ? guest.meal : null,
  }));
}

export interface TableCard {
  key: string;
  label: string;
  number: number;
  guests: number;
}

/** Table cards: every table, in number order. */
export function tableCards(source: PrintSource, options: PrintOptions, t: PrintT = currentT): TableCard[] {
  const seated = seatedGuests(source, options, t);
  return [...source.plan.tables]
    .sort((a, b) => a.number - b.number)
    .map((table) => ({
      key: `t:${table.id}`,
      label: tableLabel(table, options.tableLabel, t),
      number: table.number,
      guests: seated.filter((guest) => guest.tableId === table.id).length,
    }));
}
