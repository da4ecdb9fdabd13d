import { z } from "zod";
import type { EventType, GuestStatus, TableShape } from "./constants";
import type { Locale } from "./i18n/locales";
import { msg } from "./i18n/messages";
import type { GuestListMode, PublicTable } from "./public-event-search";
import type { VenueElementKind } from "./tables";
import { text } from "./text";

/**
 * The public guest page's one view model (docs/decisions/015-public-guest-page.md): what a stranger may see.
 * Names, table numbers and names, seat numbers, statuses, the event's shown details and its theme; never
 * e-mail, phone, dietary restrictions, notes, households or groups. Built on the server only
 * (src/server/modules/public-event); the page and its JSON are made from it.
 */

export {
  GUEST_LIST_MODES,
  type GuestListMode,
  MAX_QUERY_LENGTH,
  MIN_HIDDEN_LIST_QUERY,
  type PublicTable,
  type SearchAnswer,
  type SearchableGuest,
  type SearchMatch,
  searchGuests,
  searchKey,
} from "./public-event-search";

export const PUBLIC_EVENT_MESSAGES = {
  notFound: msg("Event not found"),
  wrongPasscode: msg("Wrong passcode"),
  passcodeRequired: msg("This page is protected by a passcode"),
} as const;

export const passcodeSchema = text({ label: msg("Passcode"), max: 50 }).refine(
  (value) => value === "" || value.length >= 4,
  msg("Passcode must be at least 4 characters"),
);

/** POST /api/public/events/:eventId/passcode */
export const passcodeInputSchema = z.object({ passcode: text({ label: msg("Passcode"), max: 200 }) });

/** GET /api/public/events/:eventId/search?q= */
export const searchQuerySchema = z.object({ q: z.string().optional() });

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
  occupiedSeats: readonly number[];
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
  /** The languages the page speaks, one or two, the first the default (the event's). */
  languages: Locale[];
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
  /** Set when the page collects RSVPs (docs/decisions/028-rsvp.md): the deadline, if any, and the time zone
   * it is shown in. */
  rsvp: { deadlineAt: string | null; timeZone: string } | null;
}
