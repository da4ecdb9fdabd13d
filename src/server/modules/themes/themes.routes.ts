import { Hono } from "hono";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { eventIdParamSchema } from "@/shared/event";
import { saveCustomThemeSchema } from "@/shared/theme";
import { getCustomTheme, listThemePresets, saveCustomTheme } from "./themes.service";

/** The public cache's key for the preset list: an admin change to the presets invalidates it. */
export const THEMES_RESOURCE = "themes";

/** Mounted at the API root: the public preset list (from the public cache) and each event's custom theme. */
export function themeRoutes(deps: Deps) {
  const db = deps.database.db;
  const member = eventMember(deps);
  return new Hono()
    .get("/themes", (c) => deps.publicCache.respond(c, THEMES_RESOURCE, () => listThemePresets(db)))
    .get("/events/:eventId/theme", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await getCustomTheme(db, c.var.user.id, c.req.valid("param").eventId));
    })
    .put(
      "/events/:eventId/theme",
      member,
      validate("param", eventIdParamSchema),
      validate("json", saveCustomThemeSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await saveCustomTheme(db, c.var.user.id, eventId, c.req.valid("json")));
      },
    );
}
