import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, inject, test } from "vitest";
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
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query("select pg_terminate_backend($1)", [backend!.pid]);
      } finally {
        await admin.end();
      }
      await expect.poll(() => warnings).toContain("A database connection was lost");
      const again = rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`));
      expect(again[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
