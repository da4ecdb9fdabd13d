import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { z } from "zod";
import { AppError, validationError } from "./errors";

/** `zValidator` that fails the one way the API fails: a thrown AppError answered by the error handler
 * (`{ error: { code, message, fields } }`, 400), instead of the validator's own body. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues;
      throw issues.length
        ? validationError(new z.ZodError(issues))
        : new AppError("bad_request", "Invalid input");
    }
  });
}
