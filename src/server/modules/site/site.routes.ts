import { Hono } from "hono";
import type { Deps } from "@/server/deps";
import { getPublicSite } from "./site.service";

export function siteRoutes(deps: Deps) {
  return new Hono().get("/", async (c) => c.json(await getPublicSite(deps.database.db)));
}
