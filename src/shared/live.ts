/**
 * Live updates (docs/decisions/024-live-updates.md): each change to an event is one entry of its change log
 * (event_changes), announced after commit to every open screen of the event.
 */

/** The parts of an event a change touches: what a screen that shows them reads again. */
export const CHANGE_AREAS = ["event", "guests", "tables", "seating", "rules", "print", "team"] as const;
export type ChangeArea = (typeof CHANGE_AREAS)[number];

/** What a change-log entry says it touched. */
export interface ChangeTargets {
  areas: ChangeArea[];
}
