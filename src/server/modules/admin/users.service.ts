import { APIError } from "better-auth/api";
import { desc, eq, ilike, or } from "drizzle-orm";
import type { z } from "zod";
import { isActiveAdmin, isAdminRole } from "@/server/auth/admin-role";
import type { Auth } from "@/server/auth/auth";
import type { Db } from "@/server/db/client";
import { session, user } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import type { Logger } from "@/server/lib/logger";
import { containsPattern } from "@/server/lib/search";
import {
  ADMIN_PAGE_SIZE,
  ADMIN_USER_MESSAGES,
  type AdminUser,
  type createUserSchema,
  type listUsersQuerySchema,
  type UserPage,
  type updateUserSchema,
} from "@/shared/admin";

type UsersDeps = { db: Db; auth: Auth; log: Logger };

const columns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  banned: user.banned,
  createdAt: user.createdAt,
  lastSignInAt: user.lastSignInAt,
};
type UserRow = typeof user.$inferSelect;

function toAdminUser(row: Pick<UserRow, keyof typeof columns>): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isAdmin: isAdminRole(row.role),
    banned: row.banned ?? false,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** One page of accounts, newest first; `search` matches the e-mail or the id anywhere, any case. */
export async function listUsers(db: Db, query: z.output<typeof listUsersQuerySchema>): Promise<UserPage> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = pattern ? or(ilike(user.email, pattern), ilike(user.id, pattern)) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.$count(user, where),
  ]);
  return { users: rows.map(toAdminUser), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

const emailTaken = () =>
  new AppError("conflict", ADMIN_USER_MESSAGES.emailTaken, { email: ADMIN_USER_MESSAGES.emailTaken });

/**
 * Creates an account without a password and mails the new user a link to choose one, through
 * the password-reset flow: auth.ts words that mail as an invitation for an account that has no password yet.
 * The account stays even if the mail fails; `invitationSent` says so, and "Forgot password?" sends another.
 * Why: docs/decisions/008-admin-back-office.md ("Add User has no password field").
 */
export async function createUser(
  { db, auth, log }: UsersDeps,
  input: z.output<typeof createUserSchema>,
): Promise<{ user: AdminUser; invitationSent: boolean }> {
  const taken = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  if (taken.length > 0) throw emailTaken();
  let id: string;
  try {
    const created = await auth.api.createUser({
      // The address is confirmed by the link in the invitation: nobody can sign in before following it.
      body: { email: input.email, name: input.name, role: input.role, data: { emailVerified: true } },
    });
    id = created.user.id;
  } catch (error) {
    if (error instanceof APIError && error.body?.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
      throw emailTaken();
    }
    throw error;
  }
  let invitationSent = true;
  try {
    await auth.api.requestPasswordReset({ body: { email: input.email } });
  } catch {
    // The mail module has logged the failure.
    invitationSent = false;
    log.warn("invitation mail not sent", { userId: id });
  }
  const [row] = await db.select(columns).from(user).where(eq(user.id, id));
  if (!row) throw new Error("created user not found");
  return { user: toAdminUser(row), invitationSent };
}

/**
 * A role change, a ban or an unban. The admins' rows are locked while they are counted, so two admins
 * demoting each other at once cannot leave the site without one: the last active admin can be neither
 * demoted nor banned. A ban ends the user's sessions at once.
 */
export async function updateUser(
  db: Db,
  actorId: string,
  userId: string,
  input: z.output<typeof updateUserSchema>,
): Promise<AdminUser> {
  if (input.banned === true && userId === actorId) {
    throw new AppError("bad_request", ADMIN_USER_MESSAGES.selfBan);
  }
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(isActiveAdmin)
      .orderBy(user.id)
      .for("update");
    const [target] = await tx.select(columns).from(user).where(eq(user.id, userId)).for("update");
    if (!target) throw new AppError("not_found", ADMIN_USER_MESSAGES.notFound);

    const activeAdmin = admins.some((admin) => admin.id === userId);
    const losesAdmin = (input.role !== undefined && input.role !== "admin") || input.banned === true;
    if (activeAdmin && losesAdmin && admins.length <= 1) {
      throw new AppError("conflict", ADMIN_USER_MESSAGES.lastAdmin);
    }

    const [updated] = await tx
      .update(user)
      .set({
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.banned !== undefined ? { banned: input.banned, banReason: null, banExpires: null } : {}),
      })
      .where(eq(user.id, userId))
      .returning(columns);
    if (input.banned === true) await tx.delete(session).where(eq(session.userId, userId));
    return toAdminUser(updated ?? target);
  });
}
