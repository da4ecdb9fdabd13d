// Re-import of a 10,000-guest list with 500 changed rows in "Update matching guests" mode (every row matched,
// 500 updated in place, 9,500 unchanged) vs the same 10,000 rows stored raw, on PGlite and PostgreSQL
// (goal: ratio of medians <= 2; a miss exits 1): the work is in guests-import-merge-run.ts, run under tsx
// so it can build the app from source in-process.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const result = spawnSync(process.execPath, ["--import", "tsx", "bench/guests-import-merge-run.ts"], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
