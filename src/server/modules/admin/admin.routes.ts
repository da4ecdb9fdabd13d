import { Hono } from "hono";
import { adminOnly, type SignedInEnv } from "@/server/auth/signed-in";
import type { Deps } from "@/server/deps";
import { adminBlogRoutes } from "@/server/modules/blog/blog.routes";
import { adminSiteRoutes } from "@/server/modules/site/site.routes";
import { getAdminStats, getRecentActivity } from "./stats.service";
import { supportInboxRoutes } from "./support-inbox.routes";
import { adminUserRoutes } from "./users.routes";

/** /api/admin: the back office. The guard runs first for every path below, known or not, so no admin route
 * can be added without it. */
export function adminRoutes(deps: Deps) {
  const db = deps.database.db;
  return new Hono<SignedInEnv>()
    .use(adminOnly(deps))
    .get("/stats", async (c) => c.json(await getAdminStats(db)))
    .get("/activity", async (c) => c.json(await getRecentActivity(db)))
    .route("/users", adminUserRoutes(deps))
    .route("/blog", adminBlogRoutes(deps))
    .route("/site", adminSiteRoutes(deps))
    .route("/support-requests", supportInboxRoutes(deps));
}
