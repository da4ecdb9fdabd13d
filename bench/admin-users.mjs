// The admin's Users screen with 10,000 accounts (docs/decisions/008-admin-back-office.md): the built server on
// embedded PGlite, the accounts inserted straight into its database while it is stopped, then the API the
// screen calls timed: the first page, a page deep in the list, a search matching one e-mail, and a search
// matching every account (the count is what costs there).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { median, requireBuild, startApp } from "./lib/server.mjs";

const USERS = 10_000;
const RUNS = 25;
requireBuild("admin-users");

const ADMIN = { email: "bench-admin@example.com", password: "bench-admin-password" };
const TOKEN = "bench-setup-token-0123456789abcdef";

/** Starts the built server on `dataDir`, runs `work(origin)`, stops it. */
async function withServer(dataDir, work) {
  const app = await startApp({ dataDir, logLevel: "error", env: { ADMIN_SETUP_TOKEN: TOKEN } });
  try {
    return await work(app.origin);
  } finally {
    await app.stop();
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
