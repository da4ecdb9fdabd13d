import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { fieldErrors } from "@/shared/field-errors";
import { msg } from "@/shared/i18n/messages";
import { databaseRefusal, isDatabaseUnavailable } from "./database-errors";
import { translated } from "./i18n";
import { errorText, type Logger } from "./logger";

export type ErrorCode =
  | "bad_request"
  | "validation_failed"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "gone"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal"
  | "unavailable";

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** Seconds a client waits before trying again when the database is briefly away (PostgreSQL restarting). */
const RETRY_AFTER_SECONDS = 2;

/** The one error class: services throw it with the text a user should read. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

/** The API's error shape, its texts in the request's language (src/server/lib/i18n.ts). */
export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>) {
  const translatedFields = fields
    ? Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, translated(text)]))
    : undefined;
  return {
    error: { code, message: translated(message), ...(translatedFields ? { fields: translatedFields } : {}) },
  };
}

export function validationError(error: z.ZodError): AppError {
  const fields = fieldErrors(error);
  return new AppError("validation_failed", Object.values(fields)[0] ?? msg("Invalid input"), fields);
}

/** The one error handler: every failure leaves the API in its error shape (docs/architecture.md §10), never
 * with a stack trace. */
export function handleError(error: Error, c: Context, log: Logger) {
  if (error instanceof AppError) {
    return c.json(errorBody(error.code, error.message, error.fields), error.status);
  }
  if (error instanceof z.ZodError) {
    const appError = validationError(error);
    return c.json(errorBody(appError.code, appError.message, appError.fields), 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = (Object.entries(STATUS).find(([, s]) => s === status)?.[0] ?? "bad_request") as ErrorCode;
    return c.json(errorBody(code, error.message || msg("Request failed")), status);
  }
  const refusal = databaseRefusal(error, (details) =>
    log.warn("database refused a write", { method: c.req.method, path: c.req.path, ...details }),
  );
  if (refusal) return c.json(errorBody(refusal.code, refusal.message), STATUS[refusal.code]);
  if (isDatabaseUnavailable(error)) {
    log.warn("the database could not be reached", { method: c.req.method, path: c.req.path });
    c.header("retry-after", String(RETRY_AFTER_SECONDS));
    return c.json(errorBody("unavailable", msg("Seatwise is busy for a moment. Please try again.")), 503);
  }
  log.error("unhandled error", {
    method: c.req.method,
    path: c.req.path,
    error: errorText(error, { stack: true }),
  });
  return c.json(errorBody("internal", msg("Something went wrong. Please try again.")), 500);
}
