import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { seed } from "./db/seed";
import { createDeps, type Deps } from "./deps";
import { ConfigError, loadEnv } from "./env";
import { createLogger } from "./lib/logger";

async function main() {
  const startedAt = performance.now();
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(env);
  await database.migrate();
  await seed(database.db);

  // Bundled to dist/server/index.js, the built web app sits beside it at dist/web. Run from source
  // (npm run dev), Vite serves the web app itself.
  const bundled = import.meta.url.endsWith(".js");
  const webRoot = bundled ? fileURLToPath(new URL("../web", import.meta.url)) : undefined;
  const deps = createDeps({ env, database, log });
  const app = createApp(deps, { webRoot });
  await announceAdminSetup(deps);

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info("Seatwise is listening", {
      url: `http://${info.address.includes(":") ? `[${info.address}]` : info.address}:${info.port}`,
      origin: env.APP_ORIGIN,
      database: database.kind,
      startupMs: Math.round(performance.now() - startedAt),
    });
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info("shutting down", { signal });
    server.close(async () => {
      await database.close();
      process.exit(0);
    });
    // Keep-alive connections may hold close() open; the database must still be closed cleanly.
    setTimeout(async () => {
      await database.close().catch(() => {});
      process.exit(0);
    }, 3000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

/** While no admin exists, say where to create one; a generated setup token is printed here, once, because
 * the person starting the server is the one who may create the first admin (DESIGN.md section 8 item 1). */
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

main().catch((error) => {
  process.stderr.write(
    `Seatwise failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
