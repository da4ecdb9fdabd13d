import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Deps } from "@/server/deps";
import { errorText } from "@/server/lib/logger";

export function healthRoutes(deps: Deps) {
  // Checks that arrive in the same turn of the event loop share one `select 1`, started once that turn's
  // requests have all been read (setImmediate): under a load balancer's polling and a burst of monitors the
  // database sees one query per turn instead of one per request (an embedded PGlite query blocks the event
  // loop for a fraction of a millisecond). Each answer still comes from a query run after it arrived.
  let probe: Promise<number> | undefined;
  const ping = () => {
    probe ??= new Promise((resolve) => setImmediate(resolve)).then(async () => {
      const started = performance.now();
      try {
        await deps.database.db.execute(sql`select 1`);
        return Math.round((performance.now() - started) * 10) / 10;
      } finally {
        probe = undefined;
      }
    });
    return probe;
  };

  return new Hono().get("/", async (c) => {
    try {
      const latencyMs = await ping();
      return c.json({
        status: "ok" as const,
        database: { kind: deps.database.kind, status: "up", latencyMs },
      });
    } catch (error) {
      deps.log.error("health check failed", { error: errorText(error) });
      return c.json(
        { status: "error" as const, database: { kind: deps.database.kind, status: "down" } },
        503,
      );
    }
  });
}
