import { z } from "zod";
import type { EventType, GuestStatus, TableShape } from "./constants";
import type { VenueElementKind } from "./tables";
import { text } from "./text";

/**
 * The public guest page's one view model (DESIGN.md section 4): what a stranger holding the link may see.
 * Names, table numbers and names, seat numbers, statuses, the event's shown details and its theme; never
 * e-mail, phone, dietary restrictions, notes, households or groups. Built on the server only
 * (src/server/modules/public-event); the page and its JSON are made from it.
 */

/** What the guest page lists (Share screen): every guest, only confirmed guests, or no list (search only). */
export const GUEST_LIST_MODES = ["all", "confirmed", "none"] as const;
export type GuestListMode = (typeof GUEST_LIST_MODES)[number];

export const PUBLIC_EVENT_MESSAGES = {
  notFound: "Event not found",
  wrongPasscode: "Wrong passcode",
  passcodeRequired: "This page is protected by a passcode",
} as const;

/** With no list, the search answers from this many letters on, and reveals a table only for a full name. */
export const MIN_HIDDEN_LIST_QUERY = 3;
/** Longer searches are cut: nobody's name is longer, and a hostile string costs nothing more. */
export const MAX_QUERY_LENGTH = 100;
/** At most this many guests in one answer. */
export const MAX_SEARCH_RESULTS = 20;
/** An open guest page asks for fresh seating this often. */
export const GUEST_PAGE_REFRESH_MS = 30_000;

export const passcodeSchema = text({ label: "Passcode", max: 50 }).refine(
  (value) => value === "" || value.length >= 4,
  "Passcode must be at least 4 characters",
);

/** POST /api/public/events/:eventId/passcode */
export const passcodeInputSchema = z.object({ passcode: text({ label: "Passcode", max: 200 }) });

/** GET /api/public/events/:eventId/search?q= */
export const searchQuerySchema = z.object({ q: z.string().optional() });

export interface PublicTable {
  number: number;
  name: string;
}

export interface PublicGuest {
  name: string;
  /** The table's number, or null when not assigned. */
  table: number | null;
  seat: number | null;
  status: GuestStatus;
}

export interface PublicPlanTable extends PublicTable {
  capacity: number;
  shape: TableShape;
  x: number;
  y: number;
  rotation: number;
  isHead: boolean;
  seated: number;
  occupiedSeats: number[];
}

export interface PublicPlanElement {
  kind: VenueElementKind;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

export interface PublicTheme {
  primary: string;
  secondary: string;
  accent: string;
  headingFont: string;
  bodyFont: string;
}

export interface PublicEvent {
  id: string;
  title: string;
  eventType: EventType;
  /** Null when the owner hides the date and time. */
  date: string | null;
  time: string | null;
  /** Null when the owner hides the venue. */
  venue: string | null;
  address: string | null;
  /** Null when there is none or the owner hides it. */
  description: string | null;
  coverImageUrl: string | null;
  /** False only in the owner's preview. */
  isPublished: boolean;
  guestList: GuestListMode;
  theme: PublicTheme;
  /** Every table by number (names for the guest list and the search). */
  tables: PublicTable[];
  /** The guests the page lists, by name; empty when the owner shows no list. */
  guests: PublicGuest[];
  /** The floor plan, when the owner shows the table map to guests. */
  floorPlan: { tables: PublicPlanTable[]; elements: PublicPlanElement[] } | null;
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
