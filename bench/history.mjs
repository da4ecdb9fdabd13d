// The cost of recording history (docs/decisions/026-history.md) on PGlite and PostgreSQL: a 10,000-guest
// import and 100 seat moves with the history triggers on, against the same with them off (goal: at most
// 20 % slower), and the history's first page with 10,000 entries (goal: under 300 ms). The work is in
// history-run.ts, run under tsx so it can build the app from source in-process.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const result = spawnSync(process.execPath, ["--import", "tsx", "bench/history-run.ts"], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
