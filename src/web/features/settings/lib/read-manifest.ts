import { type ManifestEvent, manifestSchema } from "@/shared/account-data";
import { ZipArchive } from "@/shared/csv/zip";

/** The events a data download lists, read from its manifest in the browser to offer a choice; null when the
 * file cannot be read so (the server then says why, and stays the authority). */
export async function readManifestEvents(file: File): Promise<ManifestEvent[] | null> {
  try {
    const zip = new ZipArchive(new Uint8Array(await file.arrayBuffer()));
    const parsed = manifestSchema.safeParse(JSON.parse(zip.text("manifest.json") ?? "null"));
    return parsed.success ? parsed.data.events : null;
  } catch {
    return null;
  }
}
