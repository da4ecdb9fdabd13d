// CSV import of 10,000 rows vs the same rows stored the way the import stores them, on PGlite and
// PostgreSQL (goal: ratio of medians <= 2; a miss exits 1): the work is in guests-import-run.ts, run under
// tsx so it can build the app from source in-process.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const result = spawnSync(process.execPath, ["--import", "tsx", "bench/guests-import-run.ts"], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
