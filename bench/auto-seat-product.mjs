// Auto-seat in the product (docs/decisions/014-auto-seat-in-the-product.md): the whole path an owner's click takes, in-process through
// the real API on PGlite (and PostgreSQL when TEST_DATABASE_URL is set): read the event's seating, build the
// instance, solve, apply in one transaction, undo, then 'Re-seat changes' after a few late RSVPs. The work
// is in auto-seat-product-run.ts, run under tsx so it can build the app from source.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const result = spawnSync(process.execPath, ["--import", "tsx", "bench/auto-seat-product-run.ts"], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
