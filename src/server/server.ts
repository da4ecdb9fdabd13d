import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequestListener } from "./app";
import { localUrl, newBackupToken, publishEndpoint, removeEndpoint } from "./backup/backup-endpoint";
import { startNightlyBackups } from "./backup/nightly-backups";
import { backupStream, writeBackupFile } from "./backup/write-backup";
import { type Database, openDatabase } from "./db/client";
import { seed } from "./db/seed";
import { createDeps, type Deps } from "./deps";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import { DIGEST_CHECK_MS, sendRsvpDigests } from "./modules/rsvp/rsvp-mail.service";

export interface StartOptions {
  env: Env;
  log: Logger;
  /** The built single-page app, when the server serves it (the bundle); absent when Vite does. */
  webRoot?: string;
  /** For tests: how the database is opened. */
  open?: (env: Env, log: Logger) => Promise<Database>;
}

export interface RunningServer {
  server: Server;
  address: AddressInfo;
  database: Database;
  /** Stops accepting connections and closes the database (once, however often it is called). */
  close(): Promise<void>;
}

/**
 * Opens, migrates and seeds the database, then listens. If any step fails (a migration, a missing web build,
 * a port already in use) the database is closed before the error is passed on, so an embedded PGlite
 * directory is never left open by a server that did not start.
 */
export async function startServer({
  env,
  log,
  webRoot,
  open = openDatabase,
}: StartOptions): Promise<RunningServer> {
  const startedAt = performance.now();
  const database = await open(env, log);
  let closing: Promise<void> | undefined;
  const closeDatabase = () => {
    closing ??= database.close();
    return closing;
  };
  try {
    await database.exclusively(async () => {
      await database.migrate();
      await seed(database.db);
    });
    const deps = createDeps({ env, database, log });
    // The embedded database has one process: `npm run backup` asks this one (backup/backup-endpoint.ts).
    const backupToken = database.dumpDataDir ? newBackupToken() : undefined;
    const listener = createRequestListener(deps, { webRoot, backupToken });
    await announceAdminSetup(deps);
    const { server, address } = await listen(listener, env);
    if (backupToken)
      publishEndpoint(env.DATA_DIR, { pid: process.pid, url: localUrl(address), token: backupToken });
    const nightly = env.BACKUP_DAILY_AT
      ? startNightlyBackups({
          at: env.BACKUP_DAILY_AT,
          dir: path.join(env.DATA_DIR, "backups"),
          write: (file) => writeBackupFile(file, backupStream(database, env.DATA_DIR)),
          log,
        })
      : undefined;
    // With a mail server, the owners of events collecting RSVPs get a daily digest of new answers.
    const digests = setInterval(() => {
      sendRsvpDigests({ db: database.db, env, mail: deps.mail }, log).catch((error: unknown) =>
        log.error("rsvp digest failed", { error: String(error) }),
      );
    }, DIGEST_CHECK_MS);
    digests.unref();
    log.info("Seatwise is listening", {
      url: `http://${address.address.includes(":") ? `[${address.address}]` : address.address}:${address.port}`,
      origin: env.APP_ORIGIN,
      database: database.kind,
      startupMs: Math.round(performance.now() - startedAt),
    });
    return {
      server,
      address,
      database,
      async close() {
        nightly?.stop();
        clearInterval(digests);
        if (backupToken) removeEndpoint(env.DATA_DIR);
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          deps.live.close(); // open live streams would hold close() open too
          // Keep-alive connections may hold close() open; the database must still be closed cleanly.
          setTimeout(resolve, 3000).unref();
        });
        await closeDatabase();
      },
    };
  } catch (error) {
    await closeDatabase().catch(() => {});
    throw error;
  }
}

/** Resolves once listening; a listen error (port in use) rejects instead of crashing the process. */
function listen(listener: RequestListener, env: Env) {
  return new Promise<{ server: Server; address: AddressInfo }>((resolve, reject) => {
    // An idle keep-alive connection is closed after 65 s rather than Node's 5 s: a client (a proxy, a phone, a
    // test's request context) that reuses its connection just as the server closes it would see ECONNRESET.
    const server = createServer({ keepAliveTimeout: 65_000 }, listener);
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off("error", reject);
      resolve({ server, address: server.address() as AddressInfo });
    });
  });
}

/** While no admin exists, say where to create one; a generated setup token is printed here, once, because
 * the person starting the server is the one who may create the first admin
 * (docs/decisions/003-auth-and-request-guards.md). */
async function announceAdminSetup(deps: Deps) {
  if (await deps.adminSetup.adminExists()) return;
  const url = `${deps.env.APP_ORIGIN}/admin-setup`;
  if (deps.adminSetup.tokenSource === "env") {
    deps.log.info(`No admin yet: create one at ${url} with the setup token from ADMIN_SETUP_TOKEN`);
  } else {
    deps.log.info(
      `No admin yet: create one at ${url} with this one-time setup token: ${deps.adminSetup.token}`,
    );
  }
}
