import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { migrationsFolder } from "@/server/db/client";
import { loadEnv } from "@/server/env";
import { createLogger } from "@/server/lib/logger";
import { startServer } from "@/server/server";
import { runBackup, runRestore } from "./backup-command";
import { readEndpoint } from "./backup-endpoint";
import { createManifest, MANIFEST_NAME } from "./manifest";
import { codeSchemaVersion } from "./schema-version";
import { TAR_END, tarHeader, tarPadding } from "./tar";
import { databaseSchemaVersion } from "./write-backup";

const embedded = inject("testDatabase").kind === "pglite";
let work = "";

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "seatwise-restore-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

function archive(entries: [string, string | Buffer][]) {
  const parts = entries.flatMap(([name, body]) => {
    const bytes = Buffer.from(body);
    return [tarHeader({ name, size: bytes.length }), bytes, tarPadding(bytes.length)];
  });
  const file = path.join(work, `archive-${Math.random().toString(36).slice(2)}.tar`);
  writeFileSync(file, Buffer.concat([...parts, TAR_END]));
  return file;
}

const manifest = (migrations: number, lastMigrationAt: number) =>
  JSON.stringify(createManifest({ migrations, lastMigrationAt }));

describe.skipIf(!embedded)("npm run restore refuses", () => {
  test("a DATA_DIR that already holds a database, naming it", async () => {
    const dataDir = path.join(work, "taken");
    mkdirSync(path.join(dataDir, "db"), { recursive: true });
    writeFileSync(path.join(dataDir, "db", "PG_VERSION"), "17");
    const result = await runRestore([archive([[MANIFEST_NAME, manifest(1, 1)]])], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${path.join(dataDir, "db")} already holds a database`);
  });

  test("a file that is not a Seatwise backup", async () => {
    const dataDir = path.join(work, "not-ours");
    const text = path.join(work, "notes.txt");
    writeFileSync(text, "hello");
    for (const file of [text, archive([["readme.txt", "hello"]]), archive([[MANIFEST_NAME, "{}"]])]) {
      const result = await runRestore([file], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^Not a Seatwise backup/);
    }
    expect(existsSync(path.join(dataDir, "db"))).toBe(false);
  });

  test("a backup of a newer schema, naming both versions", async () => {
    const ours = codeSchemaVersion();
    const file = archive([[MANIFEST_NAME, manifest(ours.migrations + 1, ours.lastMigrationAt + 1000)]]);
    const result = await runRestore([file], { DATA_DIR: path.join(work, "newer") });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`schema version ${ours.migrations + 1}`);
    expect(result.stderr).toContain(`schema version ${ours.migrations} `);
  });

  test("a path that leaves the uploads directory", async () => {
    const ours = codeSchemaVersion();
    const dataDir = path.join(work, "escape");
    const file = archive([
      [MANIFEST_NAME, manifest(ours.migrations, ours.lastMigrationAt)],
      ["uploads/../../escaped.txt", "boo"],
    ]);
    const result = await runRestore([file], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("outside the uploads directory: uploads/../../escaped.txt");
    expect(existsSync(path.join(work, "escaped.txt"))).toBe(false);
  });

  test("a backup without its database", async () => {
    const ours = codeSchemaVersion();
    const file = archive([[MANIFEST_NAME, manifest(ours.migrations, ours.lastMigrationAt)]]);
    const result = await runRestore([file], { DATA_DIR: path.join(work, "no-database") });
    expect(result.stderr).toBe("Not a Seatwise backup: it holds no database\n");
  });
});

test.skipIf(!embedded)(
  "a backup of an older schema, with its uploads, is restored and migrated by the server's next start",
  async () => {
    // A database two migrations old: the journal cut after its second entry.
    const oldMigrations = path.join(work, "old-migrations");
    cpSync(migrationsFolder, oldMigrations, { recursive: true });
    const journalFile = path.join(oldMigrations, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: unknown[] };
    journal.entries = journal.entries.slice(0, 2);
    writeFileSync(journalFile, JSON.stringify(journal));
    const source = path.join(work, "old");
    mkdirSync(path.join(source, "db"), { recursive: true });
    const client = await PGlite.create(path.join(source, "db"));
    await migrate(drizzle(client), { migrationsFolder: oldMigrations });
    await client.close();
    mkdirSync(path.join(source, "uploads", "covers"), { recursive: true });
    writeFileSync(path.join(source, "uploads", "covers", "cover.png"), "png bytes");

    const file = path.join(work, "old.tar");
    const backup = await runBackup([file], { DATA_DIR: source });
    expect(backup.stdout).toContain("no server was running");
    expect((await runBackup([file], { DATA_DIR: source })).stderr).toContain("exists; name a new file");

    // Cut short, it is refused, and leaves nothing behind.
    const cut = path.join(work, "cut.tar");
    writeFileSync(cut, readFileSync(file).subarray(0, 4096));
    const cutTarget = path.join(work, "cut-restored");
    expect((await runRestore([cut], { DATA_DIR: cutTarget })).stderr).toBe(
      "Not a Seatwise backup: the archive ends early\n",
    );
    expect(existsSync(path.join(cutTarget, "db", "PG_VERSION"))).toBe(false);

    const target = path.join(work, "old-restored");
    const restore = await runRestore([file], { DATA_DIR: target });
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toContain("the server migrates it from schema version 2");
    expect(readFileSync(path.join(target, "uploads", "covers", "cover.png"), "utf8")).toBe("png bytes");

    const env = loadEnv({ DATA_DIR: target, PORT: "0", LOG_LEVEL: "silent", NODE_ENV: "test" });
    const running = await startServer({ env, log: createLogger("silent") });
    try {
      const { lastTag: _, ...ours } = codeSchemaVersion();
      expect(await databaseSchemaVersion(running.database)).toEqual(ours);
      expect(readEndpoint(target)?.pid).toBe(process.pid);
    } finally {
      await running.close();
    }
    expect(readEndpoint(target)).toBeUndefined();
  },
  120_000,
);
