import type { z } from "zod";

/** Field path ("pricingPlans.0.price") → first message: what a form shows beside each input. The API's
 * `error.fields` and the browser's own checks both have this shape. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}
