import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Deps } from "@/server/deps";
import { AppError } from "@/server/lib/errors";
import { memberRole } from "@/server/modules/events/member-event";
import { EVENT_MESSAGES } from "@/shared/event";
import { type Action, can, type Role } from "@/shared/roles";
import { TEAM_MESSAGES } from "@/shared/team";
import { requireUser, type SessionUser } from "./guards";

export interface EventMember {
  eventId: string;
  userId: string;
  role: Role;
}

export type MemberEnv = { Variables: { user: SessionUser; member: EventMember } };

/**
 * What each event route does, as an action of the permission table (src/shared/team.ts). Every route under
 * /api/events/:eventId is here: the guard refuses a route it does not find, and the role tests
 * (src/server/modules/team/team-permissions.test.ts) are generated from the app's route list, so a new route
 * without an entry fails them.
 */
export const EVENT_ROUTE_ACTIONS: Record<string, Action> = {
  "GET /api/events/:eventId": "event.read",
  "PATCH /api/events/:eventId": "event.update",
  "DELETE /api/events/:eventId": "event.delete",
  "POST /api/events/:eventId/setup-steps": "event.update",
  "GET /api/events/:eventId/theme": "event.read",
  "PUT /api/events/:eventId/theme": "event.update",
  "GET /api/events/:eventId/guests": "guests.read",
  "POST /api/events/:eventId/guests": "guests.write",
  "POST /api/events/:eventId/guests/bulk": "guests.write",
  "POST /api/events/:eventId/guests/import": "guests.write",
  "GET /api/events/:eventId/guests/export": "guests.contacts",
  "GET /api/events/:eventId/guests/:guestId": "guests.read",
  "PATCH /api/events/:eventId/guests/:guestId": "guests.write",
  "DELETE /api/events/:eventId/guests/:guestId": "guests.write",
  "GET /api/events/:eventId/households": "guests.read",
  "POST /api/events/:eventId/households": "guests.write",
  "PATCH /api/events/:eventId/households/:householdId": "guests.write",
  "DELETE /api/events/:eventId/households/:householdId": "guests.write",
  "GET /api/events/:eventId/groups": "guests.read",
  "POST /api/events/:eventId/groups": "guests.write",
  "PATCH /api/events/:eventId/groups/:groupId": "guests.write",
  "DELETE /api/events/:eventId/groups/:groupId": "guests.write",
  "GET /api/events/:eventId/tables": "tables.read",
  "PUT /api/events/:eventId/tables": "tables.write",
  "GET /api/events/:eventId/seating": "seating.read",
  "GET /api/events/:eventId/seating/compact": "seating.read",
  "POST /api/events/:eventId/seating/moves": "seating.write",
  "GET /api/events/:eventId/seating-rules": "seating.read",
  "POST /api/events/:eventId/seating-rules": "seating.write",
  "DELETE /api/events/:eventId/seating-rules/:ruleId": "seating.write",
  "GET /api/events/:eventId/auto-seat": "seating.read",
  "POST /api/events/:eventId/auto-seat/apply": "seating.write",
  "POST /api/events/:eventId/auto-seat/undo": "seating.write",
  "PUT /api/events/:eventId/auto-seat/pins": "seating.write",
  "PUT /api/events/:eventId/auto-seat/seat-pin": "seating.write",
  "GET /api/events/:eventId/print-snapshots": "print.read",
  "PUT /api/events/:eventId/print-snapshots/:kind": "print.write",
  "DELETE /api/events/:eventId/print-snapshots/:kind": "print.write",
  "GET /api/events/:eventId/team": "team.read",
  "POST /api/events/:eventId/team/invitations": "team.manage",
  "POST /api/events/:eventId/team/invitations/:invitationId/resend": "team.manage",
  "DELETE /api/events/:eventId/team/invitations/:invitationId": "team.manage",
  "PATCH /api/events/:eventId/team/members/:userId": "team.manage",
  "DELETE /api/events/:eventId/team/members/:userId": "team.manage",
  // Leaving is one's own: any member may (the service keeps the creator).
  "POST /api/events/:eventId/team/leave": "event.read",
  "GET /api/events/:eventId/live": "event.read",
  "POST /api/events/:eventId/live/presence": "event.read",
  "GET /api/events/:eventId/history": "history.read",
  "GET /api/events/:eventId/history/:version": "history.read",
  "POST /api/events/:eventId/history/restore": "history.write",
  "DELETE /api/events/:eventId/history": "history.manage",
  "GET /api/events/:eventId/versions": "history.read",
  "POST /api/events/:eventId/versions": "history.write",
  "GET /api/events/:eventId/versions/compare": "history.read",
  "DELETE /api/events/:eventId/versions/:versionId": "history.manage",
  "POST /api/events/:eventId/versions/:versionId/restore": "history.write",
  "POST /api/events/:eventId/guests/:guestId/erase": "history.manage",
  "GET /api/events/:eventId/rsvp": "event.read",
  "PUT /api/events/:eventId/rsvp": "event.update",
  // Link codes let whoever holds one answer for the invitation: only those who edit the guests see them.
  "GET /api/events/:eventId/rsvp/links": "guests.write",
  "POST /api/events/:eventId/rsvp/links/regenerate": "guests.write",
  "PUT /api/events/:eventId/households/:householdId/plus-ones": "guests.write",
  "GET /api/events/:eventId/rsvp/mail": "guests.write",
  "POST /api/events/:eventId/rsvp/mail": "guests.write",
  // Day-of check-in (docs/decisions/029-check-in.md): the screen and its writes are the "checkin" action; the
  // counts per table are for whoever reads the board, the report (names and tables) for whoever reads the list.
  "GET /api/events/:eventId/checkin": "checkin",
  "GET /api/events/:eventId/checkin/counts": "seating.read",
  "GET /api/events/:eventId/checkin/report": "guests.read",
  "GET /api/events/:eventId/checkin/report/data": "guests.read",
  "POST /api/events/:eventId/checkin/arrivals": "checkin",
  "POST /api/events/:eventId/checkin/sync": "checkin",
  "GET /api/events/:eventId/checkin/walk-ins/proposal": "checkin",
  "POST /api/events/:eventId/checkin/walk-ins": "checkin",
  "POST /api/events/:eventId/checkin/take-seat": "checkin",
  // The lobby kiosk's link is a capability like the guest page's passcode: those who run the Share screen.
  "GET /api/events/:eventId/kiosk": "event.update",
  "PUT /api/events/:eventId/kiosk": "event.update",
  "POST /api/events/:eventId/kiosk/regenerate": "event.update",
};

