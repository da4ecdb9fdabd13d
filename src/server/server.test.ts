import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Database, openPglite } from "./db/client";
import { loadEnv } from "./env";
import { createLogger } from "./lib/logger";
import { startServer } from "./server";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "seatwise-start-"));
});
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const envFor = (overrides: Record<string, string>) =>
  loadEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    HOST: "127.0.0.1",
    NODE_ENV: "test",
    ...overrides,
  });

/** Opens the embedded database and records whether it was closed. */
function tracked() {
  const state = { database: undefined as Database | undefined, closed: 0 };
  const open = async () => {
    const database = await openPglite(dataDir);
    state.database = database;
    return {
      ...database,
      close: async () => {
        state.closed += 1;
        await database.close();
      },
    };
  };
  return { state, open };
}

// The first start in a new data directory runs initdb, which takes seconds more on a busy machine.
const FIRST_START_MS = 60_000;

describe("startServer", () => {
  test("a port already in use fails the start with the database closed", {
    timeout: FIRST_START_MS,
  }, async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as { port: number }).port;
    const { state, open } = tracked();
    try {
      await expect(
        startServer({ env: envFor({ PORT: String(port) }), log: createLogger("silent"), open }),
      ).rejects.toThrow(/EADDRINUSE/);
      expect(state.closed).toBe(1);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  test("a missing web build fails the start with the database closed", async () => {
    const { state, open } = tracked();
    await expect(
      startServer({
        env: envFor({ PORT: "0" }),
        log: createLogger("silent"),
        webRoot: path.join(dataDir, "no-web"),
        open,
      }),
    ).rejects.toThrow(/not built/);
    expect(state.closed).toBe(1);
  });

  test("starts, answers, and closes the database once however often close is called", async () => {
    const { state, open } = tracked();
    const running = await startServer({ env: envFor({ PORT: "0" }), log: createLogger("silent"), open });
    const response = await fetch(`http://127.0.0.1:${running.address.port}/api/health`);
    expect(response.status).toBe(200);
    await Promise.all([running.close(), running.close()]);
    expect(state.closed).toBe(1);
  });
});
