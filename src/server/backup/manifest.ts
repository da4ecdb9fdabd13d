import { z } from "zod";
import { codeSchemaVersion, describeVersion, isNewer, type SchemaVersion } from "./schema-version";

/**
 * A Seatwise backup is a tar file (docs/decisions/025-backups.md): `seatwise-backup.json` first (this
 * manifest), then `database.tar.gz` (PGlite's dump of DATA_DIR/db), then `uploads/…` (the files of
 * DATA_DIR/uploads).
 */
export const MANIFEST_NAME = "seatwise-backup.json";
export const DATABASE_NAME = "database.tar.gz";
export const UPLOADS_PREFIX = "uploads/";
export const BACKUP_FORMAT = "seatwise-backup";
export const FORMAT_VERSION = 1;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  database: z.literal("pglite"),
  schema: z.object({ migrations: z.number().int().min(0), lastMigrationAt: z.number().min(0) }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function createManifest(schema: SchemaVersion, now = new Date()): Manifest {
  return {
    format: BACKUP_FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: now.toISOString(),
    database: "pglite",
    schema,
  };
}

export class BackupRefused extends Error {}

/** The manifest of a backup this code can restore, or a refusal naming why. */
export function checkManifest(text: string): Manifest {
  let parsed: Manifest;
  try {
    parsed = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new BackupRefused("Not a Seatwise backup: its manifest is missing or unreadable");
  }
  if (parsed.formatVersion > FORMAT_VERSION) {
    throw new BackupRefused(
      `This backup has format version ${parsed.formatVersion}; this Seatwise reads up to ${FORMAT_VERSION}`,
    );
  }
  const ours = codeSchemaVersion();
  if (isNewer(parsed.schema, ours)) {
    throw new BackupRefused(
      `This backup's database has ${describeVersion(parsed.schema)}, newer than this Seatwise knows: ` +
        `${describeVersion(ours)}. Restore it with a newer version of Seatwise.`,
    );
  }
  return parsed;
}
