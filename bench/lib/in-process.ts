// The app built from source and called in-process (app.request), on PGlite and on PostgreSQL, for the
// benchmarks run under tsx (guests-import-run.ts).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createApp } from "@/server/app";
import { type Database, openPglite, openPostgres } from "@/server/db/client";
import { createDeps } from "@/server/deps";
import { loadEnv } from "@/server/env";
import { createLogger } from "@/server/lib/logger";
import { adminQuery, databaseUrl, quoteIdent, uniqueDatabaseName } from "@/server/test/postgres";

const ORIGIN = "http://localhost:3000";

/** Migrates `database`, builds the app on it and signs an owner up: `request` and the owner's `cookie`. */
export async function signedInApp(database: Database, dataDir: string) {
  await database.migrate();
  const env = loadEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
    APP_ORIGIN: ORIGIN,
    NODE_ENV: "test",
  });
  const app = createApp(createDeps({ env, database, log: createLogger("silent") }));
  const request = (url: string, init: RequestInit = {}) =>
    app.request(`${ORIGIN}${url}`, {
      ...init,
      headers: { origin: ORIGIN, "x-seatwise-client-ip": "10.1.1.1", ...init.headers },
    });
  const signUp = await request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench",
      email: `bench-${Date.now()}@example.com`,
      password: "password-123",
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { request, cookie };
}

type Measure = (label: string, database: Database, dataDir: string) => Promise<void>;

/**
 * Runs `measure` on a fresh embedded PGlite in a temporary directory named after `name`, then on a fresh
 * database of the PostgreSQL server TEST_DATABASE_URL names (created and dropped), or says it skipped it.
 */
export async function onEachDatabase(name: string, measure: Measure) {
  const pgliteDir = await mkdtemp(path.join(os.tmpdir(), `seatwise-bench-${name}-`));
  try {
    const database = await openPglite(pgliteDir);
    try {
      await measure("PGlite", database, pgliteDir);
    } finally {
      await database.close();
    }
  } finally {
    await rm(pgliteDir, { recursive: true, force: true });
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log("PostgreSQL: skipped (set TEST_DATABASE_URL to a server to measure it too)");
    return;
  }
  const databaseName = uniqueDatabaseName("seatwise_bench");
  await adminQuery(serverUrl, `CREATE DATABASE ${quoteIdent(databaseName)}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `seatwise-bench-${name}-pg-`));
  try {
    const database = openPostgres(databaseUrl(serverUrl, databaseName));
    try {
      await measure("PostgreSQL", database, dataDir);
    } finally {
      await database.close();
    }
  } finally {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdent(databaseName)} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}
