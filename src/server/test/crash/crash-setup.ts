import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, inject } from "vitest";
import { adminQuery, databaseUrl, quoteIdent, uniqueDatabaseName } from "@/server/test/postgres";
import type { CrashApi } from "./crash-cases";

/** What the crash tests share: the server's environment, its data store, the owner's session and requests. */

export const CRASH_ENV = {
  AUTH_SECRET: "crash-test-secret-crash-test-secret-0123",
  LOG_LEVEL: "warn",
  SMTP_URL: "",
  S3_BUCKET: "",
};

/** A small seeded generator (mulberry32): the moments of the kills. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function apiFor(origin: string, cookie: () => string): CrashApi {
  return {
    async send<T>(method: string, requestPath: string, body?: unknown, contentType = "application/json") {
      const raw = typeof body === "string" && contentType !== "application/json";
      const response = await fetch(`${origin}${requestPath}`, {
        method,
        headers: { origin, cookie: cookie(), "content-type": contentType },
        body: body === undefined ? undefined : raw ? (body as string) : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${requestPath} answered ${response.status}: ${text}`);
      return JSON.parse(text) as T;
    },
  };
}

export async function signUp(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ name: "Crash Owner", email: "crash@example.com", password: "password-123" }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

/** Where the server keeps its data: a directory (PGlite), or a fresh database on the test server. */
export async function freshStore() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "seatwise-crash-"));
  const testDatabase = inject("testDatabase");
  if (testDatabase.kind === "pglite") {
    return { dataDir, databaseUrl: "", drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = uniqueDatabaseName("seatwise_crash");
  await adminQuery(testDatabase.serverUrl, `CREATE DATABASE ${quoteIdent(name)}`);
  return {
    dataDir,
    databaseUrl: databaseUrl(testDatabase.serverUrl, name),
    async drop() {
      await adminQuery(testDatabase.serverUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
