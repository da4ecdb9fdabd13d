import { Hono } from "hono";
import type { SignedInEnv } from "@/server/auth/signed-in";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { savePricingPlansSchema } from "@/shared/pricing";
import { siteSettingsInputSchema } from "@/shared/site";
import { getAdminSiteSettings, getPublicSite, savePricingPlans, saveSiteSettings } from "./site.service";

/** The public cache's key for the site settings: the admin's settings save invalidates it. */
export const SITE_RESOURCE = "site";

/** Public and rarely changed: served from the public cache (ETag, 304). */
export function siteRoutes(deps: Deps) {
  const ctx = { db: deps.database.db, storage: deps.storage };
  return new Hono().get("/", (c) => deps.publicCache.respond(c, SITE_RESOURCE, () => getPublicSite(ctx)));
}

/** Mounted under /api/admin, behind its admin guard. */
export function adminSiteRoutes(deps: Deps) {
  const ctx = { db: deps.database.db, storage: deps.storage };
  return new Hono<SignedInEnv>()
    .get("/", async (c) => c.json(await getAdminSiteSettings(ctx)))
    .put("/", validate("json", siteSettingsInputSchema), async (c) => {
      const saved = await saveSiteSettings(ctx, c.req.valid("json"));
      deps.publicCache.invalidate(SITE_RESOURCE);
      return c.json(saved);
    })
    .put("/pricing-plans", validate("json", savePricingPlansSchema), async (c) => {
      const saved = await savePricingPlans(ctx, c.req.valid("json"));
      deps.publicCache.invalidate(SITE_RESOURCE);
      return c.json(saved);
    });
}
