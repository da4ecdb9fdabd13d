import { msg } from "./i18n/messages";

/**
 * The roles of an event's team and what each may do (docs/decisions/023-team.md). The one permission table:
 * the server's guard (src/server/auth/event-member.ts) checks a route's action against it, and the web app
 * reads it to hide what a role cannot do. No schema here: every screen's shell reads it, without zod.
 */
export const ROLES = ["co-owner", "planner", "viewer", "caterer", "check-in"] as const;
export type Role = (typeof ROLES)[number];

/** The roles an invitation may give, in the order the role select lists them. */
export const INVITABLE_ROLES = ROLES;

export const ROLE_NAMES: Record<Role, string> = {
  "co-owner": msg("Co-owner"),
  planner: msg("Planner"),
  viewer: msg("Viewer"),
  caterer: msg("Caterer"),
  "check-in": msg("Check-in staff"),
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  "co-owner": msg("Everything, including the team, publishing and deleting the event"),
  planner: msg(
    "Guests, tables, seating, rules, auto-seat, appearance, share and print; not the team or deleting the event",
  ),
  viewer: msg("Reads every screen, changes nothing"),
  caterer: msg(
    "Tables, guests' names, seats, meals and dietary needs, and the caterer's report; never e-mails, phones or notes",
  ),
  "check-in": msg("The day-of check-in screen only"),
};

export const ACTIONS = [
  /** The event's name, date and settings: what every screen's header shows. */
  "event.read",
  /** Details, what the guest page shows, appearance, share and publishing. */
  "event.update",
  "event.delete",
  /** Who is on the team. */
  "team.read",
  /** Invite, change a role, remove someone. */
  "team.manage",
  /** Guests' names, households, groups, tables, seats, meals and dietary needs. */
  "guests.read",
  /** Guests' e-mails, phones and notes, and the export that carries them. */
  "guests.contacts",
  "guests.write",
  "tables.read",
  "tables.write",
  /** The board, the rules and what auto-seat needs. */
  "seating.read",
  /** Seat moves, rules, auto-seat apply and undo, pins. */
  "seating.write",
  /** The print screen: cards, lists and the caterer's report. */
  "print.read",
  /** Recording what was printed ("reprint only what changed"). */
  "print.write",
  /** The day-of check-in screen (docs/decisions/029-check-in.md): its list (names, households, tables, seats,
   * arrivals — never contacts, notes or meals), check in and undo, a phone's sync, walk-ins and a no-show's
   * seat given away. Co-owners, planners and check-in staff. The counts per table are `seating.read` (the
   * board and floor plan: viewers and caterers see them), the arrival report is `guests.read`. */
  "checkin",
  /** The event's history and its versions, compared. */
  "history.read",
  /** Saving a version, restoring one, restoring a removed guest or table. */
  "history.write",
  /** Pruning the history, deleting a version, erasing a guest for good. */
  "history.manage",
] as const;
export type Action = (typeof ACTIONS)[number];

const EDITOR: readonly Action[] = ACTIONS.filter(
  (action) => action !== "event.delete" && action !== "team.manage" && action !== "history.manage",
);

export const ROLE_ACTIONS: Record<Role, ReadonlySet<Action>> = {
  "co-owner": new Set(ACTIONS),
  planner: new Set(EDITOR),
  viewer: new Set<Action>([
    "event.read",
    "team.read",
    "guests.read",
    "guests.contacts",
    "tables.read",
    "seating.read",
    "print.read",
    "history.read",
  ]),
  caterer: new Set<Action>(["event.read", "guests.read", "tables.read", "seating.read", "print.read"]),
  "check-in": new Set<Action>(["event.read", "checkin"]),
};

export function can(role: Role | null | undefined, action: Action): boolean {
  return role ? ROLE_ACTIONS[role].has(action) : false;
}

/** A role whose one screen is check-in (it checks guests in without reading the guest list): the dashboard
 * shows it that screen alone. */
export function checkinOnly(role: Role | null | undefined): boolean {
  return can(role, "checkin") && !can(role, "guests.read");
}
