import { GUEST_STATUSES, type GuestStatus } from "@/shared/constants";
import type { Guest } from "@/shared/guests";
import { isAwaitingAnswer } from "@/shared/rsvp-counts";
import { foldForSearch, nameCollator } from "@/shared/text-search";

/** What the guest screen shows of a list: search, filters, sort and counts, as pure functions so that 10,000
 * guests stay quick (keys computed once per list, not once per keystroke) and the rules are testable. */

/** A status, or "unanswered": invited guests whose invitation has not answered on the guest page (RSVP). */
export type StatusFilter = "all" | GuestStatus | "unanswered";
export type SeatedFilter = "all" | "seated" | "unseated";

export interface GuestFilters {
  status: StatusFilter;
  /** "all", "none" (no household) or a household id. */
  household: string;
  /** "all" or a group id. */
  group: string;
  seated: SeatedFilter;
}

export const NO_FILTERS: GuestFilters = { status: "all", household: "all", group: "all", seated: "all" };

export type SortKey = "name" | "email" | "table" | "status";
export interface GuestSort {
  key: SortKey;
  direction: "asc" | "desc";
}
export const DEFAULT_SORT: GuestSort = { key: "name", direction: "asc" };

/** Each guest's search text (name and e-mail), computed once per list. */
export function searchKeys(guests: readonly Guest[]): Map<string, string> {
  return new Map(guests.map((guest) => [guest.id, foldForSearch(`${guest.name}\n${guest.email ?? ""}`)]));
}

const STATUS_ORDER = new Map(GUEST_STATUSES.map((status, index) => [status, index]));

/** Empty values sort last whichever the direction; ties fall back to the name, sorted as a reader of
 * `language` sorts names. */
export function sortGuests(guests: readonly Guest[], sort: GuestSort, language = "en"): Guest[] {
  const collator = nameCollator(language);
  const sign = sort.direction === "asc" ? 1 : -1;
  const byName = (a: Guest, b: Guest) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
  const compare = (a: Guest, b: Guest): number => {
    switch (sort.key) {
      case "name":
        return sign * byName(a, b);
      case "email":
        if (!a.email || !b.email) return a.email ? -1 : b.email ? 1 : byName(a, b);
        return sign * collator.compare(a.email, b.email) || byName(a, b);
      case "table":
        if (a.tableNumber === null || b.tableNumber === null) {
          return a.tableNumber !== null ? -1 : b.tableNumber !== null ? 1 : byName(a, b);
        }
        return (
          sign * (a.tableNumber - b.tableNumber || (a.seatNumber ?? 99) - (b.seatNumber ?? 99)) ||
          byName(a, b)
        );
      case "status":
        return sign * (STATUS_ORDER.get(a.status)! - STATUS_ORDER.get(b.status)!) || byName(a, b);
    }
  };
  return [...guests].sort(compare);
}

export function isFiltered(query: string, filters: GuestFilters): boolean {
  return (
    query.trim() !== "" ||
    filters.status !== "all" ||
    filters.household !== "all" ||
    filters.group !== "all" ||
    filters.seated !== "all"
  );
}

/** The guests matching the search and every filter, in the given (already sorted) order. */
export function filterGuests(
  sorted: readonly Guest[],
  keys: ReadonlyMap<string, string>,
  query: string,
  filters: GuestFilters,
): readonly Guest[] {
  if (!isFiltered(query, filters)) return sorted;
  const needle = foldForSearch(query);
  return sorted.filter(
    (guest) =>
      (filters.status === "all" ||
        (filters.status === "unanswered" ? isAwaitingAnswer(guest) : guest.status === filters.status)) &&
      (filters.household === "all" ||
        (filters.household === "none"
          ? guest.householdId === null
          : guest.householdId === filters.household)) &&
      (filters.group === "all" || guest.groupIds.includes(filters.group)) &&
      (filters.seated === "all" || (filters.seated === "seated") === (guest.tableId !== null)) &&
      (needle === "" || keys.get(guest.id)!.includes(needle)),
  );
}

export interface GuestCounts {
  total: number;
  confirmed: number;
  invited: number;
  declined: number;
  seated: number;
}

export function countGuests(guests: readonly Guest[]): GuestCounts {
  const counts: GuestCounts = { total: guests.length, confirmed: 0, invited: 0, declined: 0, seated: 0 };
  for (const guest of guests) {
    counts[guest.status] += 1;
    if (guest.tableId) counts.seated += 1;
  }
  return counts;
}

/** Guests per household, per group and per table, counted from the list itself so they follow every edit. */
export function membershipCounts(guests: readonly Guest[]) {
  const households = new Map<string, number>();
  const groups = new Map<string, number>();
  const tables = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const guest of guests) {
    if (guest.householdId) bump(households, guest.householdId);
    if (guest.tableId) bump(tables, guest.tableId);
    for (const group of guest.groupIds) bump(groups, group);
  }
  return { households, groups, tables };
}

/** The meals already chosen, most used first, to suggest in the dialog. */
export function mealSuggestions(guests: readonly Guest[]): string[] {
  const counts = new Map<string, number>();
  for (const guest of guests) if (guest.meal) counts.set(guest.meal, (counts.get(guest.meal) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || nameCollator("en").compare(a[0], b[0]))
    .map(([meal]) => meal);
}
