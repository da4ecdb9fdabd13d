import type { GuestStatus } from "../constants";
import type { Guest } from "../guests";
import { nameKey } from "../guests-groups";
import { foldForSearch } from "../text-search";
import { chooseRows, type ImportChoices, type SkippedRow } from "./choose-rows";
import type { ImportGuest, ImportPlan } from "./plan";

/**
 * Re-import into a list that has guests (docs/decisions/013-csv-import.md, "Re-import"): each row of the file
 * is matched to at most one guest of the list, and the owner's mode and per-row choices decide what is added,
 * updated and removed. Pure: the preview runs it on the list it shows, the server again inside its
 * transaction on the list as it is then.
 */

export const MERGE_MODES = ["add", "update", "replace"] as const;
/** `add`: new guests only; `update`: update matching guests and add new ones; `replace`: update, add, and
 * remove the guests the file does not name. */
export type MergeMode = (typeof MERGE_MODES)[number];

/** The owner's per-row choices, on top of the mode. */
export interface MergeChoices {
  mode: MergeMode;
  /** Rows (by `rowKeys`) not to apply: a new guest not added, a matching guest not updated. */
  exclude: readonly string[];
  /** Ids of guests missing from the file that Replace keeps. */
  keep: readonly string[];
}

export const DEFAULT_MERGE: MergeChoices = { mode: "add", exclude: [], keep: [] };

/** The fields a guest of the list and a row of the file are compared on. */
type Compared =
  | "id"
  | "name"
  | "email"
  | "phone"
  | "status"
  | "dietaryRestrictions"
  | "notes"
  | "meal"
  | "seatNumber";

/** A guest of the list as the merge compares it: households, groups and tables by name. */
export interface ListedGuest extends Pick<Guest, Compared> {
  household: string | null;
  groups: string[];
  table: { number: number; name: string } | null;
}

/** The guest list as the API answers it (ids) turned into names, for matching and showing changes. */
export function listedGuests(list: {
  guests: readonly Pick<Guest, Compared | "householdId" | "groupIds" | "tableId">[];
  households: readonly { id: string; name: string }[];
  groups: readonly { id: string; name: string }[];
  tables: readonly { id: string; number: number; name: string }[];
}): ListedGuest[] {
  const household = new Map(list.households.map((h) => [h.id, h.name]));
  const group = new Map(list.groups.map((g) => [g.id, g.name]));
  const table = new Map(list.tables.map((t) => [t.id, { number: t.number, name: t.name }]));
  return list.guests.map((guest) => ({
    id: guest.id,
    name: guest.name,
    email: guest.email,
    phone: guest.phone,
    status: guest.status,
    dietaryRestrictions: guest.dietaryRestrictions,
    notes: guest.notes,
    meal: guest.meal,
    household: guest.householdId ? (household.get(guest.householdId) ?? null) : null,
    groups: guest.groupIds.flatMap((id) => group.get(id) ?? []),
    table: guest.tableId ? (table.get(guest.tableId) ?? null) : null,
    seatNumber: guest.seatNumber,
  }));
}

/**
 * A stable key per guest of the plan, the same in the browser and on the server (both plan the same bytes
 * with the same mapping): the row number, and for the second and later guests of one row (a household
 * spread over columns) the row number and the guest's place in it, "12", "12.2".
 */
export function rowKeys(guests: readonly ImportGuest[]): string[] {
  const seen = new Map<number, number>();
  return guests.map((guest) => {
    const place = (seen.get(guest.row) ?? 0) + 1;
    seen.set(guest.row, place);
    return place === 1 ? String(guest.row) : `${guest.row}.${place}`;
  });
}

export type MatchedBy = "email" | "name" | "household";
export interface Match {
  guest: ListedGuest;
  by: MatchedBy;
}

const emailKey = (email: string | null) => email?.trim().toLowerCase() || null;
const firstWord = (folded: string) => folded.split(" ", 1)[0] ?? "";

/** Guests of the list under a key, in list order; `take` hands out the first one not yet matched. */
class Candidates {
  private readonly byKey = new Map<string, ListedGuest[]>();
  add(key: string | null, guest: ListedGuest) {
    if (!key) return;
    const list = this.byKey.get(key);
    if (list) list.push(guest);
    else this.byKey.set(key, [guest]);
  }
  take(key: string | null, taken: Set<string>, only = false): ListedGuest | null {
    const free = (key && this.byKey.get(key)?.filter((guest) => !taken.has(guest.id))) || [];
    if (free.length === 0 || (only && free.length > 1)) return null;
    taken.add(free[0]!.id);
    return free[0]!;
  }
}

