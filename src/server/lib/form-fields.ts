import type { Context } from "hono";

/** The text fields of a form posted without JavaScript (such a form sends no files); a body that is not a
 * form gives none. */
export async function formFields(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(
    Object.entries(body).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
}
