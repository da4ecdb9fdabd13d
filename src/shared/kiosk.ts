import { z } from "zod";
import { msg } from "./i18n/messages";
import { type PublicTable, type SearchAnswer, type SearchableGuest, searchKey } from "./public-event-search";

/**
 * The lobby kiosk (docs/decisions/030-offline-check-in-and-kiosk.md): a tablet or TV at /event/{id}/kiosk?k=…
 * that finds anyone's table. The owner turns it on (Share screen) and gives the link to that device: the
 * token is the capability, so the page holds every guest's name and table to answer offline, but it never
 * shows them as a list — a search answers a few best matches only.
 */

export const KIOSK_LIMITS = {
  /** Letters typed before anything is answered. */
  minLetters: 2,
  /** At most this many guests in one answer; more matches than this asks for more letters. */
  matches: 3,
  /** The answer is cleared after this long without anyone touching the screen. */
  clearAfterMs: 20_000,
} as const;

/** The query parameter of the kiosk's link that carries its token (a query, not a path: never logged). */
export const KIOSK_TOKEN_PARAM = "k";

export const KIOSK_MESSAGES = {
  notFound: msg("Event not found"),
} as const;

/** PUT /api/events/:eventId/kiosk */
export const kioskSettingsSchema = z.object({ enabled: z.boolean() }).strict();

/** The kiosk's settings as the Share screen reads them: its token while it is on. */
export interface KioskSettings {
  token: string | null;
}

/** How well a guest's name answers what was typed: the whole name, its start, a word's start; else not. */
function rank(name: string, key: string): number | null {
  if (name === key) return 0;
  if (name.startsWith(key)) return 1;
  if (name.includes(` ${key}`)) return 2;
  return null;
}

/**
 * The kiosk's answer to what was typed, among every guest (accents and case ignored, as the guest page's):
 * names that are it, start with it, or have a word starting with it — the best first, at most
 * KIOSK_LIMITS.matches of them; with more, "keep typing" (unless some are the whole name). No tablemates.
 */
export function kioskSearch(
  guests: readonly SearchableGuest[],
  tables: readonly PublicTable[],
  query: string,
): SearchAnswer {
  const key = searchKey(query);
  if (key === "") return { kind: "empty" };
  if (key.length < KIOSK_LIMITS.minLetters) return { kind: "too_short", min: KIOSK_LIMITS.minLetters };
  const found = guests
    .flatMap((guest) => {
      const score = rank(searchKey(guest.name), key);
      return score === null ? [] : [{ guest, score }];
    })
    .sort((a, b) => a.score - b.score || a.guest.name.localeCompare(b.guest.name));
  if (found.length === 0) return { kind: "none" };
  const exact = found.filter((entry) => entry.score === 0);
  const shown = found.length <= KIOSK_LIMITS.matches ? found : exact.slice(0, KIOSK_LIMITS.matches);
  if (shown.length === 0) return { kind: "keep_typing" };
  const byNumber = new Map(tables.map((table) => [table.number, table]));
  return {
    kind: "found",
    matches: shown.map(({ guest }) => ({
      name: guest.name,
      table: guest.table === null ? null : (byNumber.get(guest.table) ?? null),
      seat: guest.seat,
      tablemates: [],
    })),
  };
}
