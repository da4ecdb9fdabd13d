import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rows } from "@/server/test/db-digest";

/** Stored values no input should ever have produced: an object coerced to text, a blank user name. Text
 * columns are read from the catalogue, so a table added later is searched too. */
export async function storedNonsense(db: Db): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [hit] = await rows<{ n: number }>(
      db,
      sql.raw(`select count(*)::int as n from "${table}" where "${column}"::text like '%[object Object]%'`),
    );
    if (hit!.n > 0) found.push(`${table}.${column} holds "[object Object]"`);
  }
  const [blank] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from "user" where btrim(name) = ''`,
  );
  if (blank!.n > 0) found.push(`${blank!.n} user(s) with a blank name`);
  return found;
}
