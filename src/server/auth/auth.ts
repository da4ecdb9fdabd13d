import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { account, rateLimit, session, user, verification } from "@/server/db/schema";
import type { Env } from "@/server/env";
import { errorText, type Logger } from "@/server/lib/logger";
import type { Mailer } from "@/server/lib/mail";
import { NAME_MAX_LENGTH, NAME_TOO_LONG } from "@/shared/auth";
import { PASSWORD_MIN_LENGTH } from "@/shared/constants";
import { CLIENT_IP_HEADER } from "./client-ip";
import { confirmEmailMessage, resetPasswordMessage } from "./emails";

export const AUTH_BASE_PATH = "/api/auth";
export const ADMIN_ROLE = "admin";

const DAY = 60 * 60 * 24;

/** Stricter limits for the endpoints people guess passwords or send mail through (per client IP). */
export const AUTH_RATE_LIMITS = {
  "/sign-in/email": { window: 60, max: 10 },
  "/sign-up/email": { window: 60, max: 5 },
  "/request-password-reset": { window: 300, max: 5 },
  "/send-verification-email": { window: 300, max: 5 },
} as const;

export interface AuthDeps {
  env: Env;
  database: Database;
  log: Logger;
  mail: Mailer;
}

/** Links in e-mails open the web app's pages, which then call the API; the app shows the outcome. */
export function appLinks(origin: string) {
  return {
    confirmEmail: (token: string) =>
      `${origin}/email-confirmation?token=${encodeURIComponent(token)}&type=signup`,
    resetPassword: (token: string) => `${origin}/reset-password?token=${encodeURIComponent(token)}`,
    adminLogin: () => `${origin}/admin/login`,
  };
}

export function createAuth({ env, database, log, mail }: AuthDeps) {
  const links = appLinks(env.APP_ORIGIN);
  return betterAuth({
    appName: "Seatwise",
    basePath: AUTH_BASE_PATH,
    baseURL: env.APP_ORIGIN,
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.APP_ORIGIN],
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mail.send(resetPasswordMessage(user.email, user.name, links.resetPassword(token)));
      },
    },
    emailVerification: {
      sendOnSignUp: env.REQUIRE_EMAIL_VERIFICATION,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, token }) => {
        await mail.send(confirmEmailMessage(user.email, user.name, links.confirmEmail(token)));
      },
    },
    session: {
      expiresIn: 7 * DAY,
      // Sliding renewal: a session used after a day gets a fresh 7-day expiry.
      updateAge: DAY,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
    },
    plugins: [admin({ defaultRole: "user", adminRoles: [ADMIN_ROLE] })],
    databaseHooks: {
      // Better Auth takes a name of any length; the sign-up form's limit holds on every path that sets one.
      user: {
        create: { before: async (data) => assertNameLength(data.name) },
        update: { before: async (data) => assertNameLength(data.name) },
      },
      session: {
        create: {
          after: async (created) => {
            await database.db
              .update(user)
              .set({ lastSignInAt: new Date() })
              .where(eq(user.id, created.userId));
          },
        },
      },
    },
    advanced: {
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.APP_ORIGIN.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    logger: {
      level: env.LOG_LEVEL === "debug" ? "debug" : "warn",
      log: (level, message, ...args: unknown[]) => {
        const write = level === "error" ? log.error : level === "warn" ? log.warn : log.debug;
        // Only errors' own text: other arguments can hold request data such as tokens.
        const errors = args.filter((arg) => arg instanceof Error).map((error) => errorText(error));
        write("auth", { detail: message, ...(errors.length ? { errors } : {}) });
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function assertNameLength(name: unknown) {
  if (typeof name === "string" && name.trim().length > NAME_MAX_LENGTH) {
    throw new APIError("BAD_REQUEST", { message: NAME_TOO_LONG });
  }
}
