import { createMiddleware } from "hono/factory";
import { requireUser, type SessionUser } from "@/server/auth/guards";
import type { Deps } from "@/server/deps";
import { AppError } from "@/server/lib/errors";

export type SignedInEnv = { Variables: { user: SessionUser } };

/** `requireUser` as the first handler of a route, so a signed-out caller gets 401 before the body is read
 * or validated; the user is then `c.var.user`. `message` replaces the generic 401 text where the spec has
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
