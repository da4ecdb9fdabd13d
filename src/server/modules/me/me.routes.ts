import { Hono } from "hono";
import { currentUser, isAdmin } from "@/server/auth/guards";
import type { Deps } from "@/server/deps";
import type { Me } from "@/shared/auth";

/** Who is signed in, for the web app. Signed out is not an error here: `{ user: null }`. */
export function meRoutes(deps: Deps) {
  return new Hono().get("/", async (c) => {
    const user = await currentUser(c, deps);
    const me: Me | null = user
      ? {
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          isAdmin: isAdmin(user),
          emailVerified: user.emailVerified,
        }
      : null;
    c.header("Cache-Control", "no-store");
    return c.json({ user: me });
  });
}
