import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "@/server/lib/logger";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both drivers: PGlite is PostgreSQL, so the same queries run on either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on the same database runs its own: start-up's migrations and seed
   * go through it, so two instances starting together on an empty PostgreSQL do not both create its tables
   * (a session advisory lock, released with its connection if the process dies). The embedded database has
   * one process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Sends `payload` to every instance listening on `channel` (PostgreSQL's NOTIFY; the embedded database
   * has one process, and delivers it to that process's own listeners). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Listens on `channel` on the instance's listening connection (one for every channel), until the database
   * is closed. A channel has one set of handlers. `onConnected` is called
   * each time listening starts (again: after PostgreSQL restarted, messages sent meanwhile are lost) and
   * `onLost` when the connection ends; it is retried every second. The embedded database listens in process
   * (its one connection never drops: `onConnected` once).
   */
  listen(channel: string, handlers: ListenHandlers): void;
  /**
   * The embedded database only: its data directory as a tar (not compressed: queries wait while it is made),
   * in a consistent state — taken between transactions (none runs meanwhile), after a CHECKPOINT
   * (docs/decisions/025-backups.md).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onConnected(): void;
  onLost(): void;
}

/** The advisory lock start-up holds (any fixed number; this one spells "seat"). */
const START_LOCK = 0x73656174;

/** Beside this module in the source tree; copied beside the bundle by `npm run build`. */
export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export function openPostgres(url: string, log?: Logger): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection that ends (PostgreSQL restarted, a network cut) emits an 'error' on itself, which the pool
  // passes on as its own while the connection is idle; unheard, either would end the process. Each
  // connection's own listener logs it once; the query running on it fails, and the pool drops it.
  pool.on("connect", (client) =>
    client.on("error", (error) => log?.warn("A database connection was lost", { error: error.message })),
  );
  pool.on("error", () => undefined); // logged by the connection's listener above
  const db = drizzlePg(pool, { schema });
  const listener = createListener(url, log);
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    async exclusively(work) {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [START_LOCK]);
        return await work();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [START_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    async notify(channel, payload) {
      await pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    listen(channel, handlers) {
      listener.add(channel, handlers);
    },
    async close() {
      await listener.stop();
      await pool.end();
    },
  };
}

/**
 * The instance's one listening connection, shared by every channel: LISTEN on each, connected again a second
 * after it is lost (each channel's handlers told), ended by `stop`.
 */
function createListener(url: string, log?: Logger) {
  const channels = new Map<string, ListenHandlers>();
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const again = () => {
    if (!stopped) retry = setTimeout(connect, 1000).unref();
  };
  const listenSql = (names: string[]) => names.map((name) => `LISTEN ${name}`).join("; ");
  async function connect() {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.payload !== undefined) channels.get(message.channel)?.onMessage(message.payload);
    });
    next.on("error", () => undefined); // an 'end' follows
    next.on("end", () => {
      if (client !== next) return;
      client = undefined;
      log?.warn("Stopped listening for other instances' changes; trying again", {
        channels: [...channels.keys()],
      });
      for (const handlers of channels.values()) handlers.onLost();
      again();
    });
    let names: string[] = [];
    try {
      await next.connect();
      names = [...channels.keys()];
      await next.query(listenSql(names));
    } catch {
      await next.end().catch(() => undefined);
      return again();
    }
    if (stopped) return void (await next.end().catch(() => undefined));
    client = next;
    // A channel added while connecting is listened to now.
    const added = [...channels.keys()].filter((name) => !names.includes(name));
    if (added.length) await next.query(listenSql(added)).catch(() => undefined);
    for (const handlers of channels.values()) handlers.onConnected();
  }
  return {
    add(channel: string, handlers: ListenHandlers) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const first = channels.size === 0;
      channels.set(channel, handlers);
      if (first) void connect();
      else if (client) void client.query(listenSql([channel])).then(handlers.onConnected, () => undefined);
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    async notify(channel, payload) {
      await client.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    listen(channel, handlers) {
      void client.listen(channel, handlers.onMessage).then(handlers.onConnected, () => undefined);
    },
    // PGlite's queries and transactions take one lock, its dump only the per-statement one: inside a
    // transaction of its own, the dump sees no other transaction half done.
    dumpDataDir: () =>
      client.transaction(async (tx) => {
        await tx.exec("CHECKPOINT");
        return client.dumpDataDir("none");
      }),
    close: () => client.close(),
  };
}

/** An event's data is small; PostgreSQL's default 128 MB of shared buffers would only cost memory here. */
const PGLITE_CONF = ["shared_buffers = 16MB", "work_mem = 4MB"];

export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, "db");
  mkdirSync(dir, { recursive: true });
  if (!existsSync(path.join(dir, "PG_VERSION"))) await initdbInChildProcess(dir);
  return wrapPglite(await PGlite.create(dir, { postgresqlconf: PGLITE_CONF }));
}

/**
 * initdb grows PGlite's WebAssembly memory to several hundred MB, and WebAssembly memory never shrinks while
 * its process lives (closing and reopening in the same process kept ~700 MB). A short-lived child process
 * creates the database and exits, handing all of that back; the server then opens the directory as a
 * restart would. See docs/decisions/004-embedded-database-memory.md.
 */
async function initdbInChildProcess(dir: string) {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2], { postgresqlconf: JSON.parse(process.argv[3]) })
  .then((db) => db.close())
  .then(() => process.exit(0), (error) => { console.error(String(error)); process.exit(1); });`;
  try {
    await promisify(execFile)(process.execPath, ["-e", script, pglite, dir, JSON.stringify(PGLITE_CONF)]);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Creating the embedded database in ${dir} failed${stderr ? `: ${stderr}` : ""}`);
  }
}

export function openDatabase(
  env: { DATABASE_URL?: string; DATA_DIR: string },
  log?: Logger,
): Promise<Database> {
  return env.DATABASE_URL ? Promise.resolve(openPostgres(env.DATABASE_URL, log)) : openPglite(env.DATA_DIR);
}
