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
