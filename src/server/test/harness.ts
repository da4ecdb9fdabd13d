import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, inject } from "vitest";
import { createApp } from "@/server/app";
import { type Database, openPostgres, wrapPglite } from "@/server/db/client";
import { createDeps, type Deps } from "@/server/deps";
import { loadEnv } from "@/server/env";
import { createLogger, type Logger } from "@/server/lib/logger";
import { adminQuery, databaseUrl, dropDatabase, quoteIdent, uniqueDatabaseName } from "./postgres";
import type { TestDatabase } from "./provided";

export interface TestContext {
  deps: Deps;
  app: ReturnType<typeof createApp>;
  dataDir: string;
  /** Calls the app in-process; non-GET requests carry the app's Origin, as a browser would send it. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** A fully wired app on a fresh, migrated and seeded database of its own. Call once per test file
 * (beforeAll) and close it in afterAll. */
export async function createTestContext(
  options: { env?: Record<string, string>; log?: Logger } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "seatwise-test-"));
  const testDatabase = inject("testDatabase");
  let fresh: { database: Database; url?: string; drop(): Promise<void> };
  try {
    fresh = await openFreshDatabase(testDatabase);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const env = loadEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    APP_ORIGIN: "http://localhost:3000",
    NODE_ENV: "test",
    ...(fresh.url ? { DATABASE_URL: fresh.url } : {}),
    ...options.env,
  });
  const deps = createDeps({ env, database: fresh.database, log: options.log ?? createLogger(env.LOG_LEVEL) });
  const app = createApp(deps);

  return {
    deps,
    app,
    dataDir,
    async request(requestPath, init = {}) {
      const headers = new Headers(init.headers);
      const method = (init.method ?? "GET").toUpperCase();
      if (method !== "GET" && method !== "HEAD" && !headers.has("origin")) {
        headers.set("origin", env.APP_ORIGIN);
      }
      return await app.request(new URL(requestPath, env.APP_ORIGIN).toString(), { ...init, headers });
    },
    async close() {
      try {
        await fresh.database.close();
      } finally {
        try {
          await fresh.drop();
        } finally {
          await rm(dataDir, { recursive: true, force: true });
        }
      }
    },
  };
}

/**
 * A value a test file makes once before its tests, usable as a plain constant at the top of the file:
 *   const ctx = testFileContext();
 *   const ann = testFileUser(ctx);
 * It is made by a `beforeAll` hook (hooks run in the order they are declared); reading it before then throws.
 */
export function madeBeforeAll<T extends object>(what: string, make: () => Promise<T>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  const made = () => {
    if (value === undefined) throw new Error(`${what} is read before beforeAll made it`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_target, key) => {
      const field = Reflect.get(made(), key);
      return typeof field === "function" ? field.bind(made()) : field;
    },
    has: (_target, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** The test file's context: created before its tests, closed after them. */
export function testFileContext(options: Parameters<typeof createTestContext>[0] = {}): TestContext {
  let created: TestContext | undefined;
  const ctx = madeBeforeAll("The test context", async () => {
    created = await createTestContext(options);
    return created;
  });
  afterAll(async () => created?.close());
  return ctx;
}

/** A response body as `unknown`, for assertions to narrow; a non-JSON body fails with its text. */
export async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`Expected a JSON body (status ${response.status}), got: ${text.slice(0, 200)}`);
  }
}

type ApiError = { code: string; message: string; fields?: Record<string, string> };

/** The `error` of an error answer (the API's error shape), for assertions on its code, message and fields. */
export async function errorOf(response: Response): Promise<ApiError> {
  return ((await json(response)) as { error: ApiError }).error;
}

let snapshot: Promise<Blob> | undefined;

async function openFreshDatabase(testDatabase: TestDatabase) {
  if (testDatabase.kind === "pglite") {
    snapshot ??= readFile(testDatabase.snapshotFile).then((bytes) => new Blob([bytes]));
    const client = new PGlite({ loadDataDir: await snapshot });
    await client.waitReady;
    return { database: wrapPglite(client), drop: async () => {} };
  }
  const { serverUrl, template } = testDatabase;
  const name = uniqueDatabaseName("seatwise_t");
  await adminQuery(serverUrl, `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
  const url = databaseUrl(serverUrl, name);
  return {
    database: openPostgres(url),
    url,
    drop: () => dropDatabase(serverUrl, name),
  };
}
