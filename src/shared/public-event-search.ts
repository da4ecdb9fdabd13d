/**
 * The guest page's search, without any dependency: the server answers with it, and the page's small script
 * (src/web/guest-page) runs the same code in the browser when the page lists the guests.
 */

/** What the guest page lists (Share screen): every guest, only confirmed guests, or no list (search only). */
export const GUEST_LIST_MODES = ["all", "confirmed", "none"] as const;
export type GuestListMode = (typeof GUEST_LIST_MODES)[number];

/** With no list, the search answers from this many letters on, and reveals a table only for a full name. */
export const MIN_HIDDEN_LIST_QUERY = 3;
/** Longer searches are cut: nobody's name is longer, and a hostile string costs nothing more. */
export const MAX_QUERY_LENGTH = 100;
/** An open guest page asks for fresh seating this often. */
export const GUEST_PAGE_REFRESH_MS = 30_000;
/** At most this many guests in one answer. */
export const MAX_SEARCH_RESULTS = 20;

export interface PublicTable {
  number: number;
  name: string;
}

export interface SearchMatch {
  name: string;
  table: PublicTable | null;
  seat: number | null;
  /** Who else sits at that table (not given when the page shows no list). */
  tablemates: string[];
}

export type SearchAnswer =
  | { kind: "empty" }
  | { kind: "too_short"; min: number }
  | { kind: "keep_typing" }
  | { kind: "none" }
  | { kind: "found"; matches: SearchMatch[] };

/** The search's words, the same on the server-rendered page and in the browser. */
export const SEARCH_TEXTS = {
  tooShort: (min: number) => `Type at least ${min} letters of your name.`,
  keepTyping: "Keep typing your full name, as it is written on your invitation.",
  none: "No guest found with that name. Check the spelling, or ask the hosts.",
  notAssigned: "Your table has not been assigned yet.",
  loading: "Loading...",
  unreachable: "We couldn't reach the server. Check your connection and try again.",
} as const;

/** "Table 4 · Family", or "Table 4" when the table is simply named after its number. */
export function tableLabel(table: PublicTable): string {
  const plain = `Table ${table.number}`;
  return table.name === plain || table.name === "" ? plain : `${plain} · ${table.name}`;
}

/** A name as search compares it: accents and case removed, spaces squeezed ('  José ' → 'jose'). */
export function searchKey(value: string): string {
  return value
    .slice(0, MAX_QUERY_LENGTH)
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

export interface SearchableGuest {
  name: string;
  table: number | null;
  seat: number | null;
}

/**
 * Finds guests by part of their name. With a list on the page any part matches; with no list the search
 * answers from the third letter, and only a full name (whatever its accents and case) reveals a table.
 */
export function searchGuests(
  guests: readonly SearchableGuest[],
  tables: readonly PublicTable[],
  query: string,
  mode: GuestListMode,
): SearchAnswer {
  const key = searchKey(query);
  if (key === "") return { kind: "empty" };
  const hidden = mode === "none";
  if (hidden && key.length < MIN_HIDDEN_LIST_QUERY) return { kind: "too_short", min: MIN_HIDDEN_LIST_QUERY };
  const keyed = guests.map((guest) => ({ guest, key: searchKey(guest.name) }));
  const found = keyed.filter((entry) => (hidden ? entry.key === key : entry.key.includes(key)));
  if (found.length === 0) {
    return hidden && keyed.some((entry) => entry.key.includes(key))
      ? { kind: "keep_typing" }
      : { kind: "none" };
  }
  const byNumber = new Map(tables.map((table) => [table.number, table]));
  const matches = found.slice(0, MAX_SEARCH_RESULTS).map(({ guest }) => ({
    name: guest.name,
    table: guest.table === null ? null : (byNumber.get(guest.table) ?? null),
    seat: guest.seat,
    tablemates:
      hidden || guest.table === null
        ? []
        : guests.filter((other) => other !== guest && other.table === guest.table).map((other) => other.name),
  }));
  return { kind: "found", matches };
}
