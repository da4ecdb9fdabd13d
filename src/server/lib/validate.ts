import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { z } from "zod";
import { msg } from "@/shared/i18n/messages";
import { AppError, validationError } from "./errors";
import { readJsonBody } from "./json-body";

const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

export interface ValidatorInfo {
  target: keyof ValidationTargets;
  schema: z.ZodType;
}

/** Which schema each `validate()` middleware checks: the fuzz suite reads it to build valid and invalid
 * requests for every route, including routes added after it was written (src/server/test/fuzz). */
const registry = new WeakMap<object, ValidatorInfo>();

export function validatorInfo(handler: unknown): ValidatorInfo | undefined {
  return typeof handler === "function" ? registry.get(handler) : undefined;
}

/**
 * `zValidator` that fails the one way the API fails: a thrown AppError answered by the error handler
 * (`{ error: { code, message, fields } }`, 400), instead of the validator's own body. A body of the wrong kind
 * is refused before the schema sees it (Hono's validator would read it as `{}`): 415 when a JSON route gets
 * anything but JSON or a form route anything but a form; JSON bodies also go through `readJsonBody`'s limits.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  const inner = zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues;
      throw issues.length
        ? validationError(new z.ZodError(issues))
        : new AppError("bad_request", msg("Invalid input"));
    }
  });
  const middleware: typeof inner = async (c, next) => {
    if (target === "json") await readJsonBody(c);
    if (target === "form") assertForm(c.req.header("content-type"));
    return inner(c, next);
  };
  registry.set(middleware, { target, schema });
  return middleware;
}

function assertForm(contentType: string | undefined) {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(mediaType)) {
    throw new AppError(
      "unsupported_media_type",
      msg("The request body must be a form (multipart/form-data)"),
    );
  }
}
