import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";

/**
 * A fingerprint of every row of every table, per table, to prove that a refused request changed nothing.
 * Tables are read from the catalogue, so a table added later is covered too. Left out: what changes on its
 * own while requests are answered — rate-limit counters, and a session's sliding expiry.
 */
const VOLATILE: Record<string, "all" | string[]> = {
  rate_limit: "all",
  session: ["expires_at", "updated_at"],
};

export type Digest = Record<string, string>;

let query: Promise<ReturnType<typeof sql.raw>> | undefined;
let queryDb: Db | undefined;

/** Both drivers answer `execute` with `{ rows }`; the shared Db type cannot say which. */
export async function rows<T>(db: Db, query: Parameters<Db["execute"]>[0]): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function buildQuery(db: Db) {
  const columnRows = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columnRows) {
    const skip = VOLATILE[table];
    if (skip === "all" || skip?.includes(column)) continue;
    columns.set(table, [...(columns.get(table) ?? []), `"${column}"`]);
  }
  const parts = [...columns].map(
    ([table, list]) =>
      `select '${table}' as name, md5(coalesce(string_agg(r::text, ',' order by r::text), '')) as digest ` +
      `from (select ${list.join(", ")} from "${table}") r`,
  );
  return sql.raw(parts.join(" union all "));
}

export async function digestTables(db: Db): Promise<Digest> {
  if (queryDb !== db) {
    queryDb = db;
    query = buildQuery(db);
  }
  const digests = await rows<{ name: string; digest: string }>(db, await query!);
  return Object.fromEntries(digests.map((row) => [row.name, row.digest]));
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
