import { randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import type { Deps } from "@/server/deps";
import { errorBody } from "@/server/lib/errors";
import { msg } from "@/shared/i18n/messages";
import { backupStream } from "./write-backup";

/**
 * How `npm run backup` reaches a running server (docs/decisions/025-backups.md): at start the embedded server
 * writes DATA_DIR/backup-endpoint.json (mode 0600: its pid, its address and a random token made for this run)
 * and answers POST /internal/backup only to a request carrying that token; anyone else gets the 404 of any
 * unknown path. Whoever can read the token can read DATA_DIR, and so the database itself, anyway.
 */
export const BACKUP_PATH = "/internal/backup";
const ENDPOINT_FILE = "backup-endpoint.json";

export interface BackupEndpoint {
  pid: number;
  url: string;
  token: string;
}

export function newBackupToken() {
  return randomBytes(32).toString("base64url");
}

export function backupRoute(deps: Deps, token: string) {
  const expected = Buffer.from(`Bearer ${token}`);
  return (c: Context) => {
    const given = Buffer.from(c.req.header("authorization") ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return c.json(errorBody("not_found", msg("Not found")), 404);
    }
    deps.log.info("Backup requested by npm run backup");
    const body = Readable.toWeb(Readable.from(backupStream(deps.database, deps.env.DATA_DIR)));
    return new Response(body as ReadableStream, {
      headers: { "content-type": "application/x-tar", "cache-control": "no-store" },
    });
  };
}

export function publishEndpoint(dataDir: string, endpoint: BackupEndpoint) {
  removeEndpoint(dataDir); // a file left by a killed server keeps its mode when written over
  writeFileSync(path.join(dataDir, ENDPOINT_FILE), JSON.stringify(endpoint), { mode: 0o600 });
}

export function removeEndpoint(dataDir: string) {
  rmSync(path.join(dataDir, ENDPOINT_FILE), { force: true });
}

export function readEndpoint(dataDir: string): BackupEndpoint | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, ENDPOINT_FILE), "utf8")) as BackupEndpoint;
  } catch {
    return undefined;
  }
}

/** The address a local command connects to: a server listening on every interface answers on loopback. */
export function localUrl(address: { address: string; port: number }) {
  const host =
    address.address === "0.0.0.0" ? "127.0.0.1" : address.address === "::" ? "::1" : address.address;
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
}
