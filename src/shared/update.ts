import { z } from "zod";
import { msg } from "./i18n/messages";

/** What every partial update answers when it names no field it knows (docs/decisions/006-hardening.md). */
export const NOTHING_TO_UPDATE = msg("Nothing to update");

/**
 * The body of a PATCH: any subset of `shape`, but at least one field. Unknown keys are dropped as everywhere
 * else, so `{}` and `{ "typo": 1 }` both answer 400 'Nothing to update' instead of an update that sets
 * nothing (which the database layer cannot even express). `baseVersion`, the version the change was made on
 * (src/shared/team.ts), is not a field: it alone is nothing to update.
 */
export function updateSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object(shape)
    .partial()
    .refine(
      (value) => Object.entries(value).some(([key, field]) => key !== "baseVersion" && field !== undefined),
      NOTHING_TO_UPDATE,
    );
}
