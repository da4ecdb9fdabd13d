import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { ADMIN_ROLE, type Auth, appLinks } from "@/server/auth/auth";
import { adminWelcomeMessage } from "@/server/auth/emails";
import type { Database } from "@/server/db/client";
import { user } from "@/server/db/schema";
import type { Env } from "@/server/env";
import { AppError } from "@/server/lib/errors";
import type { Logger } from "@/server/lib/logger";
import type { Mailer } from "@/server/lib/mail";
import { ADMIN_SETUP_TEXTS, type AdminSetupInput } from "@/shared/auth";

/**
 * First-admin setup (DESIGN.md section 8 item 1): while no admin exists, whoever holds the one-time setup
 * token may create the first admin. The token is ADMIN_SETUP_TOKEN, or one generated at start that index.ts
 * prints in the server log. Once an admin exists, setup creates nothing.
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

export function createAdminSetup(deps: SetupDeps): AdminSetup {
  const token = deps.env.ADMIN_SETUP_TOKEN ?? randomBytes(24).toString("base64url");
  const expected = digest(token);
  // Setup requests run one at a time, so two at once cannot both create an admin.
  let queue: Promise<unknown> = Promise.resolve();

  const adminExists = async () => {
    const rows = await deps.database.db
      .select({ id: user.id })
      .from(user)
      .where(sql`${ADMIN_ROLE} = any(string_to_array(${user.role}, ','))`)
      .limit(1);
    return rows.length > 0;
  };

  const create = async (input: AdminSetupInput) => {
    if (await adminExists()) throw new AppError("conflict", ADMIN_SETUP_TEXTS.exists);
    if (!timingSafeEqual(digest(input.token), expected)) {
      deps.log.warn("admin setup refused: wrong setup token");
      throw new AppError("forbidden", ADMIN_SETUP_TEXTS.wrongToken);
    }
    const email = input.email.toLowerCase();
    const taken = await deps.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (taken.length > 0) {
      throw new AppError("conflict", "An account with this email already exists. Please use another email.", {
        email: "An account with this email already exists. Please use another email.",
      });
    }
    await deps.auth.api.createUser({
      body: {
        email,
        password: input.password,
        name: "Admin",
        role: ADMIN_ROLE,
        data: { emailVerified: true },
      },
    });
    deps.log.info("first admin created", { email });
    try {
      await deps.mail.send(adminWelcomeMessage(email, appLinks(deps.env.APP_ORIGIN).adminLogin()));
    } catch {
      // The account exists either way; the mail module has logged the failure.
    }
    return { message: ADMIN_SETUP_TEXTS.created };
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
