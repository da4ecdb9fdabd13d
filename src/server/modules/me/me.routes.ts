import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { currentUser, isAdmin, requireUser } from "@/server/auth/guards";
import { user as userTable } from "@/server/db/schema";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { localeChoiceSchema, type Me } from "@/shared/auth";
import { LOCALE_COOKIE } from "@/shared/i18n/locales";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Who is signed in, for the web app. Signed out is not an error here: `{ user: null }`. */
export function meRoutes(deps: Deps) {
  return new Hono()
    .get("/", async (c) => {
      const user = await currentUser(c, deps);
      const me: Me | null = user
        ? {
            id: user.id,
            email: user.email,
            name: user.name,
            role: user.role,
            isAdmin: isAdmin(user),
            emailVerified: user.emailVerified,
            locale: user.locale,
          }
        : null;
      c.header("Cache-Control", "no-store");
      return c.json({ user: me });
    })
    .put("/locale", validate("json", localeChoiceSchema), async (c) => {
      const me = await requireUser(c, deps);
      const { locale } = c.req.valid("json");
      await deps.database.db.update(userTable).set({ locale }).where(eq(userTable.id, me.id));
      setCookie(c, LOCALE_COOKIE, locale, { path: "/", maxAge: YEAR_SECONDS, sameSite: "Lax" });
      return c.json({ locale });
    });
}
