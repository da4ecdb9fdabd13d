import { createReadStream, createWriteStream } from "node:fs";
import { readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { createManifest, DATABASE_NAME, MANIFEST_NAME, UPLOADS_PREFIX } from "./manifest";
import type { SchemaVersion } from "./schema-version";
import { TAR_END, tarHeader, tarPadding } from "./tar";
import { verifyBackupFile } from "./verify-backup";

const gzip = promisify(gzipCallback);

/** The migrations applied to a database (drizzle's own table; absent before the first start). */
export async function databaseSchemaVersion(database: Database): Promise<SchemaVersion> {
  const result = (await database.db.execute(
    sql`select count(*)::int as migrations, coalesce(max(created_at), 0)::text as last
        from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { migrations: number; last: string }[] };
  const row = result.rows[0]!;
  return { migrations: Number(row.migrations), lastMigrationAt: Number(row.last) };
}

/**
 * A backup of the embedded database as a tar stream (format: ./manifest.ts): the manifest, the database's
 * consistent dump, then the uploads under DATA_DIR/uploads, each file read as a stream. Uploads are never
 * changed in place (a new image gets a new key), so a file is either whole or not there.
 */
export async function* backupStream(database: Database, dataDir: string): AsyncGenerator<Buffer> {
  if (!database.dumpDataDir) throw new Error("Only the embedded database is backed up this way");
  const schema = await databaseSchemaVersion(database);
  // Compressed after the dump, off the main thread, while the database answers queries again.
  const dump = await gzip(new Uint8Array(await (await database.dumpDataDir()).arrayBuffer()));
  const manifest = Buffer.from(`${JSON.stringify(createManifest(schema), null, 2)}\n`);
  yield* entry(MANIFEST_NAME, manifest.length, [manifest]);
  yield* entry(DATABASE_NAME, dump.length, [dump]);
  for (const file of await uploadFiles(path.join(dataDir, "uploads"))) {
    const size = (await stat(file.absolute)).size;
    yield* entry(
      `${UPLOADS_PREFIX}${file.relative}`,
      size,
      createReadStream(file.absolute, { end: size - 1 }),
    );
  }
  yield TAR_END;
}

async function* entry(name: string, size: number, body: AsyncIterable<Uint8Array> | Uint8Array[]) {
  yield tarHeader({ name, size });
  let written = 0;
  for await (const chunk of body) {
    written += chunk.length;
    yield Buffer.from(chunk);
  }
  if (written !== size) throw new Error(`${name} changed while it was backed up`);
  yield tarPadding(size);
}

async function uploadFiles(root: string) {
  const names = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return names
    .filter((dirent) => dirent.isFile())
    .map((dirent) => {
      const absolute = path.join(dirent.parentPath, dirent.name);
      return { absolute, relative: path.relative(root, absolute).split(path.sep).join("/") };
    })
    .sort((a, b) => a.relative.localeCompare(b.relative));
}

/**
 * Writes a backup stream to `file` whole or not at all: a temporary file beside it, read back (a stream cut
 * short must not pass for a backup), then renamed.
 */
export async function writeBackupFile(file: string, chunks: AsyncIterable<Uint8Array>) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  try {
    await pipeline(Readable.from(chunks), createWriteStream(temporary, { flags: "wx", flush: true }));
    await verifyBackupFile(temporary);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
