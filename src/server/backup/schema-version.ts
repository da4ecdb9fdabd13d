import { readFileSync } from "node:fs";
import path from "node:path";
import { migrationsFolder } from "@/server/db/client";

/**
 * A database's schema version is the number of migrations applied to it (drizzle's `__drizzle_migrations`
 * table), with the time stamp of the last one; this code's is the number in its journal
 * (src/server/db/migrations/meta/_journal.json). A backup carries the version of the database it was made of.
 */
export interface SchemaVersion {
  migrations: number;
  /** `when` of the last migration applied (milliseconds), 0 for none. */
  lastMigrationAt: number;
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

export function codeSchemaVersion(folder = migrationsFolder): SchemaVersion & { lastTag: string } {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;
  const last = journal.entries.at(-1);
  return { migrations: journal.entries.length, lastMigrationAt: last?.when ?? 0, lastTag: last?.tag ?? "" };
}

/** Whether a database of version `theirs` has migrations this code does not know. */
export function isNewer(theirs: SchemaVersion, ours: SchemaVersion) {
  return theirs.migrations > ours.migrations || theirs.lastMigrationAt > ours.lastMigrationAt;
}

export function describeVersion(version: SchemaVersion) {
  const at = version.lastMigrationAt ? new Date(version.lastMigrationAt).toISOString() : "none";
  return `schema version ${version.migrations} (last migration ${at})`;
}
