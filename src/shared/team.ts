import { z } from "zod";
import { emailText } from "./email";
import { msg, t } from "./i18n/messages";
import { ROLES, type Role } from "./roles";
import { pathParam } from "./text";

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
  changedBy: (name: string) => t("{name} changed this a moment ago", { name }),
  changedBySomeone: msg("Someone else changed this a moment ago"),
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
/** The version a write is based on (a guest's `version`, the event's `settingsVersion`, the floor plan's
 * `version`): a stale one is refused with who changed it. */
export const baseVersionSchema = z.number().int().min(0).max(2_147_483_647).optional();

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
