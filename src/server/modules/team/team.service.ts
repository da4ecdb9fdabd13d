import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { eventInvitations, eventMembers, events, user } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { memberEvent } from "@/server/modules/events/member-event";
import { recordChange } from "@/server/modules/live/change-log";
import type { Role } from "@/shared/roles";
import { TEAM_MESSAGES, type Team, type TeamInvitation, type TeamMember } from "@/shared/team";

type InvitationRow = typeof eventInvitations.$inferSelect;

export function toInvitation(row: InvitationRow, invitedBy: string | null, now = new Date()): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

/** The event's people, the creator first, then by when they joined; and its invitations still open. */
export async function getTeam(db: Db, eventId: string): Promise<Team> {
  const [owner] = await db.select({ userId: events.userId }).from(events).where(eq(events.id, eventId));
  const members = await db
    .select({
      userId: eventMembers.userId,
      role: eventMembers.role,
      createdAt: eventMembers.createdAt,
      name: user.name,
      email: user.email,
    })
    .from(eventMembers)
    .innerJoin(user, eq(user.id, eventMembers.userId))
    .where(eq(eventMembers.eventId, eventId))
    .orderBy(asc(eventMembers.createdAt), asc(user.email));
  const invitations = await db
    .select({ row: eventInvitations, invitedBy: user.name })
    .from(eventInvitations)
    .leftJoin(user, eq(user.id, eventInvitations.invitedBy))
    .where(openInvitations(eventId))
    .orderBy(asc(eventInvitations.createdAt), asc(eventInvitations.email));
  const toMember = (row: (typeof members)[number]): TeamMember => ({
    userId: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    creator: row.userId === owner?.userId,
    joinedAt: row.createdAt.toISOString(),
  });
  return {
    members: members.map(toMember).sort((a, b) => Number(b.creator) - Number(a.creator)),
    invitations: invitations.map(({ row, invitedBy }) => toInvitation(row, invitedBy)),
  };
}

/** Invitations neither accepted nor revoked (expired ones included: they can be resent). */
export const openInvitations = (eventId: string) =>
  and(
    eq(eventInvitations.eventId, eventId),
    isNull(eventInvitations.acceptedAt),
    isNull(eventInvitations.revokedAt),
  );

/** A member of the team other than its creator, who always stays a co-owner (the account that pays). */
async function otherMember(tx: Tx, eventId: string, userId: string) {
  const event = await memberEvent(tx, userId, eventId, { notFound: TEAM_MESSAGES.memberNotFound });
  if (event.userId === userId) throw new AppError("validation_failed", TEAM_MESSAGES.lastCoOwner);
  return event;
}

/** A change of the team, logged (src/server/modules/live/change-log.ts): every open screen of the event reads
 * the team again, and a stream whose person is no longer on it closes. */
export async function changeRole(
  db: Db,
  actorId: string,
  eventId: string,
  userId: string,
  role: Role,
): Promise<TeamMember> {
  await db.transaction(async (tx) => {
    await recordChange(tx, eventId, actorId, "team.role", ["team"]);
    await otherMember(tx, eventId, userId);
    await tx
      .update(eventMembers)
      .set({ role })
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
  });
  const found = (await getTeam(db, eventId)).members.find((member) => member.userId === userId);
  if (!found) throw new AppError("not_found", TEAM_MESSAGES.memberNotFound);
  return found;
}

export async function removeMember(db: Db, actorId: string, eventId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await recordChange(tx, eventId, actorId, "team.remove", ["team"]);
    await otherMember(tx, eventId, userId);
    await tx
      .delete(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
  });
}

/** One's own leaving; the creator deletes the event instead. */
export async function leaveEvent(db: Db, eventId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await recordChange(tx, eventId, userId, "team.leave", ["team"]);
    const event = await memberEvent(tx, userId, eventId);
    if (event.userId === userId) throw new AppError("validation_failed", TEAM_MESSAGES.creatorCannotLeave);
    await tx
      .delete(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
  });
}