/**
 * Each row's guest of the list, or null: by e-mail (ignoring case), else by full name (ignoring accents,
 * case and spacing), else by household and first name when that names one guest only (a surname changed
 * by marriage). Each pass runs over the whole file before the next, so a guest an e-mail names is never
 * taken first by an earlier row of the same name; a guest matches at most one row, the first.
 */
export function matchRows(guests: readonly ImportGuest[], listed: readonly ListedGuest[]): (Match | null)[] {
  const byEmail = new Candidates();
  const byName = new Candidates();
  const byHousehold = new Candidates();
  for (const guest of listed) {
    const name = foldForSearch(guest.name);
    byEmail.add(emailKey(guest.email), guest);
    byName.add(name, guest);
    if (guest.household) byHousehold.add(`${foldForSearch(guest.household)}\n${firstWord(name)}`, guest);
  }
  const taken = new Set<string>();
  const matches: (Match | null)[] = guests.map(() => null);
  const pass = (by: MatchedBy, find: (guest: ImportGuest) => ListedGuest | null) => {
    guests.forEach((row, index) => {
      if (matches[index]) return;
      const found = find(row);
      if (found) matches[index] = { guest: found, by };
    });
  };
  if (listed.length > 0) {
    pass("email", (row) => byEmail.take(emailKey(row.email), taken));
    pass("name", (row) => byName.take(foldForSearch(row.name), taken));
    pass("household", (row) =>
      row.household
        ? byHousehold.take(
            `${foldForSearch(row.household)}\n${firstWord(foldForSearch(row.name))}`,
            taken,
            true,
          )
        : null,
    );
  }
  return matches;
}

/** One field a row changes, with the guest's value before and the file's after. */
export type FieldChange =
  | {
      field: "name" | "email" | "phone" | "dietaryRestrictions" | "notes" | "meal" | "household";
      before: string | null;
      after: string;
    }
  | { field: "status"; before: GuestStatus; after: GuestStatus }
  | { field: "groups"; before: string[]; after: string[] }
  | { field: "table"; before: ListedGuest["table"]; after: NonNullable<ImportGuest["table"]> }
  | { field: "seat"; before: number | null; after: number };

const TEXT_FIELDS = ["phone", "dietaryRestrictions", "notes", "meal"] as const;

const sameTable = (table: ListedGuest["table"], wanted: NonNullable<ImportGuest["table"]>) =>
  table !== null &&
  ("number" in wanted ? table.number === wanted.number : nameKey(table.name) === nameKey(wanted.name));

/**
 * What a row changes on its guest. The file adds and changes, it never erases: a blank cell (or a column the
 * file does not have) leaves the guest's value; a status with no answer ("invited", also what a file without
 * an RSVP column says) leaves an answer the guest gave; no table leaves the guest's seat, and the same table
 * without a seat number leaves the seat number. Households and groups the row names replace the guest's.
 */
export function changesOf(row: ImportGuest, guest: ListedGuest): FieldChange[] {
  const changes: FieldChange[] = [];
  if (row.name !== guest.name) changes.push({ field: "name", before: guest.name, after: row.name });
  if (row.email && emailKey(row.email) !== emailKey(guest.email))
    changes.push({ field: "email", before: guest.email, after: row.email });
  for (const field of TEXT_FIELDS) {
    const after = row[field];
    if (after && after !== guest[field]) changes.push({ field, before: guest[field], after });
  }
  if (row.status !== "invited" && row.status !== guest.status)
    changes.push({ field: "status", before: guest.status, after: row.status });
  if (row.household && nameKey(row.household) !== (guest.household && nameKey(guest.household)))
    changes.push({ field: "household", before: guest.household, after: row.household });
  if (row.groups.length > 0) {
    const before = new Set(guest.groups.map(nameKey));
    if (row.groups.length !== before.size || row.groups.some((group) => !before.has(nameKey(group))))
      changes.push({ field: "groups", before: guest.groups, after: row.groups });
  }
  if (row.table && !sameTable(guest.table, row.table))
    changes.push({ field: "table", before: guest.table, after: row.table });
  else if (row.table && row.seatNumber !== null && row.seatNumber !== guest.seatNumber)
    changes.push({ field: "seat", before: guest.seatNumber, after: row.seatNumber });
  return changes;
}

