import { mkdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import type { Deps } from "@/server/deps";
import { AppError } from "@/server/lib/errors";
import { UPLOADS_URL_PREFIX, uploadsRoot } from "@/server/lib/storage";
import { UPLOAD_CACHE_SECONDS } from "@/shared/constants";
import { msg } from "@/shared/i18n/messages";
import { IMAGE_TYPES } from "@/shared/upload";

const CONTENT_TYPES = new Map<string, string>(Object.entries(IMAGE_TYPES).map(([mime, ext]) => [ext, mime]));

/** GET /uploads/{key} (docs/decisions/018-upload-keys.md): uploaded images from local disk. Only image extensions are served
 * (with the type named by the extension, which the upload derived from the bytes); serveStatic refuses
 * `..`, encoded separators and double slashes, so nothing outside the uploads root can be reached. */
export function serveUploads(deps: Pick<Deps, "env">): MiddlewareHandler {
  const notFound = () => {
    throw new AppError("not_found", msg("Not found"));
  };
  const root = uploadsRoot(deps.env);
  mkdirSync(root, { recursive: true });
  const files = serveStatic({
    root,
    index: "__no_index__",
    rewriteRequestPath: (requestPath) => requestPath.slice(UPLOADS_URL_PREFIX.length),
  });
  return async (c) => {
    const contentType = CONTENT_TYPES.get(path.extname(c.req.path).slice(1).toLowerCase());
    if (!contentType) return notFound();
    // Nothing further down (the SPA fallback) should answer for /uploads: not found here is a 404.
    const response = await files(c, async () => {});
    if (!(response instanceof Response)) return notFound();
    response.headers.set("Content-Type", contentType);
    response.headers.set("Cache-Control", `public, max-age=${UPLOAD_CACHE_SECONDS}`);
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  };
}
