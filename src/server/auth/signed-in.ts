import { createMiddleware } from "hono/factory";
import { requireAdmin, requireUser, type SessionUser } from "@/server/auth/guards";
import type { Deps } from "@/server/deps";
import { AppError } from "@/server/lib/errors";

export type SignedInEnv = { Variables: { user: SessionUser } };

/** `requireUser` as the first handler of a route, so a signed-out caller gets 401 before the body is read
 * or validated; the user is then `c.var.user`. `message` replaces the generic 401 text where a route has
 * its own (uploads, support requests). */
export function signedIn(deps: Pick<Deps, "auth">, message?: string) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    try {
      c.set("user", await requireUser(c, deps));
    } catch (error) {
      if (message && error instanceof AppError && error.code === "unauthenticated") {
        throw new AppError("unauthenticated", message);
      }
      throw error;
    }
    await next();
  });
}

/** `requireAdmin` as middleware: 401 signed out, 403 for anyone but an admin; the admin is `c.var.user`.
 * Mounted once in front of every /api/admin route. */
export function adminOnly(deps: Pick<Deps, "auth">) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    c.set("user", await requireAdmin(c, deps));
    await next();
  });
}
