import type { IncomingMessage, ServerResponse } from "node:http";
import type { Deps } from "@/server/deps";
import { PUBLIC_CACHE_CONTROL } from "@/server/lib/public-cache";
import { type Representation, writeRepresentation } from "@/server/lib/representation";
import type { SecurityHeaders } from "@/server/lib/security-headers";
import { SITE_RESOURCE } from "./site.routes";
import { getPublicSite } from "./site.service";

/**
 * GET /api/site answered straight to Node's response from the public cache, in front of the app, as the
 * build's files and cached guest pages are (docs/decisions/009-request-path.md): every page of the site and
 * the app reads it. The answer is the app's own (site.routes.ts: the same cache entry, ETag and headers); it
 * is not in the request log. A failing load returns false and the app answers, in the API's error shape.
 */
export function answerSite(
  deps: Pick<Deps, "publicCache" | "database" | "storage">,
  security: SecurityHeaders,
) {
  const load = () => getPublicSite({ db: deps.database.db, storage: deps.storage });
  return {
    matches: (req: IncomingMessage) =>
      (req.method === "GET" || req.method === "HEAD") &&
      (req.url === "/api/site" || req.url === "/api/site/"),
    async answer(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      let representation: Representation;
      try {
        representation = await deps.publicCache.get(SITE_RESOURCE, load);
      } catch {
        return false;
      }
      writeRepresentation(req, res, representation, { cacheControl: PUBLIC_CACHE_CONTROL }, security);
      return true;
    },
  };
}
