import { type Column, type SQL, sql } from "drizzle-orm";

/** Whole lists as single array parameters: a 20,000-guest statement carries a handful of parameters, not
 * 20,000 (PostgreSQL allows 65,535), and plans once. */

/** `$values::type[]`, e.g. for `unnest(...)`. */
export function arrayParam(values: readonly unknown[], type: "uuid" | "text" | "int"): SQL {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

/** `column = any($ids::uuid[])`. */
export function idIn(column: Column, ids: readonly string[]): SQL {
  return sql`${column} = any(${arrayParam(ids, "uuid")})`;
}

/** The rows of a raw `execute(...)`: node-postgres and PGlite both answer `{ rows }`, which Drizzle's shared
 * database type leaves as `unknown`. */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error("the database driver answered without rows");
  return rows as Row[];
}
