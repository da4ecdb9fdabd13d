import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { eventInvitations, eventMembers, events, user } from "@/server/db/schema";
import type { Deps } from "@/server/deps";
import { AppError } from "@/server/lib/errors";
import { currentLocale, inLocale } from "@/server/lib/i18n";
import { isUuid } from "@/server/lib/ids";
import { memberEvent } from "@/server/modules/events/member-event";
import { recordChange } from "@/server/modules/live/change-log";
import type { Role } from "@/shared/roles";
import {
  INVITATION_DAYS,
  type InvitationPreview,
  MAX_TEAM_SIZE,
  TEAM_MESSAGES,
  type TeamInvitation,
} from "@/shared/team";
import { openInvitations, toInvitation } from "./team.service";
import { invitationMessage } from "./team-emails";

type InvitationDeps = Pick<Deps, "env" | "mail"> & { db: Db };
type Inviter = { id: string; name: string; email: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The link's secret: 32 random bytes. Only its SHA-256 is stored, so a copy of the database opens nothing. */
function newToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const expiry = (now = Date.now()) => new Date(now + INVITATION_DAYS * DAY_MS);

const field = (message: string) => new AppError("validation_failed", message, { email: message });

/**
 * Invites `email` to the event's team as `role` and mails the link. Refused: one's own address, someone on
 * the team, an address with an invitation still valid, a team already at MAX_TEAM_SIZE (members and valid
 * invitations). An expired invitation to the address is replaced. The event row is locked so two invitations
 * sent at once cannot pass the size check together.
 */
export async function invite(
  deps: InvitationDeps,
  inviter: Inviter,
  eventId: string,
  input: { email: string; role: Role },
): Promise<TeamInvitation> {
  const email = input.email.toLowerCase();
  if (email === inviter.email.toLowerCase()) throw field(TEAM_MESSAGES.yourself);
  const { event, row, token } = await deps.db.transaction(async (tx) => {
    const event = await memberEvent(tx, inviter.id, eventId, { forUpdate: true });
    await recordChange(tx, eventId, inviter.id, "team.invite", ["team"]);
    const [member] = await tx
      .select({ id: user.id })
      .from(eventMembers)
      .innerJoin(user, eq(user.id, eventMembers.userId))
      .where(and(eq(eventMembers.eventId, eventId), sql`lower(${user.email}) = ${email}`));
    if (member) throw field(TEAM_MESSAGES.alreadyMember(email));
    const [open] = await tx
      .select()
      .from(eventInvitations)
      .where(and(openInvitations(eventId), eq(eventInvitations.email, email)));
    if (open && open.expiresAt > new Date()) throw field(TEAM_MESSAGES.alreadyInvited(email));
    if (open)
      await tx
        .update(eventInvitations)
        .set({ revokedAt: new Date() })
        .where(eq(eventInvitations.id, open.id));
    if ((await teamSize(tx, eventId)) >= MAX_TEAM_SIZE) {
      throw new AppError("validation_failed", TEAM_MESSAGES.teamFull());
    }
    const { token, tokenHash } = newToken();
    const [row] = await tx
      .insert(eventInvitations)
      .values({ eventId, email, role: input.role, tokenHash, invitedBy: inviter.id, expiresAt: expiry() })
      .returning();
    if (!row) throw new Error("insert into event_invitations returned no row");
    return { event, row, token };
  });
  await sendInvitation(deps, { inviter: inviter.name, eventTitle: event.title, row, token });
  return toInvitation(row, inviter.name);
}

/** Members and invitations still valid. */
async function teamSize(tx: Tx, eventId: string): Promise<number> {
  const [members] = await tx
    .select({ n: count() })
    .from(eventMembers)
    .where(eq(eventMembers.eventId, eventId));
  const [invited] = await tx
    .select({ n: count() })
    .from(eventInvitations)
    .where(and(openInvitations(eventId), gt(eventInvitations.expiresAt, new Date())));
  return Number(members?.n ?? 0) + Number(invited?.n ?? 0);
}

/** The mail, in the invited person's language when they have an account, else in the inviter's. A mail
 * that fails is logged by the mail module; the invitation stays, and can be resent. */
async function sendInvitation(
  deps: InvitationDeps,
  input: { inviter: string; eventTitle: string; row: typeof eventInvitations.$inferSelect; token: string },
) {
  const [account] = await deps.db
    .select({ locale: user.locale })
    .from(user)
    .where(sql`lower(${user.email}) = ${input.row.email}`);
  const message = inLocale(account?.locale ?? currentLocale(), () =>
    invitationMessage({
      to: input.row.email,
      inviter: input.inviter,
      eventTitle: input.eventTitle,
      role: input.row.role,
      url: `${deps.env.APP_ORIGIN}/invite/${input.token}`,
    }),
  );
  await deps.mail.send(message).catch(() => undefined);
}

async function openInvitation(tx: Db | Tx, eventId: string, invitationId: string) {
  if (!isUuid(invitationId)) throw new AppError("not_found", TEAM_MESSAGES.invitationNotFound);
  const [row] = await tx
    .select()
    .from(eventInvitations)
    .where(and(openInvitations(eventId), eq(eventInvitations.id, invitationId)))
    .for("update");
  if (!row) throw new AppError("not_found", TEAM_MESSAGES.invitationNotFound);
  return row;
}

/** A new link and seven more days; the old link stops working. */
export async function resendInvitation(
  deps: InvitationDeps,
  inviter: Inviter,
  eventId: string,
  invitationId: string,
): Promise<TeamInvitation> {
  const { event, row, token } = await deps.db.transaction(async (tx) => {
    const event = await memberEvent(tx, inviter.id, eventId, { forUpdate: true });
    await recordChange(tx, eventId, inviter.id, "team.resend", ["team"]);
    await openInvitation(tx, eventId, invitationId);
    const { token, tokenHash } = newToken();
    const [row] = await tx
      .update(eventInvitations)
      .set({ tokenHash, expiresAt: expiry(), invitedBy: inviter.id })
      .where(eq(eventInvitations.id, invitationId))
      .returning();
    if (!row) throw new AppError("not_found", TEAM_MESSAGES.invitationNotFound);
    return { event, row, token };
  });
  await sendInvitation(deps, { inviter: inviter.name, eventTitle: event.title, row, token });
  return toInvitation(row, inviter.name);
}

export async function revokeInvitation(
  db: Db,
  actorId: string,
  eventId: string,
  invitationId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await recordChange(tx, eventId, actorId, "team.revoke", ["team"]);
    await openInvitation(tx, eventId, invitationId);
    await tx
      .update(eventInvitations)
      .set({ revokedAt: new Date() })
      .where(eq(eventInvitations.id, invitationId));
  });
}

