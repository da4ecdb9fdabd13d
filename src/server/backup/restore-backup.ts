import { createReadStream, createWriteStream, existsSync, readdirSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import {
  BackupRefused,
  checkManifest,
  DATABASE_NAME,
  MANIFEST_NAME,
  type Manifest,
  UPLOADS_PREFIX,
} from "./manifest";
import { NotATarError, readTar, type TarEntry } from "./tar";

/** A backup's database dump is held in memory to be loaded (PGlite loads it from a Blob); a bigger one is not ours. */
const MAX_DATABASE_BYTES = 4 * 1024 ** 3;

function isEmptyDir(dir: string) {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

async function collect(entry: TarEntry) {
  const pieces: Buffer[] = [];
  for await (const piece of entry.body()) pieces.push(piece);
  return Buffer.concat(pieces);
}

/** Where an archive's upload goes, or a refusal when its name would leave DATA_DIR/uploads. */
export function uploadTarget(uploadsDir: string, name: string) {
  const relative = name.slice(UPLOADS_PREFIX.length);
  const target = path.resolve(uploadsDir, relative);
  if (!relative || relative.includes("\\") || !target.startsWith(uploadsDir + path.sep)) {
    throw new BackupRefused(`Refused: the backup holds a path outside the uploads directory: ${name}`);
  }
  return target;
}

/**
 * Restores a backup into DATA_DIR, which must not hold a database yet: the database from its dump (the server
 * migrates an older schema at its next start), its uploads beside it, never over an existing file. The
 * manifest is checked before anything is written.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<Manifest> {
  const dbDir = path.join(dataDir, "db");
  const uploadsDir = path.resolve(dataDir, "uploads");
  if (!isEmptyDir(dbDir)) {
    throw new BackupRefused(`Refused: ${dbDir} already holds a database; restore into an empty DATA_DIR`);
  }
  let manifest: Manifest | undefined;
  let restoredDatabase = false;
  const written: string[] = [];
  try {
    for await (const entry of readTar(createReadStream(file))) {
      if (!manifest) {
        if (entry.name !== MANIFEST_NAME || entry.size > 64 * 1024) {
          throw new BackupRefused("Not a Seatwise backup: it does not start with its manifest");
        }
        manifest = checkManifest((await collect(entry)).toString("utf8"));
      } else if (entry.name === DATABASE_NAME && !restoredDatabase) {
        if (entry.size > MAX_DATABASE_BYTES)
          throw new BackupRefused("Refused: the database dump is too large");
        await loadDatabase(dbDir, await collect(entry));
        restoredDatabase = true;
      } else if (entry.name.startsWith(UPLOADS_PREFIX)) {
        const target = uploadTarget(uploadsDir, entry.name);
        await mkdir(path.dirname(target), { recursive: true });
        const output = createWriteStream(target, { flags: "wx" });
        output.once("open", () => written.push(target));
        await pipeline(entry.body(), output);
      } else {
        throw new BackupRefused(`Refused: the backup holds an unexpected entry: ${entry.name}`);
      }
    }
  } catch (error) {
    // Nothing of a refused or broken backup is left behind (files that were there before are never touched).
    if (restoredDatabase) await rm(dbDir, { recursive: true, force: true });
    await Promise.all(written.map((target) => rm(target, { force: true })));
    if (error instanceof NotATarError) throw new BackupRefused(`Not a Seatwise backup: ${error.message}`);
    throw error;
  }
  if (!manifest || !restoredDatabase) throw new BackupRefused("Not a Seatwise backup: it holds no database");
  return manifest;
}

async function loadDatabase(dbDir: string, dump: Buffer) {
  await mkdir(dbDir, { recursive: true });
  const client = await PGlite.create(dbDir, { loadDataDir: new Blob([dump as Uint8Array<ArrayBuffer>]) });
  await client.close();
}
