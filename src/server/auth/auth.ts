import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { account, rateLimit, session, user, verification } from "@/server/db/schema";
import type { Env } from "@/server/env";
import { currentLocale } from "@/server/lib/i18n";
import { errorText, type Logger } from "@/server/lib/logger";
import type { Mailer } from "@/server/lib/mail";
import { PASSWORD_MIN_LENGTH } from "@/shared/constants";
import { checkUserColumns } from "./auth-input";
import { CLIENT_IP_HEADER } from "./client-ip";
import { confirmEmailMessage, invitationMessage, recipientLocale, resetPasswordMessage } from "./emails";

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

const ADMIN_PLUGIN_WRITES = [
  "/admin/create-user",
  "/admin/update-user",
  "/admin/set-role",
  "/admin/ban-user",
  "/admin/unban-user",
  "/admin/remove-user",
];

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
    // The owner's language (src/shared/i18n/locales.ts): read with the session, set by PUT /api/me/locale
    // and, at sign-up, from the language the visitor was using.
    user: { additionalFields: { locale: { type: "string", required: false, input: false } } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // An account an admin created has no password yet: its first "reset" is the invitation to choose one.
        const [credential] = await database.db
          .select({ id: account.id })
          .from(account)
          .where(and(eq(account.userId, user.id), eq(account.providerId, "credential")));
        const compose = credential ? resetPasswordMessage : invitationMessage;
        await mail.send(compose(user.email, user.name, links.resetPassword(token), recipientLocale(user)));
      },
    },
    emailVerification: {
      sendOnSignUp: env.REQUIRE_EMAIL_VERIFICATION,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, token }) => {
        await mail.send(
          confirmEmailMessage(user.email, user.name, links.confirmEmail(token), recipientLocale(user)),
        );
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
    // Errors that are not Better Auth's own (a database refusal, an AppError from a hook) reach the app's one
    // error handler instead of becoming an empty 500.
    onAPIError: { throw: true },
    // Accounts are changed through /api/admin/users, which keeps the last admin and invites new users by
    // mail; the plugin's own endpoints for the same changes would go around both.
    disabledPaths: ADMIN_PLUGIN_WRITES,
    databaseHooks: {
      // The last line behind authRequests(): whatever path writes a user (an endpoint, a server call such as
      // admin setup), its name, e-mail and other text columns follow the sign-up form's rules.
      user: {
        // A new account speaks the language its visitor was using (the sign-up request's: lib/i18n.ts).
        create: {
          before: async (data) => ({ data: { ...checkUserColumns(data), locale: currentLocale() } }),
        },
        update: { before: async (data) => ({ data: checkUserColumns(data) }) },
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
      // Better Auth skips its origin and callback checks when NODE_ENV is "test": tests run them as served.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    logger: {
      level: env.LOG_LEVEL === "debug" ? "debug" : "warn",
      log: (level, message, ...args: unknown[]) => {
        // A refused callback, redirect or origin is the caller's doing (anyone can send one): a warning.
        const refusal = level === "error" && CALLER_REFUSAL.test(message);
        const write =
          level === "error" && !refusal
            ? log.error
            : level === "debug" || level === "info"
              ? log.debug
              : log.warn;
        // Only errors' own text: other arguments can hold request data such as tokens.
        const errors = args.filter((arg) => arg instanceof Error).map((error) => errorText(error));
        write("auth", { detail: message, ...(errors.length ? { errors } : {}) });
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Better Auth's error-level lines for a request it refused because of what the request carried (its
 * origin-check middleware: "Invalid callbackURL: …", "Invalid origin: …", "Invalid redirect URL: …"). */
const CALLER_REFUSAL =
  /^Invalid (callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL|origin|redirect URL)\b/;
