import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import {
  makeRepresentation,
  type Representation,
  sendRepresentation,
  writeRepresentation,
} from "./representation";
import type { SecurityHeaders } from "./security-headers";

/** Hashed build output never changes under its name; other public files (favicon) may change on a deploy. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
/** The service worker (src/web/service-worker/sw.ts) is asked for again on every registration and check, so a
 * deploy's new worker replaces the old one at once rather than an hour later. */
const REVALIDATED = new Map([["/sw.js", "no-cache"]]);

interface StaticFile {
  representation: Representation;
  cacheControl: string;
}

export type StaticFiles = Map<string, StaticFile>;

/**
 * Every file of the built web app, read into memory once at start with its ETag and its compressed forms (the
 * build writes `.gz` and `.br` beside each compressible file; missing ones are made here). A request is then
 * a map lookup: no file-system stat, no stream, no compression per request. HTML pages are not served from
 * here: the SPA shell and the marketing pages have their own handler.
 */
export function loadStaticFiles(webRoot: string): StaticFiles {
  const files = new Map<string, StaticFile>();
  for (const relative of listFiles(webRoot)) {
    if (/\.(html|gz|br)$/.test(relative)) continue;
    const file = path.join(webRoot, relative);
    const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    const contentType = getMimeType(relative) ?? "application/octet-stream";
    const representation = makeRepresentation(readFileSync(file), contentType, {
      compressed: { gzip: read(".gz"), br: read(".br") },
    });
    const urlPath = `/${relative.split(path.sep).join("/")}`;
    files.set(urlPath, {
      representation,
      cacheControl: REVALIDATED.get(urlPath) ?? (urlPath.startsWith("/assets/") ? IMMUTABLE : SHORT),
    });
  }
  return files;
}

function listFiles(root: string, prefix = ""): string[] {
  return readdirSync(path.join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? listFiles(root, relative) : [relative];
  });
}

/** Answers GET and HEAD for a file loaded by loadStaticFiles, with the security headers; any other path goes
 * on to the next handler. */
export function serveStaticFiles(
  files: Map<string, StaticFile>,
  security: SecurityHeaders,
): MiddlewareHandler {
  return async (c, next) => {
    const file = c.req.method === "GET" || c.req.method === "HEAD" ? files.get(c.req.path) : undefined;
    if (!file) return next();
    c.set("securityHeaders", security);
    return sendRepresentation(c, file.representation, { cacheControl: file.cacheControl });
  };
}

/**
 * The same answer written straight to Node's response, in front of the app (src/server/app.ts,
 * createRequestListener): a file needs no web Request, Context or middleware, which together cost more than
 * the answer itself. Returns false for anything that is not one of the files.
 */
export function answerStaticFile(
  files: StaticFiles,
  security: SecurityHeaders,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const file = files.get(query === -1 ? url : url.slice(0, query));
  if (!file) return false;
  writeRepresentation(req, res, file.representation, { cacheControl: file.cacheControl }, security);
  return true;
}
