import { createReadStream } from "node:fs";
import { DATABASE_NAME, MANIFEST_NAME } from "./manifest";
import { readTar } from "./tar";

/** A backup file read through to its end marker: the manifest first, the database dump in it. Throws if not. */
export async function verifyBackupFile(file: string) {
  const names: string[] = [];
  for await (const entry of readTar(createReadStream(file))) names.push(entry.name);
  if (names[0] !== MANIFEST_NAME || !names.includes(DATABASE_NAME)) {
    throw new Error(`The backup written to ${file} is incomplete`);
  }
}