/** The invitation behind a link, refused with the reason a person can act on. */
async function invitationByToken(db: Db | Tx, token: string, lock = false) {
  const query = db
    .select({ row: eventInvitations, eventTitle: events.title, eventDate: events.date, invitedBy: user.name })
    .from(eventInvitations)
    .innerJoin(events, eq(events.id, eventInvitations.eventId))
    .leftJoin(user, eq(user.id, eventInvitations.invitedBy))
    .where(eq(eventInvitations.tokenHash, hashToken(token)));
  const [found] = lock ? await query.for("update", { of: eventInvitations }) : await query;
  if (!found) throw new AppError("not_found", TEAM_MESSAGES.invitationInvalid);
  if (found.row.acceptedAt) throw new AppError("gone", TEAM_MESSAGES.invitationUsed);
  if (found.row.revokedAt) throw new AppError("gone", TEAM_MESSAGES.invitationRevoked);
  if (found.row.expiresAt <= new Date()) throw new AppError("gone", TEAM_MESSAGES.invitationExpired);
  return found;
}

export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const found = await invitationByToken(db, token);
  return {
    eventTitle: found.eventTitle,
    eventDate: found.eventDate,
    role: found.row.role,
    email: found.row.email,
    invitedBy: found.invitedBy,
  };
}

/**
 * Accepts the invitation for the signed-in person, who must hold the invited address. Used once: the row
 * is locked and marked accepted in the same transaction that adds the member. Someone already on the team
 * keeps their role.
 */
export async function acceptInvitation(
  db: Db,
  account: { id: string; email: string },
  token: string,
): Promise<{ eventId: string }> {
  return db.transaction(async (tx) => {
    // The event row first, as every write of an event takes it (then the invitation's): a revoke at the
    // same moment waits rather than deadlocks.
    const { row: found } = await invitationByToken(tx, token);
    await recordChange(tx, found.eventId, account.id, "team.join", ["team"]);
    const { row } = await invitationByToken(tx, token, true);
    if (row.email !== account.email.toLowerCase()) {
      throw new AppError("forbidden", TEAM_MESSAGES.invitationOtherAddress(row.email));
    }
    await tx.update(eventInvitations).set({ acceptedAt: new Date() }).where(eq(eventInvitations.id, row.id));
    await tx
      .insert(eventMembers)
      .values({ eventId: row.eventId, userId: account.id, role: row.role })
      .onConflictDoNothing();
    return { eventId: row.eventId };
  });
}
