import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { chooseEncoding } from "./representation";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const MIN_BYTES = 1024;

/**
 * Compresses JSON answers that can be large (an event's guest list): a body under 1 KB goes out as it is,
 * since its compressed form would hardly be smaller; a larger one is compressed off the main thread (zlib's
 * thread pool), brotli at a fast level when the client accepts it, else gzip. Static files, the HTML pages and
 * the public cache carry forms compressed in advance and never reach this.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === "HEAD" || res.status === 204 || res.status === 304) return;
    if (res.headers.has("content-encoding") || !res.headers.get("content-type")?.includes("json")) return;
    const encoding = chooseEncoding(c.req.header("accept-encoding"), { br: true, gzip: true });
    res.headers.append("vary", "Accept-Encoding");
    if (!encoding) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let sent: Buffer = body;
    if (body.byteLength >= MIN_BYTES) {
      sent =
        encoding === "br"
          ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : await gzipAsync(body, { level: 6 });
      headers.set("content-encoding", encoding);
    }
    headers.set("content-length", String(sent.byteLength));
    c.res = undefined;
    c.res = new Response(new Uint8Array(sent), { status: res.status, headers });
  };
}
