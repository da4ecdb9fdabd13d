import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Deps } from "@/server/deps";
import { errorText } from "@/server/lib/logger";

export function healthRoutes(deps: Deps) {
  return new Hono().get("/", async (c) => {
    const started = performance.now();
    try {
      await deps.database.db.execute(sql`select 1`);
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
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
