import type { z } from "zod";
import { AppError } from "@/server/lib/errors";
import {
  ACCOUNT_DATA_FORMAT,
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_DATA_VERSIONS,
  exportedEventSchema,
  type ImportedEvent,
  MAX_IMPORT_ENTRIES,
  MAX_IMPORT_UNZIPPED_BYTES,
  type ManifestEvent,
  manifestSchema,
} from "@/shared/account-data";
import { ZipArchive, ZipError } from "@/shared/csv/zip";
import { t } from "@/shared/i18n/messages";

/** The event an import makes, as the zip holds it. */
export interface ImportSource {
  entry: ManifestEvent;
  document: ImportedEvent;
  /** The cover's bytes when the event's folder holds it. */
  cover: Uint8Array | null;
}

/** A cover inside the event's folder: one file name under uploads/, nothing that could climb out. */
const COVER_FILE = /^uploads\/[\w-]{1,100}\.[a-z0-9]{1,5}$/;

/** An entry name that stays inside the archive's own folders: relative, no `..`, no drive, no backslash. */
function isSafeEntryName(name: string): boolean {
  if (name === "" || name.startsWith("/") || name.includes("\\") || name.includes(":") || name.includes("\0"))
    return false;
  return name
    .split("/")
    .every(
      (part, index, parts) => part !== ".." && part !== "." && (part !== "" || index === parts.length - 1),
    );
}

function openArchive(bytes: Uint8Array): ZipArchive {
  try {
    return new ZipArchive(bytes, { entries: MAX_IMPORT_ENTRIES, bytes: MAX_IMPORT_UNZIPPED_BYTES });
  } catch (error) {
    if (error instanceof ZipError && error.problem === "tooLarge")
      throw new AppError("payload_too_large", ACCOUNT_DATA_MESSAGES.tooLargeUnzipped);
    throw new AppError("bad_request", ACCOUNT_DATA_MESSAGES.notOurs);
  }
}

/** An entry's bytes; the archive's budget and each entry's declared size bound what is inflated. */
function readEntry(zip: ZipArchive, name: string): Uint8Array | null {
  try {
    return zip.read(name);
  } catch (error) {
    if (error instanceof ZipError && error.problem === "tooLarge")
      throw new AppError("payload_too_large", ACCOUNT_DATA_MESSAGES.tooLargeUnzipped);
    throw new AppError("bad_request", ACCOUNT_DATA_MESSAGES.notOurs);
  }
}

function readJson(zip: ZipArchive, name: string): unknown {
  const bytes = readEntry(zip, name);
  if (!bytes) throw new AppError("bad_request", ACCOUNT_DATA_MESSAGES.missingFile(name));
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw new AppError("bad_request", ACCOUNT_DATA_MESSAGES.badJson(name));
  }
}

function problem(file: string, error: z.ZodError): AppError {
  const [issue] = error.issues;
  const where = issue?.path.length ? `${issue.path.join(" › ")}: ` : "";
  return new AppError(
    "validation_failed",
    ACCOUNT_DATA_MESSAGES.invalid(file, `${where}${t(issue?.message ?? "")}`),
  );
}

/**
 * Reads the event to import from a data download (docs/decisions/027-take-your-data.md). Before anything is
 * inflated: at most MAX_IMPORT_ENTRIES entries, every name inside the archive, and the sizes the entries
 * declare within MAX_IMPORT_UNZIPPED_BYTES; while inflating, ZipArchive stops an entry that outgrows its
 * declared size or the budget. Then the manifest (ours, a version this build reads), the chosen event's
 * document against the shared schema, and its cover.
 */
export function readImportZip(bytes: Uint8Array, choice: number | undefined): ImportSource {
  const zip = openArchive(bytes);
  if (!zip.names().every(isSafeEntryName)) throw new AppError("bad_request", ACCOUNT_DATA_MESSAGES.badPath);
  if (zip.declaredSize() > MAX_IMPORT_UNZIPPED_BYTES)
    throw new AppError("payload_too_large", ACCOUNT_DATA_MESSAGES.tooLargeUnzipped);
  if (!zip.has("manifest.json")) throw new AppError("bad_request", ACCOUNT_DATA_MESSAGES.notOurs);
  const raw = readJson(zip, "manifest.json");
  if (typeof raw !== "object" || raw === null || (raw as { format?: unknown }).format !== ACCOUNT_DATA_FORMAT)
    throw new AppError("bad_request", ACCOUNT_DATA_MESSAGES.notOurs);
  const version = (raw as { version?: unknown }).version;
  if (!ACCOUNT_DATA_VERSIONS.some((known) => known === version))
    throw new AppError("bad_request", ACCOUNT_DATA_MESSAGES.unknownVersion(version));
  const manifest = manifestSchema.safeParse(raw);
  if (!manifest.success) throw problem("manifest.json", manifest.error);
  const { events } = manifest.data;
  if (events.length === 0) throw new AppError("bad_request", ACCOUNT_DATA_MESSAGES.noEvent);
  const entry = choice === undefined && events.length === 1 ? events[0] : events[choice ?? -1];
  if (!entry) throw new AppError("bad_request", ACCOUNT_DATA_MESSAGES.chooseEvent);

  const file = `${entry.folder}/event.json`;
  const parsed = exportedEventSchema.safeParse(readJson(zip, file));
  if (!parsed.success) throw problem(file, parsed.error);
  const document = parsed.data;
  const { cover } = document.event;
  if (cover === null || /^https?:\/\/\S+$/i.test(cover)) return { entry, document, cover: null };
  if (!COVER_FILE.test(cover)) throw new AppError("bad_request", ACCOUNT_DATA_MESSAGES.badPath);
  const coverBytes = readEntry(zip, `${entry.folder}/${cover}`);
  if (!coverBytes)
    throw new AppError("bad_request", ACCOUNT_DATA_MESSAGES.missingFile(`${entry.folder}/${cover}`));
  return { entry, document, cover: coverBytes };
}
