import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rows } from "./db-digest";

/**
 * Which tables a request changed, for thousands of requests in a row (the fuzz suite): a trigger on every
 * table of the catalogue (so tables added later too) records each committed insert, delete and real update
 * in a log; a rolled-back write leaves no entry. Cheaper than a digest of every row after every request, and
 * it names the table and the operation. Test databases only: it adds a table and triggers.
 * Left out, as in the digest: rate-limit counters and a session's sliding expiry.
 */

const LOG = "test_write_log";
const SKIP_TABLES = new Set([LOG, "rate_limit"]);
const SKIP_COLUMNS: Record<string, string[]> = { session: ["expires_at", "updated_at"] };

export interface WriteLog {
  /** The writes committed since the last call, as `table insert|update|delete`. */
  takeWrites(): Promise<string[]>;
}

export async function installWriteLog(db: Db): Promise<WriteLog> {
  await db.execute(
    sql.raw(`create table ${LOG} (id bigserial primary key, tbl text not null, op text not null)`),
  );
  await db.execute(
    sql.raw(`create function ${LOG}_write() returns trigger language plpgsql as $$
      begin insert into ${LOG} (tbl, op) values (tg_table_name, lower(tg_op)); return null; end $$`),
  );
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (SKIP_TABLES.has(table) || SKIP_COLUMNS[table]?.includes(column)) continue;
    tables.set(table, [...(tables.get(table) ?? []), `"${column}"`]);
  }
  for (const [table, list] of tables) {
    // As text: a json column has no equality operator.
    const old = list.map((column) => `old.${column}::text`).join(", ");
    const next = list.map((column) => `new.${column}::text`).join(", ");
    await db.execute(
      sql.raw(`create trigger ${LOG}_rows after insert or delete on "${table}"
        for each row execute function ${LOG}_write()`),
    );
    await db.execute(
      sql.raw(`create trigger ${LOG}_updates after update on "${table}" for each row
        when (row(${old}) is distinct from row(${next})) execute function ${LOG}_write()`),
    );
  }

  let last = 0;
  return {
    async takeWrites() {
      const entries = await rows<{ id: string; tbl: string; op: string }>(
        db,
        sql.raw(`select id, tbl, op from ${LOG} where id > ${last} order by id`),
      );
      if (entries.length) last = Number(entries.at(-1)!.id);
      return [...new Set(entries.map((entry) => `${entry.tbl} ${entry.op}`))];
    },
  };
}
