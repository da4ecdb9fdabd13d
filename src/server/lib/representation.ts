import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { type SecurityHeaders, securedResponse } from "./security-headers";

/**
 * A response body prepared once and sent many times: its bytes, its gzip and brotli forms (compressed at build
 * time or when the content changes, never per request) and an ETag derived from the bytes, so two server
 * instances holding the same data give the same ETag and a client's revalidation is answered alike by either.
 */
export interface Representation {
  contentType: string;
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
}

/** Below this, compression saves less than the headers it adds; incompressible types are left alone. */
const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml|wasm)|image\/svg\+xml)/;

/**
 * `compressed` are forms made at build time (dist/web's .gz and .br files); any missing form is made here.
 * `previous`, when its bytes are the same, is returned as it is: nothing is compressed twice.
 */
export function makeRepresentation(
  body: string | Uint8Array<ArrayBuffer>,
  contentType: string,
  options: {
    compressed?: { gzip?: Uint8Array<ArrayBuffer>; br?: Uint8Array<ArrayBuffer> };
    previous?: Representation;
    /** false: no compressed forms (a body the server keeps for itself). */
    compress?: boolean;
  } = {},
): Representation {
  const identity = typeof body === "string" ? Buffer.from(body) : body;
  // A weak validator: the gzip, brotli and plain forms are the same resource, so one tag serves all three.
  const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  if (options.previous?.etag === etag) return options.previous;
  const representation: Representation = { contentType, etag, identity };
  if (
    options.compress === false ||
    identity.byteLength < MIN_COMPRESS_BYTES ||
    !COMPRESSIBLE.test(contentType)
  )
    return representation;
  // Made here, on the event loop, each time the content changes (a guest page after a seat move): levels
  // that cost a few milliseconds for tens of KB, a few per cent larger than the build's gzip 9 and brotli 11.
  const gzip = options.compressed?.gzip ?? gzipSync(identity, { level: 6 });
  const br =
    options.compressed?.br ??
    brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    });
  if (gzip.byteLength < identity.byteLength) representation.gzip = gzip;
  if (br.byteLength < (representation.gzip ?? identity).byteLength) representation.br = br;
  return representation;
}

/** The client's preferred encoding (Accept-Encoding) among those available: brotli, then gzip, else none. */
export function chooseEncoding(
  header: string | undefined,
  available: { br?: unknown; gzip?: unknown },
): "br" | "gzip" | undefined {
  if (!header || (!available.br && !available.gzip)) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = available.br ? weight("br") : 0;
  const gzip = available.gzip ? Math.max(weight("gzip"), weights.get("x-gzip") ?? 0) : 0;
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return undefined;
}

/** If-None-Match, compared weakly (RFC 9110 13.1.2): "*" or any listed tag with the same opaque value. */
function notModified(header: string | undefined, etag: string) {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

export interface Answer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | null;
}

/**
 * The answer to a GET or HEAD for the representation: 304 when the client's copy is current (If-None-Match),
 * else the best encoding it accepts (Accept-Encoding). Plain data, written by Hono (sendRepresentation) or
 * straight to Node's response (lib/static-files.ts).
 */
export function answerRepresentation(
  representation: Representation,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
  headers: { cacheControl: string; vary?: string },
): Answer {
  const vary =
    representation.gzip || representation.br
      ? headers.vary
        ? `Accept-Encoding, ${headers.vary}`
        : "Accept-Encoding"
      : headers.vary;
  const common: Record<string, string> = { etag: representation.etag, "cache-control": headers.cacheControl };
  if (vary) common.vary = vary;
  if (notModified(request.ifNoneMatch, representation.etag)) {
    return { status: 304, headers: common, body: null };
  }
  const encoding = chooseEncoding(request.acceptEncoding, representation);
  const body = encoding ? (representation[encoding] as Uint8Array<ArrayBuffer>) : representation.identity;
  const sent: Record<string, string> = {
    ...common,
    "content-type": representation.contentType,
    "content-length": String(body.byteLength),
  };
  if (encoding) sent["content-encoding"] = encoding;
  return { status: 200, headers: sent, body };
}

/** Answers a GET or HEAD with the representation (see answerRepresentation) and the security headers. */
export function sendRepresentation(
  c: Context,
  representation: Representation,
  headers: { cacheControl: string; vary?: string },
): Response {
  const answer = answerRepresentation(
    representation,
    { ifNoneMatch: c.req.header("if-none-match"), acceptEncoding: c.req.header("accept-encoding") },
    headers,
  );
  return securedResponse(c, answer.body, answer);
}

/** The same answer written straight to Node's response, in front of the app (src/server/app.ts,
 * createRequestListener), with the security headers. */
export function writeRepresentation(
  req: IncomingMessage,
  res: ServerResponse,
  representation: Representation,
  headers: { cacheControl: string; vary?: string },
  security: SecurityHeaders,
): void {
  const answer = answerRepresentation(
    representation,
    { ifNoneMatch: req.headers["if-none-match"], acceptEncoding: req.headers["accept-encoding"] },
    headers,
  );
  res.writeHead(answer.status, { ...security, ...answer.headers });
  res.end(req.method === "HEAD" ? undefined : answer.body);
}
