import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MB } from "@/shared/constants";
import { msg } from "@/shared/i18n/messages";
import { errorBody } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for the API's writes: a browser always sends Origin on a non-GET request,
 * so one from another site (or an opaque "null" origin) is refused. Clients that send no Origin at all are not
 * browsers and carry no ambient cookies to abuse. Better Auth checks its own endpoints the same way.
 */
export function sameOriginWrites(appOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (!SAFE_METHODS.has(c.req.method) && origin !== undefined && origin !== appOrigin) {
      return c.json(errorBody("forbidden", msg("Cross-site request refused")), 403);
    }
    await next();
  };
}

/** JSON bodies stay small; uploads and the imports (guests, an event) have their own, larger limits on their
 * routes: `exceptions` are path prefixes (text) or patterns. */
export function jsonBodyLimit(...exceptions: (string | RegExp)[]): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MB,
    onError: (c) => c.json(errorBody("payload_too_large", msg("Request body is too large")), 413),
  });
  const excepted = (path: string) =>
    exceptions.some((exception) =>
      typeof exception === "string" ? path.startsWith(exception) : exception.test(path),
    );
  // GET and HEAD carry no body; asking for one would build a full web Request for every read.
  return (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" || excepted(c.req.path) ? next() : limit(c, next);
}
