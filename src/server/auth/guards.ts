import type { Context } from "hono";
import { AppError } from "@/server/lib/errors";
import { isLocale, type Locale } from "@/shared/i18n/locales";
import { msg } from "@/shared/i18n/messages";
import { isAdminRole } from "./admin-role";
import type { Auth } from "./auth";

/**
 * Route guards. Every route that needs a signed-in user starts with one of these; they throw, so a route
 * cannot forget to stop:
 *
 *   const me = await requireUser(c, deps);        // 401 when signed out
 *   const admin = await requireAdmin(c, deps);    // 401 signed out, 403 when not an admin
 *
 * Who may do what on an event is the event routes' own guard (`event-member.ts`), by the team's roles.
 */

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
  emailVerified: boolean;
  /** Their language, once chosen (null for an account older than the choice). */
  locale: Locale | null;
}

type GuardDeps = { auth: Auth };

// One session lookup per request, however many guards a route calls.
const cache = new WeakMap<Request, Promise<SessionUser | null>>();

export function currentUser(c: Context, deps: GuardDeps): Promise<SessionUser | null> {
  let pending = cache.get(c.req.raw);
  if (!pending) {
    pending = deps.auth.api.getSession({ headers: c.req.raw.headers }).then((result) =>
      result
        ? {
            id: result.user.id,
            email: result.user.email,
            name: result.user.name,
            role: result.user.role ?? "user",
            emailVerified: result.user.emailVerified,
            locale: isLocale(result.user.locale) ? result.user.locale : null,
          }
        : null,
    );
    cache.set(c.req.raw, pending);
  }
  return pending;
}

export function isAdmin(user: SessionUser | null): boolean {
  return isAdminRole(user?.role);
}

export async function requireUser(c: Context, deps: GuardDeps): Promise<SessionUser> {
  const user = await currentUser(c, deps);
  if (!user) throw new AppError("unauthenticated", msg("Authentication required"));
  return user;
}

export async function requireAdmin(c: Context, deps: GuardDeps): Promise<SessionUser> {
  const user = await requireUser(c, deps);
  if (!isAdmin(user)) throw new AppError("forbidden", msg("You must be an admin to access this page."));
  return user;
}
