import { and, asc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { isActiveAdmin, isAdminRole } from "@/server/auth/admin-role";
import {
  adminSettings,
  blogPosts,
  eventInvitations,
  eventMembers,
  events,
  guests,
  user as userTable,
  verification,
} from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { isStorageKey } from "@/server/lib/storage";
import { recordChange } from "@/server/modules/live/change-log";
import { ACCOUNT_DATA_MESSAGES, confirmsDeletion } from "@/shared/account-data";
import type { AccountDataContext } from "./export.service";

/** What happened to the person's events, for the answer and the tests. */
export interface DeletedAccount {
  deletedEvents: string[];
  keptEvents: string[];
}

/**
 * Delete my account (docs/decisions/027-take-your-data.md), in one transaction: every event where the person
 * is the last co-owner is deleted with all it holds (its rows cascade); on the others their membership goes,
 * and an event they created passes to its longest-standing remaining co-owner (events.user_id, the account
 * that pays, would otherwise cascade it away). Invitations they sent or received, verification rows and the
 * user row (sessions, accounts, memberships, support requests cascade) go too; the "who changed it last"
 * marks naming them are cleared. Each event's change log tells its open live streams, which then close.
 * After the commit, the uploads they signed that nothing else uses are removed from storage.
 * The last administrator cannot delete themselves: the back office would have no one.
 */
export async function deleteAccount(
  ctx: AccountDataContext,
  userId: string,
  confirmation: string,
): Promise<DeletedAccount> {
  const result = await ctx.db.transaction(async (tx) => {
    const [me] = await tx.select().from(userTable).where(eq(userTable.id, userId)).for("update");
    if (!me) throw new AppError("unauthenticated", ACCOUNT_DATA_MESSAGES.confirmation);
    if (!confirmsDeletion(confirmation, me.email)) {
      throw new AppError("validation_failed", ACCOUNT_DATA_MESSAGES.confirmation, {
        confirmation: ACCOUNT_DATA_MESSAGES.confirmation,
      });
    }
    if (isAdminRole(me.role)) {
      const others = await tx.$count(userTable, and(isActiveAdmin, ne(userTable.id, userId)));
      if (others === 0) throw new AppError("conflict", ACCOUNT_DATA_MESSAGES.lastAdmin);
    }
    const memberships = await tx
      .select({ eventId: eventMembers.eventId, creator: events.userId, cover: events.coverImagePath })
      .from(eventMembers)
      .innerJoin(events, eq(events.id, eventMembers.eventId))
      .where(eq(eventMembers.userId, userId))
      .orderBy(asc(eventMembers.eventId))
      .for("update", { of: events });
    const plans = [];
    for (const membership of memberships) {
      const [heir] = await tx
        .select({ userId: eventMembers.userId })
        .from(eventMembers)
        .where(
          and(
            eq(eventMembers.eventId, membership.eventId),
            eq(eventMembers.role, "co-owner"),
            ne(eventMembers.userId, userId),
          ),
        )
        .orderBy(asc(eventMembers.createdAt), asc(eventMembers.userId))
        .limit(1);
      plans.push({ ...membership, heir: heir?.userId ?? null });
    }
    // Before the change log names an actor and an event for the transaction, so neither the row-version
    // trigger nor the history's triggers (docs/decisions/026-history.md) record these under the person.
    await tx.update(guests).set({ updatedBy: null }).where(eq(guests.updatedBy, userId));
    await tx.update(events).set({ settingsUpdatedBy: null }).where(eq(events.settingsUpdatedBy, userId));
    await tx.update(events).set({ layoutUpdatedBy: null }).where(eq(events.layoutUpdatedBy, userId));
    for (const { eventId, creator, heir } of plans)
      if (heir && creator === userId)
        await tx.update(events).set({ userId: heir }).where(eq(events.id, eventId));

    const deletedEvents: { id: string; cover: string | null }[] = [];
    const keptEvents: string[] = [];
    for (const { eventId, cover, heir } of plans) {
      if (!heir) {
        // "team" too: each open stream checks its member and closes on the event being gone.
        await recordChange(tx, eventId, userId, "event.delete", ["event", "team"]);
        await tx.delete(events).where(eq(events.id, eventId));
        deletedEvents.push({ id: eventId, cover });
        continue;
      }
      await recordChange(tx, eventId, userId, "team.leave", ["team"]);
      await tx
        .delete(eventMembers)
        .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
      keptEvents.push(eventId);
    }
    await tx
      .delete(eventInvitations)
      .where(
        or(
          eq(eventInvitations.invitedBy, userId),
          eq(sql`lower(${eventInvitations.email})`, me.email.toLowerCase()),
        ),
      );
    // Better Auth's rows: e-mail verification by address, password resets by the user's id.
    await tx
      .delete(verification)
      .where(or(eq(verification.identifier, me.email), eq(verification.value, userId)));
    await tx.delete(userTable).where(eq(userTable.id, userId));
    return { deletedEvents, keptEvents, email: me.email };
  });
  await removeUploads(
    ctx,
    userId,
    result.deletedEvents.map((event) => event.cover),
  );
  return { deletedEvents: result.deletedEvents.map((event) => event.id), keptEvents: result.keptEvents };
}

/** The deleted events' covers, and every other upload the person signed (docs/decisions/018-upload-keys.md)
 * that no remaining event, blog post or site setting uses. A failure is logged: the account is gone already. */
async function removeUploads(ctx: AccountDataContext, userId: string, covers: (string | null)[]) {
  try {
    const candidates = new Set(covers.filter((key): key is string => key !== null && isStorageKey(key)));
    for await (const key of ctx.storage.list())
      if (ctx.storage.keys.isOwnedBy(key, userId)) candidates.add(key);
    if (candidates.size === 0) return;
    const keys = [...candidates];
    const used = await Promise.all([
      ctx.db.select({ key: events.coverImagePath }).from(events).where(inArray(events.coverImagePath, keys)),
      ctx.db
        .select({ key: blogPosts.coverImagePath })
        .from(blogPosts)
        .where(inArray(blogPosts.coverImagePath, keys)),
      ctx.db
        .select({ key: adminSettings.heroImagePath })
        .from(adminSettings)
        .where(and(isNotNull(adminSettings.heroImagePath), inArray(adminSettings.heroImagePath, keys))),
    ]);
    const kept = new Set(used.flat().map((row) => row.key));
    for (const key of keys) if (!kept.has(key)) await ctx.storage.remove(key);
  } catch (error) {
    ctx.log.error("account deletion: uploads left in storage", { error: String(error) });
  }
}
