import { z } from "zod";
import { emailText } from "./email";
import { msg, t } from "./i18n/messages";
import { pathParam } from "./text";

/**
 * The people of an event and what each may do (docs/decisions/023-team.md). The one permission table: the
 * server's guard (src/server/auth/event-member.ts) checks a route's action against it, and the web app reads
 * it to hide what a role cannot do.
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
  /** The day-of check-in screen. */
  "checkin",
] as const;
export type Action = (typeof ACTIONS)[number];

const EDITOR: readonly Action[] = ACTIONS.filter(
  (action) => action !== "event.delete" && action !== "team.manage",
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
  ]),
  caterer: new Set<Action>(["event.read", "guests.read", "tables.read", "seating.read", "print.read"]),
  "check-in": new Set<Action>(["event.read", "checkin"]),
};

export function can(role: Role | null | undefined, action: Action): boolean {
  return role ? ROLE_ACTIONS[role].has(action) : false;
}

/** Most people an event's team holds, its creator included, invitations waiting included. */
export const MAX_TEAM_SIZE = 50;
/** An invitation's life. */
export const INVITATION_DAYS = 7;

export const TEAM_MESSAGES = {
  forbidden: msg("Your role on this event does not allow this"),
  invalidRole: msg("Choose a role"),
  yourself: msg("You are already on this event's team"),
  alreadyMember: (email: string) => t("{email} is already on this event's team", { email }),
  alreadyInvited: (email: string) => t("{email} has already been invited", { email }),
  teamFull: () => t("A team holds at most {max} people, invitations included", { max: MAX_TEAM_SIZE }),
  memberNotFound: msg("This person is not on the team"),
  invitationNotFound: msg("Invitation not found"),
  lastCoOwner: msg("The person who created the event stays its co-owner"),
  invitationInvalid: msg("This invitation link is not valid. Ask for a new one."),
  invitationExpired: msg("This invitation has expired. Ask for a new one."),
  invitationUsed: msg("This invitation has already been accepted."),
  invitationRevoked: msg("This invitation was withdrawn. Ask for a new one."),
  invitationOtherAddress: (email: string) =>
    t("This invitation was sent to {email}. Sign in with that address to accept it.", { email }),
  creatorCannotLeave: msg("You created this event: delete it instead of leaving it"),
} as const;

export const roleSchema = z.enum(ROLES, { error: TEAM_MESSAGES.invalidRole });

export const inviteSchema = z.object({
  email: emailText(),
  role: roleSchema,
});
export type InviteInput = z.input<typeof inviteSchema>;

export const changeRoleSchema = z.object({ role: roleSchema });

export const memberParamSchema = z.object({
  eventId: pathParam(msg("Event")),
  userId: pathParam(msg("Person")),
});
export const invitationParamSchema = z.object({
  eventId: pathParam(msg("Event")),
  invitationId: pathParam(msg("Invitation")),
});
export const invitationTokenSchema = z.object({ token: pathParam(msg("Invitation"), 200) });

export interface TeamMember {
  userId: string;
  name: string;
  email: string;
  role: Role;
  /** The event's creator: the account that pays, always a co-owner. */
  creator: boolean;
  joinedAt: string;
}

export interface TeamInvitation {
  id: string;
  email: string;
  role: Role;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

export interface Team {
  members: TeamMember[];
  invitations: TeamInvitation[];
}

/** What /invite/{token} shows before the person accepts. */
export interface InvitationPreview {
  eventTitle: string;
  eventDate: string;
  role: Role;
  email: string;
  invitedBy: string | null;
}
