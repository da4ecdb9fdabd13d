/**
 * The guest page's search, without any dependency: the server answers with it, and the page's small script
 * (src/web/guest-page) runs the same code in the browser when the page lists the guests.
 */
import { msg } from "./i18n/messages";
import { foldForSearch } from "./text-search";

/** What the guest page lists (Share screen): every guest, only confirmed guests, or no list (search only). */
export const GUEST_LIST_MODES = ["all", "confirmed", "none"] as const;
export type GuestListMode = (typeof GUEST_LIST_MODES)[number];

/** With no list, the search answers from this many letters on, and reveals a table only for a full name. */
export const MIN_HIDDEN_LIST_QUERY = 3;
/** Longer searches are cut: nobody's name is longer, and a hostile string costs nothing more. */
export const MAX_QUERY_LENGTH = 100;
/** An open guest page asks for fresh seating this often. */
export const GUEST_PAGE_REFRESH_MS = 30_000;
/** A refresh that failed (the server restarting, the phone between networks) is tried again this soon. */
export const GUEST_PAGE_RETRY_MS = 3_000;
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

/** The search's words (ids of the catalogs). The server renders them in the page's language into the page's
 * data (`searchTexts`): the browser's script gets strings, never a catalog. */
export const SEARCH_TEXTS = {
  tooShort: msg("Type at least {min, plural, one {# letter} other {# letters}} of your name."),
  keepTyping: msg("Keep typing your full name, as it is written on your invitation."),
  none: msg("No guest found with that name. Check the spelling, or ask the hosts."),
  notAssigned: msg("Your table has not been assigned yet."),
  loading: msg("Loading..."),
  unreachable: msg("We couldn't reach the server. Check your connection and try again."),
  table: msg("Table {number}"),
  tableNamed: msg("Table {number} · {name}"),
} as const;

/** The search's words in one language, ready to show; `table` and `tableNamed` keep their `{number}` and
 * `{name}` for tableLabel. */
export type SearchTexts = Record<keyof typeof SEARCH_TEXTS, string>;

/** The words in English (the ids themselves, `tooShort` filled). */
export const ENGLISH_SEARCH_TEXTS: SearchTexts = /* @__PURE__ */ searchTexts((id) =>
  id === SEARCH_TEXTS.tooShort ? `Type at least ${MIN_HIDDEN_LIST_QUERY} letters of your name.` : id,
);

/** The words in the language `translate` speaks (an i18n's `_`). */
export function searchTexts(
  translate: (id: string, values?: Record<string, string | number>) => string,
): SearchTexts {
  return {
    tooShort: translate(SEARCH_TEXTS.tooShort, { min: MIN_HIDDEN_LIST_QUERY }),
    keepTyping: translate(SEARCH_TEXTS.keepTyping),
    none: translate(SEARCH_TEXTS.none),
    notAssigned: translate(SEARCH_TEXTS.notAssigned),
    loading: translate(SEARCH_TEXTS.loading),
    unreachable: translate(SEARCH_TEXTS.unreachable),
    table: translate(SEARCH_TEXTS.table, { number: "{number}" }),
    tableNamed: translate(SEARCH_TEXTS.tableNamed, { number: "{number}", name: "{name}" }),
  };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(number|name)\}/g, (whole, key: string) => values[key] ?? whole);

/** "Table 4 · Family", or "Table 4" when the table is simply named after its number (in English, as the
 * dashboard names it, or in the page's language). */
export function tableLabel(table: PublicTable, texts: Pick<SearchTexts, "table" | "tableNamed">): string {
  const number = String(table.number);
  const plain = fill(texts.table, { number });
  return table.name === "" || table.name === `Table ${number}` || table.name === plain
    ? plain
    : fill(texts.tableNamed, { number, name: table.name });
}

/** Between tablemates' names: Arabic writes its own comma. */
export function namesSeparator(locale: string): string {
  return locale === "ar" ? "، " : ", ";
}

/** A name as search compares it: accents, diacritics and case removed, spaces squeezed ('  José ' → 'jose'),
 * in every script (text-search.ts). */
export function searchKey(value: string): string {
  return foldForSearch(value.slice(0, MAX_QUERY_LENGTH));
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
