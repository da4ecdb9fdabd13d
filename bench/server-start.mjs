// Start-up time and idle memory of the built server (node dist/server/index.js) on a temporary DATA_DIR:
// a first start (PGlite initdb, migrations, seed) and a second start that reopens the same data.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const entry = path.join(root, "dist", "server", "index.js");
if (!existsSync(entry)) {
  console.error("bench/server-start: dist/server/index.js is missing; run npm run build first");
  process.exit(1);
}

function freePort() {
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
function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Polls /api/health until it answers 200; the time from spawn to that answer is the start-up time. */
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
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10)); // polling interval of the measurement
  }
  throw new Error("the server did not answer /api/health within 120 s");
}

async function measure(label, dataDir) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_ORIGIN: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      NODE_ENV: "production",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
      DATABASE_URL: "",
    },
  });
  try {
    const readyMs = await waitForHealth(child, `${origin}/api/health`, started);
    const rssReady = rssMiB(child.pid);
    for (const page of ["/api/health", "/api/site", "/", "/pricing", "/api/site", "/how-it-works"]) {
      await (await fetch(`${origin}${page}`)).arrayBuffer();
    }
    const rssIdle = rssMiB(child.pid);
    return { label, readyMs, rssReady, rssIdle };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-bench-"));
try {
  const rows = [
    await measure("first start (initdb + migrate + seed)", dataDir),
    await measure("second start (reopen)", dataDir),
  ];
  const mib = (value) => (value === undefined ? "n/a" : `${value.toFixed(0)} MiB`);
  console.log("\nserver start (node dist/server/index.js, embedded PGlite)");
  console.table(
    rows.map((row) => ({
      start: row.label,
      "ready (/api/health)": `${row.readyMs.toFixed(0)} ms`,
      "RSS at ready": mib(row.rssReady),
      "RSS idle after requests": mib(row.rssIdle),
    })),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
