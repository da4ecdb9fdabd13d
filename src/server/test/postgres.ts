import { randomBytes } from "node:crypto";
import pg from "pg";

/** The same server as `serverUrl`, another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
}

/** Runs statements that cannot run inside a transaction (CREATE/DROP DATABASE) on a short-lived connection. */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Drops a test database once its connections are gone. pg's `pool.end()` resolves as soon as it has asked
 * each client to close, before the server has let them go; `DROP … WITH (FORCE)` at that moment kills the
 * closing backends, and the client reports the kill (57P01) as an uncaught error in whatever test runs next.
 * So wait (up to 5 s) for the server to see no connection, then drop, forcing only what is left.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ count: number }>(
        "select count(*)::int as count from pg_stat_activity where datname = $1",
        [name],
      );
      if (rows[0]?.count === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20)); // the backends are exiting; look again shortly
    }
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
