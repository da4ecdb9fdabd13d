import { fileURLToPath } from "node:url";
import { ConfigError, loadEnv } from "./env";
import { createLogger } from "./lib/logger";
import { startServer } from "./server";

async function main() {
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

  // Bundled to dist/server/index.js, the built web app sits beside it at dist/web. Run from source
  // (npm run dev), Vite serves the web app itself.
  const bundled = import.meta.url.endsWith(".js");
  const webRoot = bundled ? fileURLToPath(new URL("../web", import.meta.url)) : undefined;
  const running = await startServer({ env, log, webRoot });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info("shutting down", { signal });
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error("shutdown failed", { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error) => {
  process.stderr.write(
    `Seatwise failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
