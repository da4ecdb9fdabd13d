import { existsSync } from "node:fs";
import path from "node:path";
import { openPglite } from "@/server/db/client";
import { ConfigError, loadDataLocation } from "@/server/env";
import { BACKUP_PATH, readEndpoint } from "./backup-endpoint";
import { BackupRefused } from "./manifest";
import { restoreBackup } from "./restore-backup";
import { codeSchemaVersion, describeVersion, isNewer } from "./schema-version";
import { backupStream, writeBackupFile } from "./write-backup";

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` without their I/O (scripts/backup.ts and
 * scripts/restore.ts print the result): one line for stdout or stderr, and the exit code.
 */
export interface CommandResult {
  code: 0 | 1;
  stdout: string;
  stderr: string;
}

class CommandError extends Error {}

const ok = (line: string): CommandResult => ({ code: 0, stdout: `${line}\n`, stderr: "" });

async function run(work: () => Promise<string>): Promise<CommandResult> {
  try {
    return ok(await work());
  } catch (error) {
    const known =
      error instanceof CommandError || error instanceof BackupRefused || error instanceof ConfigError;
    return { code: 1, stdout: "", stderr: `${known ? error.message : String(error)}\n` };
  }
}

function fileArgument(args: string[], usage: string) {
  if (args.length !== 1 || !args[0] || args[0].startsWith("-")) throw new CommandError(usage);
  return path.resolve(args[0]);
}

function embeddedDataDir(source: Record<string, string | undefined> | undefined, what: string) {
  const location = loadDataLocation(source);
  if (location.DATABASE_URL) {
    throw new CommandError(
      `DATABASE_URL is set: ${what} is for the embedded database; use PostgreSQL's pg_dump / pg_restore (README: Backups)`,
    );
  }
  return location.DATA_DIR;
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The running server on DATA_DIR, if any (its endpoint file names a live process). */
function runningServer(dataDir: string) {
  const endpoint = readEndpoint(dataDir);
  return endpoint && alive(endpoint.pid) ? endpoint : undefined;
}

export function runBackup(args: string[], source?: Record<string, string | undefined>) {
  return run(async () => {
    const file = fileArgument(args, "usage: npm run backup -- FILE");
    const dataDir = embeddedDataDir(source, "npm run backup");
    if (existsSync(file)) throw new CommandError(`Refused: ${file} exists; name a new file`);
    const server = runningServer(dataDir);
    if (server) {
      const response = await fetch(`${server.url}${BACKUP_PATH}`, {
        method: "POST",
        headers: { authorization: `Bearer ${server.token}` },
      }).catch((error: unknown) => {
        throw new CommandError(
          `The server (pid ${server.pid}) holds ${dataDir} but did not answer: ${error}`,
        );
      });
      if (!response.ok || !response.body) {
        throw new CommandError(`The server (pid ${server.pid}) refused the backup: HTTP ${response.status}`);
      }
      await writeBackupFile(file, response.body as AsyncIterable<Uint8Array>);
      return `Backup written to ${file} by the server running on ${dataDir} (pid ${server.pid})`;
    }
    if (!existsSync(path.join(dataDir, "db", "PG_VERSION"))) {
      throw new CommandError(`No embedded database in ${dataDir} (DATA_DIR)`);
    }
    const database = await openPglite(dataDir);
    try {
      await writeBackupFile(file, backupStream(database, dataDir));
    } finally {
      await database.close();
    }
    return `Backup written to ${file} from ${dataDir} (no server was running on it)`;
  });
}

export function runRestore(args: string[], source?: Record<string, string | undefined>) {
  return run(async () => {
    const file = fileArgument(args, "usage: npm run restore -- FILE");
    const dataDir = embeddedDataDir(source, "npm run restore");
    if (!existsSync(file)) throw new CommandError(`No such file: ${file}`);
    const server = runningServer(dataDir);
    if (server) throw new CommandError(`Refused: a server (pid ${server.pid}) is running on ${dataDir}`);
    const manifest = await restoreBackup(file, dataDir);
    const ours = codeSchemaVersion();
    const older = isNewer(ours, manifest.schema)
      ? `; the server migrates it from ${describeVersion(manifest.schema)} to ${describeVersion(ours)} at its next start`
      : "";
    return `Restored the backup of ${manifest.createdAt} into ${dataDir}${older}`;
  });
}
