import type { EventSummary } from "@/shared/event";
import { type Action, can } from "@/shared/roles";

export type NextStepId = "guests" | "tables" | "seating" | "appearance" | "share" | "print";

/** What a step asks of the caller's role (src/shared/team.ts): a viewer is suggested nothing to change. */
const STEP_ACTIONS: Record<NextStepId, Action> = {
  guests: "guests.write",
  tables: "tables.write",
  seating: "seating.write",
  appearance: "event.update",
  share: "event.update",
  print: "print.read",
};

/** At most one row of cards: the steps after these are suggested once these are done. */
export const MAX_NEXT_STEPS = 3;

/** What the owner can usefully do next, in the order a plan comes together: guests and tables first, then
 * seats, the page's look and publishing it, and printing for the day once the page is live. Once everyone
 * has a seat, seating drops out and a live page is suggested for sharing again. */
export function nextSteps({ event, totals, setupProgress, role }: EventSummary): NextStepId[] {
  const done = new Set(setupProgress.steps.filter((step) => step.status === "completed").map((s) => s.id));
  const canSeat = totals.guests > 0 && totals.tables > 0;
  const allSeated = totals.guests > 0 && totals.seated >= totals.guests;
  const steps: [NextStepId, boolean][] = [
    ["guests", !done.has("guests")],
    ["tables", !done.has("tables")],
    ["seating", canSeat && !allSeated],
    ["appearance", !event.isPublished],
    ["share", !event.isPublished || allSeated],
    ["print", event.isPublished && totals.tables > 0],
  ];
  return steps
    .filter(([id, wanted]) => wanted && can(role, STEP_ACTIONS[id]))
    .map(([id]) => id)
    .slice(0, MAX_NEXT_STEPS);
}
