// The admin's Users screen with 10,000 accounts (issue 12: "stays fast with 10,000 users"): the built server on
// embedded PGlite, the accounts inserted straight into its database while it is stopped, then the API the
// screen calls timed: the first page, a page deep in the list, a search matching one e-mail, and a search
// matching every account (the count is what costs there).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";

const USERS = 10_000;
const RUNS = 25;
const root = fileURLToPath(new URL("..", import.meta.url));
const entry = path.join(root, "dist", "server", "index.js");
if (!existsSync(entry)) {
  console.error("bench/admin-users: dist/server/index.js is missing; run npm run build first");
  process.exit(1);
}

const ADMIN = { email: "bench-admin@example.com", password: "bench-admin-password" };
const TOKEN = "bench-setup-token-0123456789abcdef";

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

/** Starts the built server on `dataDir`, runs `work(origin)`, stops it. */
async function withServer(dataDir, work) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
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
      ADMIN_SETUP_TOKEN: TOKEN,
      DATABASE_URL: "",
      SMTP_URL: "",
    },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error("the server did not start within 120 s");
      const up = await fetch(`${origin}/api/health`).catch(() => undefined);
      if (up?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 50)); // polling interval while it starts
    }
    return await work(origin);
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

async function insertUsers(dataDir) {
  const db = await PGlite.create(path.join(dataDir, "db"));
  await db.exec(`
    INSERT INTO "user" (id, name, email, email_verified, role, created_at, updated_at, last_sign_in_at)
    SELECT 'bench-' || n, 'Bench User ' || n, 'user-' || n || '@bench.example', true, 'user',
           now() - n * interval '1 minute', now(), CASE WHEN n % 3 = 0 THEN NULL ELSE now() - n * interval '1 hour' END
    FROM generate_series(1, ${USERS}) AS n;
    ANALYZE "user";
  `);
  await db.close();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-bench-users-"));
try {
  await withServer(dataDir, async (origin) => {
    const response = await fetch(`${origin}/api/admin-setup`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ ...ADMIN, token: TOKEN }),
    });
    if (!response.ok) throw new Error(`admin setup failed: ${response.status} ${await response.text()}`);
  });
  await insertUsers(dataDir);
  const rows = await withServer(dataDir, async (origin) => {
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(ADMIN),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const cases = [
      ["first page", ""],
      ["page 400 of 501", "?page=400"],
      ["search one e-mail", "?search=user-9876@"],
      ["search matching all", "?search=bench.example"],
    ];
    const results = [];
    for (const [label, query] of cases) {
      const times = [];
      let body;
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const answer = await fetch(`${origin}/api/admin/users${query}`, { headers: { cookie } });
        body = await answer.json();
        times.push(performance.now() - started);
      }
      results.push({
        request: `GET /api/admin/users${query}`,
        case: label,
        matches: body.total,
        rows: body.users.length,
        "median ms": median(times).toFixed(1),
        "max ms": Math.max(...times).toFixed(1),
      });
    }
    return results;
  });
  console.log(
    `\nadmin users list with ${USERS.toLocaleString("en-US")} accounts (embedded PGlite, ${RUNS} runs each)`,
  );
  console.table(rows);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
