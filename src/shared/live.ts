import type { LiveActivity } from "./live-input";

/**
 * Live updates (docs/decisions/024-live-updates.md): each change to an event is one entry of its change log
 * (event_changes), announced after commit to every open screen of the event. No schema here: the web app's
 * entry reads this file (its header name), and zod must not run there before its configuration
 * (src/web/lib/zod-config.ts); the presence beat's schemas are in live-input.ts.
 */

/** The parts of an event a change touches: what a screen that shows them reads again. */
export const CHANGE_AREAS = [
  "event",
  "guests",
  "tables",
  "seating",
  "rules",
  "print",
  "team",
  /** Who has arrived (day-of check-in). */
  "arrivals",
] as const;
export type ChangeArea = (typeof CHANGE_AREAS)[number];

/** What a change-log entry says it touched, and the browser tab it came from (when it said). */
export interface ChangeTargets {
  areas: ChangeArea[];
  clientId?: string;
  /** What the entry is about when its rows do not say: the version a "version.save", "version.restore" or
   * "version.delete" is about (its name, or why it was taken), the invitation an "rsvp.answer" came from. */
  subject?: { name: string | null; reason: string | null };
}

/** The header a browser tab sends on its writes, so that it can tell its own changes from others'. */
export const CLIENT_HEADER = "x-seatwise-client";

/** The live stream's path below the event's API path. */
export const LIVE_PATH = "live";

/** One change as the stream sends it (`event: change`, `id:` its version). */
export interface LiveChange {
  version: number;
  actor: { id: string; name: string } | null;
  action: string;
  areas: ChangeArea[];
  /** The tab that made it, when it said. */
  clientId?: string | null;
}

/** One presence beat as the stream sends it (`event: presence`). */
export interface LivePresence {
  userId: string;
  name: string;
  clientId: string;
  activity: LiveActivity | null;
  left: boolean;
}

/** The stream's event names: `ready` (caught up; `id:` the version), `change`, `reset` (too much was missed:
 * read everything again), `presence`, `closed` (the member was removed: the stream ends). */
export type LiveEventName = "ready" | "change" | "reset" | "presence" | "closed";

/** How often a tab says it is here, and how long a silent one is still shown. */
export const PRESENCE_BEAT_MS = 10_000;
export const PRESENCE_EXPIRY_MS = 30_000;