/** The route's key in EVENT_ROUTE_ACTIONS: its method (HEAD answers as GET) and Hono's full pattern. */
export function routeActionKey(c: Context): string {
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  return `${method} ${c.req.routePath}`;
}

/**
 * The one guard of every event route, in place of `signedIn`: 401 signed out, 404 when the caller is not on
 * the event's team (ids cannot be probed), 403 with a clear message when their role may not do the route's
 * action. The member is then `c.var.member`. `notFound` replaces the 404's message where a route has its own
 * ('No active event found' for the guest list and what is built on it).
 */
export function eventMember(
  deps: Pick<Deps, "auth" | "database">,
  notFound: string = EVENT_MESSAGES.notFound,
) {
  return createMiddleware<MemberEnv>(async (c, next) => {
    const user = await requireUser(c, deps);
    c.set("user", user);
    const key = routeActionKey(c);
    const action = EVENT_ROUTE_ACTIONS[key];
    if (!action) throw new Error(`${key} has no entry in EVENT_ROUTE_ACTIONS`);
    const eventId = c.req.param("eventId") ?? "";
    const role = await memberRole(deps.database.db, user.id, eventId);
    if (!role) throw new AppError("not_found", notFound);
    if (!can(role, action)) throw new AppError("forbidden", TEAM_MESSAGES.forbidden);
    c.set("member", { eventId, userId: user.id, role });
    await next();
  });
}
