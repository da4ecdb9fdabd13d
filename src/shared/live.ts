import { z } from "zod";

/**
 * Live updates (docs/decisions/024-live-updates.md): each change to an event is one entry of its change log
 * (event_changes), announced after commit to every open screen of the event.
 */

/** The parts of an event a change touches: what a screen that shows them reads again. */
export const CHANGE_AREAS = ["event", "guests", "tables", "seating", "rules", "print", "team"] as const;
export type ChangeArea = (typeof CHANGE_AREAS)[number];

/** What a change-log entry says it touched, and the browser tab it came from (when it said). */
export interface ChangeTargets {
  areas: ChangeArea[];
  clientId?: string;
}

/** The header a browser tab sends on its writes, so that it can tell its own changes from others'. */
export const CLIENT_HEADER = "x-seatwise-client";
/** A tab's id: a random UUID (anything else is ignored). */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

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

/** What someone is dragging right now. */
export const liveActivitySchema = z.object({
  kind: z.enum(["guest", "table"]),
  id: z.string().min(1).max(64),
});
export type LiveActivity = z.infer<typeof liveActivitySchema>;

/** A tab's presence beat: it is here (doing `activity`), or it left. */
export const presenceInputSchema = z.object({
  clientId: clientIdSchema,
  activity: liveActivitySchema.nullable().optional(),
  left: z.boolean().optional(),
});
export type PresenceInput = z.infer<typeof presenceInputSchema>;

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
