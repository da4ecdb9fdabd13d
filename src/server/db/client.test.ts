import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, inject, test } from "vitest";
import { createDeps } from "@/server/deps";
import { loadEnv } from "@/server/env";
import { isDatabaseUnavailable } from "@/server/lib/database-errors";
import { createLogger, type Logger } from "@/server/lib/logger";
import { rowsOf } from "@/server/lib/sql-arrays";
import {
  adminQuery,
  databaseUrl,
  dropDatabase,
  quoteIdent,
  uniqueDatabaseName,
} from "@/server/test/postgres";
import { openPostgres } from "./client";
import { blogPosts } from "./schema";
import { seed } from "./seed";
import { SEED_BLOG_POSTS } from "./seed-blog-posts";

const testDatabase = inject("testDatabase");
const serverUrl = testDatabase.kind === "postgres" ? testDatabase.serverUrl : "";
const created: string[] = [];

afterAll(async () => {
  for (const name of created) await dropDatabase(serverUrl, name);
});

async function emptyDatabase() {
  const name = uniqueDatabaseName("seatwise_start");
  await adminQuery(serverUrl, `CREATE DATABASE ${quoteIdent(name)}`);
  created.push(name);
  return databaseUrl(serverUrl, name);
}

/** Ends a server process, as a PostgreSQL restart would. */
async function terminate(pid: number) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query("select pg_terminate_backend($1)", [pid]);
  } finally {
    await admin.end();
  }
}

/** A logger that keeps its warnings. */
function keptWarnings() {
  const warnings: string[] = [];
  const log: Logger = { ...createLogger("silent"), warn: (message) => warnings.push(message) };
  return { log, warnings };
}

// Deployments of several instances share one PostgreSQL; the embedded database has one process.
describe.runIf(testDatabase.kind === "postgres")("PostgreSQL shared by several instances", () => {
  test("two instances starting together on an empty database migrate and seed it once", async () => {
    const url = await emptyDatabase();
    const instances = [openPostgres(url), openPostgres(url)];
    try {
      await Promise.all(
        instances.map((database) =>
          database.exclusively(async () => {
            await database.migrate();
            await seed(database.db);
          }),
        ),
      );
      expect(await instances[0]!.db.$count(blogPosts)).toBe(SEED_BLOG_POSTS.length);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  });

  test("a connection cut while idle (PostgreSQL restarting) is logged, and the next query reconnects", async () => {
    const url = await emptyDatabase();
    const { log, warnings } = keptWarnings();
    const database = openPostgres(url, log);
    try {
      const [backend] = rowsOf<{ pid: number }>(
        await database.db.execute(sql`select pg_backend_pid() as pid`),
      );
      await terminate(backend!.pid);
      await expect.poll(() => warnings).toContain("A database connection was lost");
      const again = rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`));
      expect(again[0]?.one).toBe(1);

      // Cut in the middle of a transaction (the connection checked out, between two statements): the
      // transaction fails, the process goes on.
      warnings.length = 0;
      const failed = await database.db
        .transaction(async (tx) => {
          const [inside] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
          await terminate(inside!.pid);
          await expect.poll(() => warnings).toContain("A database connection was lost");
          await tx.execute(sql`select 1`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      // Answered 503 (try again), not 500: the database was away, nothing was wrong with the request.
      expect(failed).toBeDefined();
      expect(isDatabaseUnavailable(failed)).toBe(true);
      const after = rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`));
      expect(after[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });

  test("a write on one instance makes the other's public cache entry stale at once (NOTIFY)", async () => {
    const url = await emptyDatabase();
    const env = loadEnv({ AUTH_SECRET: "test-secret-test-secret-test-secret-0123", NODE_ENV: "test" });
    const [a, b] = [0, 1].map(() =>
      createDeps({ env, database: openPostgres(url), log: createLogger("silent") }),
    );
    try {
      // Both listening: then an entry is read again after a minute at most, unless it is made stale. Each
      // instance listens to every channel (the public cache's, the live updates') on one connection.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await expect
          .poll(async () => {
            const { rows } = await admin.query<{ cache: number; all: number }>(
              `select count(*) filter (where query like '%seatwise_public_cache%')::int as cache, count(*)::int as all
               from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`,
            );
            return rows[0];
          })
          .toEqual({ cache: 2, all: 2 });
      } finally {
        await admin.end();
      }
      let seats = 1;
      const load = async () => ({ seats });
      const body = async () =>
        Buffer.from((await b!.publicCache.get("public-event:x", load)).identity).toString();
      expect(await body()).toBe('{"seats":1}');
      seats = 2;
      // Listening, b does not poll each second: past that, its entry still holds until it is told.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(await body()).toBe('{"seats":1}');
      a!.publicCache.invalidate("public-event:x");
      await expect.poll(body, { timeout: 2000 }).toBe('{"seats":2}');
    } finally {
      await Promise.all([a!.database.close(), b!.database.close()]);
    }
  });
});