export interface MergeRow {
  key: string;
  guest: ImportGuest;
}
/** A row and the guest of the list it matches. */
export interface MatchedRow extends MergeRow {
  target: ListedGuest;
  by: MatchedBy;
  changes: FieldChange[];
}

/** The file against the list, before the owner's per-row choices. */
export interface MergeReview {
  /** The plan the rows were chosen from: in Add, rows already in the list are flagged as its duplicates. */
  plan: ImportPlan;
  /** Rows no guest matches (in Add, also matching rows the owner chose to import as duplicates). */
  added: MergeRow[];
  /** Matching rows that change their guest (none in Add). */
  updated: MatchedRow[];
  /** Matching rows that change nothing, and in Add the rows already in the list (skipped). */
  unchanged: MatchedRow[];
  /** Guests no row of the file names: removed by Replace unless kept, kept otherwise. */
  missing: ListedGuest[];
  /** Rows left out before matching (no name, duplicates when skipped, problems when skipped), and in Add the
   * rows already in the list. */
  skipped: SkippedRow[];
}

/**
 * The file (as planned) against the list. A guest named by a row that cannot be imported (a bad e-mail...)
 * is never missing: it is not Replace's to remove. In Add, rows matching a guest are duplicates of the list,
 * skipped unless the owner chose to import duplicates; in Update and Replace they update their guest.
 */
export function reviewMerge(
  plan: ImportPlan,
  listed: readonly ListedGuest[],
  mode: MergeMode,
  choices: ImportChoices,
): MergeReview {
  const matches = matchRows(plan.guests, listed);
  const named = new Set<string>();
  for (const match of matches) if (match) named.add(match.guest.id);
  const skippedRows = plan.problems.filter((problem) => problem.outcome === "skipped");
  if (skippedRows.length > 0) {
    const unmatched = new Map<string, ListedGuest>();
    for (const guest of listed) if (!named.has(guest.id)) unmatched.set(foldForSearch(guest.name), guest);
    for (const problem of skippedRows) {
      const guest = problem.name && unmatched.get(foldForSearch(problem.name));
      if (guest) named.add(guest.id);
    }
  }

  const keys = rowKeys(plan.guests);
  const marked: ImportPlan =
    mode === "add"
      ? {
          ...plan,
          guests: plan.guests.map((guest, i) => (matches[i] ? { ...guest, duplicateOf: "list" } : guest)),
        }
      : plan;
  const { guests, skipped } = chooseRows(marked, choices);
  const chosen = new Set(guests);

  const review: MergeReview = { plan: marked, added: [], updated: [], unchanged: [], missing: [], skipped };
  marked.guests.forEach((guest, index) => {
    const key = keys[index]!;
    const match = matches[index];
    if (chosen.has(guest) && (mode === "add" || !match)) review.added.push({ key, guest });
    else if (match && mode === "add")
      review.unchanged.push({ key, guest, target: match.guest, by: match.by, changes: [] });
    else if (match && chosen.has(guest)) {
      const changes = changesOf(guest, match.guest);
      const row = { key, guest, target: match.guest, by: match.by, changes };
      (changes.length ? review.updated : review.unchanged).push(row);
    }
  });
  review.missing = listed.filter((guest) => !named.has(guest.id));
  return review;
}

/** What the import does once the owner's per-row choices are applied. */
export interface MergeOutcome {
  add: MergeRow[];
  update: MatchedRow[];
  /** Matching guests left as they are: unchanged rows, and updates the owner left out. */
  unchanged: number;
  remove: ListedGuest[];
}

export function applyChoices(review: MergeReview, choices: MergeChoices): MergeOutcome {
  const excluded = new Set(choices.exclude);
  const kept = new Set(choices.keep);
  const update = review.updated.filter((row) => !excluded.has(row.key));
  return {
    add: review.added.filter((row) => !excluded.has(row.key)),
    update,
    unchanged: review.unchanged.length + review.updated.length - update.length,
    remove: choices.mode === "replace" ? review.missing.filter((guest) => !kept.has(guest.id)) : [],
  };
}
