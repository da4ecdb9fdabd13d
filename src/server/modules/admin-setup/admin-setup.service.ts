import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { APIError } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import { hasAdminRole } from "@/server/auth/admin-role";
import { ADMIN_ROLE, type Auth, appLinks } from "@/server/auth/auth";
import { adminWelcomeMessage } from "@/server/auth/emails";
import type { Database } from "@/server/db/client";
import { adminSetupClaims, user } from "@/server/db/schema";
import type { Env } from "@/server/env";
import { AppError } from "@/server/lib/errors";
import { translated } from "@/server/lib/i18n";
import type { Logger } from "@/server/lib/logger";
import type { Mailer } from "@/server/lib/mail";
import { ADMIN_SETUP_TEXTS, type AdminSetupInput } from "@/shared/auth";

/**
 * First-admin setup (docs/decisions/003-auth-and-request-guards.md): while no admin exists, whoever holds
 * the one-time setup token may create the first admin. The token is ADMIN_SETUP_TOKEN, or one generated at
 * start that index.ts prints in the server log. Once an admin exists, setup creates nothing.
 */
export interface AdminSetup {
  readonly token: string;
  readonly tokenSource: "env" | "generated";
  adminExists(): Promise<boolean>;
  createFirstAdmin(input: AdminSetupInput): Promise<{ message: string }>;
}

interface SetupDeps {
  env: Env;
  database: Database;
  log: Logger;
  mail: Mailer;
  auth: Auth;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** A claim this old belongs to a server that died mid-setup. */
const STALE_CLAIM = sql`now() - interval '5 minutes'`;

export function createAdminSetup(deps: SetupDeps): AdminSetup {
  const token = deps.env.ADMIN_SETUP_TOKEN ?? randomBytes(24).toString("base64url");
  const expected = digest(token);
  // Within one server, setup requests run one at a time, so the second of two at once is told the admin
  // exists; the claim row (below) does the same across servers sharing one database.
  let queue: Promise<unknown> = Promise.resolve();
  const emailTaken = () =>
    new AppError("conflict", ADMIN_SETUP_TEXTS.emailTaken, { email: ADMIN_SETUP_TEXTS.emailTaken });

  const adminExists = async () => {
    const rows = await deps.database.db.select({ id: user.id }).from(user).where(hasAdminRole).limit(1);
    return rows.length > 0;
  };

  // Whoever holds the claim checks again that no admin exists, creates one, then lets go.
  const claim = async () => {
    const claimed = await deps.database.db
      .insert(adminSetupClaims)
      .values({ id: 1 })
      .onConflictDoUpdate({
        target: adminSetupClaims.id,
        set: { claimedAt: sql`now()` },
        setWhere: sql`${adminSetupClaims.claimedAt} < ${STALE_CLAIM}`,
      })
      .returning({ id: adminSetupClaims.id });
    return claimed.length > 0;
  };
  const release = () => deps.database.db.delete(adminSetupClaims);

  const createClaimed = async (email: string, password: string) => {
    if (await adminExists()) throw new AppError("conflict", ADMIN_SETUP_TEXTS.exists);
    const taken = await deps.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (taken.length > 0) throw emailTaken();
    try {
      await deps.auth.api.createUser({
        body: { email, password, name: "Admin", role: ADMIN_ROLE, data: { emailVerified: true } },
      });
    } catch (error) {
      // A sign-up with the same address got in between the check and the insert.
      if (error instanceof APIError && error.body?.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
        throw emailTaken();
      }
      throw error;
    }
  };

  const create = async (input: AdminSetupInput) => {
    if (await adminExists()) throw new AppError("conflict", ADMIN_SETUP_TEXTS.exists);
    if (!timingSafeEqual(digest(input.token), expected)) {
      deps.log.warn("admin setup refused: wrong setup token");
      throw new AppError("forbidden", ADMIN_SETUP_TEXTS.wrongToken);
    }
    if (!(await claim())) throw new AppError("conflict", ADMIN_SETUP_TEXTS.inProgress);
    const email = input.email.toLowerCase();
    try {
      await createClaimed(email, input.password);
    } finally {
      await release();
    }
    deps.log.info("first admin created", { email });
    try {
      await deps.mail.send(adminWelcomeMessage(email, appLinks(deps.env.APP_ORIGIN).adminLogin()));
    } catch {
      // The account exists either way; the mail module has logged the failure.
    }
    // The answer is shown as it is: in the language of the request.
    return { message: translated(ADMIN_SETUP_TEXTS.created) };
  };

  return {
    token,
    tokenSource: deps.env.ADMIN_SETUP_TOKEN ? "env" : "generated",
    adminExists,
    createFirstAdmin(input) {
      const result = queue.then(() => create(input));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
