import type { Context, MiddlewareHandler } from "hono";
import type { Env } from "@/server/env";

/** Header name (lower case) → value, the same on every response of an app. */
export type SecurityHeaders = Readonly<Record<string, string>>;

declare module "hono" {
  interface ContextVariableMap {
    securityHeaders: SecurityHeaders;
  }
}

/**
 * The security headers of docs/architecture.md §10 (CSP without inline scripts, `frame-ancestors 'self'` so
 * the share preview can frame the guest page, nosniff, a referrer policy...), built once per app.
 */
export function buildSecurityHeaders(env: Pick<Env, "APP_ORIGIN" | "S3_PUBLIC_URL">): SecurityHeaders {
  const csp = {
    "default-src": ["'self'"],
    // WebAssembly compiled from the app's own files (the check-in screen's QR decoder, loaded when Scan
    // opens on a phone without a barcode detector); JavaScript eval stays refused.
    "script-src": ["'self'", "'wasm-unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(env.S3_PUBLIC_URL ? [env.S3_PUBLIC_URL] : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-src": ["'self'"],
    "frame-ancestors": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return {
    "content-security-policy": Object.entries(csp)
      .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
      .join("; "),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    ...(env.APP_ORIGIN.startsWith("https:") ? { "strict-transport-security": "max-age=31536000" } : {}),
  };
}

/** Responses built with the security headers already in their plain header object. */
const secured = new WeakSet<Response>();

/**
 * A response whose headers are a plain object that already holds the security headers: @hono/node-server
 * writes such a response without building a web `Headers`, and the middleware below leaves it alone. Setting
 * a dozen headers on a finished response instead costs a `Headers` object and a validation per header, which
 * was the largest cost left on a static file or a cached public read (docs/decisions/009-request-path.md).
 */
export function securedResponse(
  c: Context,
  body: BodyInit | null,
  init: { status: number; headers: Record<string, string> },
): Response {
  const response = new Response(body, {
    status: init.status,
    headers: { ...c.get("securityHeaders"), ...init.headers },
  });
  secured.add(response);
  return response;
}

/** Puts the security headers on every response; the ones built by `securedResponse` carry them already. */
export function securityHeaders(headers: SecurityHeaders): MiddlewareHandler {
  const entries = Object.entries(headers);
  return async (c, next) => {
    c.set("securityHeaders", headers);
    await next();
    if (secured.has(c.res)) return;
    for (const [name, value] of entries) c.res.headers.set(name, value);
  };
}
