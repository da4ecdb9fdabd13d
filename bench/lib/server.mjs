// Starting and stopping the built server for the benchmarks. SEATWISE_BENCH_DIST points them at another
// build (for a before/after comparison, a copy of an older dist/); the default is this checkout's dist/.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const distDir = path.resolve(root, process.env.SEATWISE_BENCH_DIST || "dist");
export const serverEntry = path.join(distDir, "server", "index.js");
export const webRoot = path.join(distDir, "web");

/** Exits with a clear message when the build the benchmark needs is missing. */
export function requireBuild(bench) {
  if (!existsSync(serverEntry)) {
    console.error(`bench/${bench}: ${serverEntry} is missing; run npm run build first`);
    process.exit(1);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resident set size of a process in MiB, from /proc (Linux); undefined elsewhere. */
export function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Polls /api/health until it answers 200; resolves with the milliseconds since `started`. */
async function waitForHealth(child, url, started) {
  const deadline = started + 120_000;
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  while (performance.now() < deadline) {
    if (exited) throw new Error("the server exited before answering /api/health");
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10)); // polling interval of the measurement
  }
  throw new Error("the server did not answer /api/health within 120 s");
}

/** The built server's environment as production sets it: embedded database and no mail or object storage
 * unless `env` says otherwise (the season benchmark gives its PostgreSQL and TRUST_PROXY). */
export function appEnv({ port, origin, dataDir, logLevel, env = {} }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_ORIGIN: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: logLevel,
    NODE_ENV: "production",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
    DATABASE_URL: "",
    SMTP_URL: "",
    S3_BUCKET: "",
    ...env,
  };
}

/**
 * Starts `node dist/server/index.js` on the embedded database in `dataDir`, as production runs it, with any
 * further variables in `env`. Its log (one JSON line per request at the default level) goes to a pipe that is
 * read and discarded, as a log collector would read it.
 */
export async function startApp({ dataDir, logLevel = "info", env = {} }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: appEnv({ port, origin, dataDir, logLevel, env }),
  });
  child.stdout.resume();
  try {
    const readyMs = await waitForHealth(child, `${origin}/api/health`, started);
    return { origin, port, child, readyMs, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  return exited;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The value below which a share `p` (0 to 1) of the values lie (the nearest rank). */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

export const ms = (value) => `${value.toFixed(1)} ms`;
