// Backup and restore of the embedded database (docs/decisions/025-backups.md): a DATA_DIR with EVENTS events
// (default 2,000) of GUESTS guests each (default 100), filled with SQL after a first start of the built server;
// then `npm run backup` against the running server (writes waiting meanwhile: a health check's longest wait
// is measured), `npm run backup` with no server, `npm run restore` into an empty DATA_DIR, and the file's size.
// No goal yet: it prints the figures.
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { requireBuild, root, startApp } from "./lib/server.mjs";

requireBuild("backup");
const EVENTS = Number(process.env.BENCH_EVENTS || 2000);
const GUESTS = Number(process.env.BENCH_GUESTS || 100);
const work = mkdtempSync(path.join(os.tmpdir(), "seatwise-bench-backup-"));
const dataDir = path.join(work, "data");

/** The command as a child process, waited for without blocking this process (the health checks go on). */
async function command(name, file, dir) {
  const started = performance.now();
  await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts", `${name}.ts`), file],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" },
    },
  );
  return performance.now() - started;
}

try {
  await (await startApp({ dataDir, logLevel: "error" })).stop();
  const filling = performance.now();
  const db = await PGlite.create(path.join(dataDir, "db"));
  await db.exec(`
    insert into "user" (id, name, email) select 'bench-' || n, 'Owner ' || n, 'owner' || n || '@example.com'
      from generate_series(1, ${EVENTS}) n;
    insert into events (user_id, title, date) select 'bench-' || n, 'Event ' || n, date '2027-06-01'
      from generate_series(1, ${EVENTS}) n;
    insert into event_members (event_id, user_id, role) select id, user_id, 'co-owner' from events;
    insert into guests (event_id, name, email)
      select e.id, 'Guest ' || g, 'guest' || g || '@example.com' from events e, generate_series(1, ${GUESTS}) g;
  `);
  await db.close();
  const fillMs = performance.now() - filling;

  const app = await startApp({ dataDir, logLevel: "error" });
  let longestHealth = 0;
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const started = performance.now();
      await (await fetch(`${app.origin}/api/health`)).arrayBuffer();
      longestHealth = Math.max(longestHealth, performance.now() - started);
    }
  })();
  const running = path.join(work, "running.tar");
  let runningMs;
  try {
    runningMs = await command("backup", running, dataDir);
  } finally {
    polling = false;
    await poll;
    await app.stop();
  }
  const stopped = path.join(work, "stopped.tar");
  const stoppedMs = await command("backup", stopped, dataDir);
  const restoreMs = await command("restore", running, path.join(work, "restored"));

  const mib = (bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  console.log(`\nbackup (${EVENTS} events × ${GUESTS} guests, filled in ${(fillMs / 1000).toFixed(1)} s)`);
  console.table([
    { step: "npm run backup, server running", time: `${(runningMs / 1000).toFixed(2)} s` },
    { step: "  longest /api/health meanwhile", time: `${longestHealth.toFixed(0)} ms` },
    { step: "npm run backup, no server", time: `${(stoppedMs / 1000).toFixed(2)} s` },
    { step: "npm run restore (empty DATA_DIR)", time: `${(restoreMs / 1000).toFixed(2)} s` },
  ]);
  console.log(
    `backup file: ${mib(statSync(running).size)}; database on disk: ${mib(dirSize(path.join(dataDir, "db")))}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

function dirSize(dir) {
  return Number(execFileSync("du", ["-sb", dir]).toString().split("\t")[0]);
}
