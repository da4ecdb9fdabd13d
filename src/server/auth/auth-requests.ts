import type { MiddlewareHandler } from "hono";
import { AppError, type ErrorCode } from "@/server/lib/errors";
import { translated } from "@/server/lib/i18n";
import { readJsonBody } from "@/server/lib/json-body";
import { msg } from "@/shared/i18n/messages";
import { isStorableText } from "@/shared/text";
import { AUTH_BASE_PATH } from "./auth";
import { checkAuthInput } from "./auth-input";

/**
 * In front of Better Auth's endpoints (docs/decisions/006-hardening.md): requests get the API's rules before
 * Better Auth sees them, and its error answers leave in the API's shape.
 *
 * - a POST body is read once (within the 1 MB limit): not JSON → 415, malformed or nested too deeply → 400;
 *   a POST with no body at all (sign-out) is sent on as `{}`;
 * - every text in the body and query must be storable, and the fields people type (name, email, passwords,
 *   tokens, addresses) pass the shared schemas; the checked body, names trimmed, is what Better Auth reads;
 * - every error answer (Better Auth's `{ code, message }`, an empty 401, a bare 404) becomes
 *   `{ error: { code, message } }` with the same status and headers (cookies included). Better Auth's own
 *   codes (INVALID_EMAIL_OR_PASSWORD...) are kept: the web tells its errors apart by them.
 */
export function authRequests(): MiddlewareHandler {
  return async (c, next) => {
    if (!isStorableText(safeDecode(c.req.path))) {
      throw new AppError("bad_request", msg("The address contains characters that are not allowed"));
    }
    // As Better Auth reads a query: one value as text, a repeated key as a list.
    const query = Object.entries(c.req.queries()).map(([key, values]) => [
      key,
      values.length === 1 ? values[0] : values,
    ]);
    const endpoint = c.req.path.slice(AUTH_BASE_PATH.length);
    checkAuthInput(Object.fromEntries(query), endpoint);
    if (c.req.method === "POST") {
      // No body at all reads as `{}`, the body Better Auth's body-less endpoints (sign-out) expect.
      const body = (await readJsonBody(c, { allowEmpty: true })) ?? {};
      const headers = new Headers(c.req.raw.headers);
      headers.delete("content-length");
      headers.set("content-type", "application/json");
      c.req.raw = new Request(c.req.raw, { headers, body: JSON.stringify(checkAuthInput(body, endpoint)) });
    }
    await next();
    if (c.res.status >= 400) {
      const answer = await inApiShape(c.res);
      // Unset first: assigning over a response merges the old headers (a stale Content-Length) into the new.
      c.res = undefined;
      c.res = answer;
    }
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const STATUS_CODES: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: "bad_request", message: msg("Invalid request") },
  401: { code: "unauthenticated", message: msg("Authentication required") },
  403: { code: "forbidden", message: msg("You are not allowed to do this") },
  404: { code: "not_found", message: msg("Not found") },
  413: { code: "payload_too_large", message: msg("Request body is too large") },
  415: { code: "unsupported_media_type", message: msg("The request body must be JSON") },
  429: { code: "rate_limited", message: msg("Too many requests. Please try again later.") },
};
const SERVER_ERROR = { code: "internal", message: msg("Something went wrong. Please try again.") };

/** Better Auth's own messages a person can meet (its English is their id): answered in the visitor's
 * language. Any other passes as Better Auth wrote it. */
export const BETTER_AUTH_MESSAGES = [
  msg("Invalid email or password"),
  msg("Email not verified"),
  msg("User already exists."),
  msg("User already exists. Use another email."),
  msg("Invalid token"),
  msg("Token expired"),
  msg("Invalid password"),
  msg("Password too short"),
  msg("Password too long"),
  msg("User not found"),
  msg("Email is already verified"),
  msg("Session expired. Re-authenticate to perform this action."),
  msg("Failed to create user"),
] as const;

async function inApiShape(response: Response): Promise<Response> {
  const body = await readJson(response);
  const error = body?.error;
  if (isObject(error) && typeof error.code === "string" && typeof error.message === "string") return response;
  const fallback =
    STATUS_CODES[response.status] ?? (response.status >= 500 ? SERVER_ERROR : STATUS_CODES[400]!);
  const code = typeof body?.code === "string" && body.code ? body.code : fallback.code;
  const message = translated(
    typeof body?.message === "string" && body.message ? body.message : fallback.message,
  );
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify({ error: { code, message } }), { status: response.status, headers });
}

async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const parsed: unknown = JSON.parse(await response.clone().text());
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
