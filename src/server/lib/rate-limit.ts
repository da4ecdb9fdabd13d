import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { rateLimitIp } from "@/server/auth/client-ip";
import { rateLimit as rateLimitTable } from "@/server/db/schema";
import type { Deps } from "@/server/deps";
import { msg } from "@/shared/i18n/messages";
import { errorBody } from "./errors";

export const RATE_LIMITED_MESSAGE = msg("Too many requests. Please try again later.");

type RateLimitRule = { name: string; window: number; max: number };

/**
 * A per-client-address limit for one of Seatwise's own endpoints, counted in Better Auth's rate-limit table
 * (so several server instances share the counts, as they do for the auth endpoints). A fixed window: the
 * row's `last_request` is the window's start; one atomic upsert counts the request and opens a new window
 * when the old one is over.
 */
export function rateLimited(deps: Pick<Deps, "database" | "env">, rule: RateLimitRule): MiddlewareHandler {
  return async (c, next) => {
    if (await overRateLimit(deps, rule, c))
      return c.json(errorBody("rate_limited", RATE_LIMITED_MESSAGE), 429);
    await next();
  };
}

/** Counts this request against `rule`; true (with `Retry-After` set) when it is one too many. For a page
 * that answers a refused form in HTML (src/server/modules/rsvp/rsvp-pages.routes.ts). */
export async function overRateLimit(
  deps: Pick<Deps, "database" | "env">,
  rule: RateLimitRule,
  c: Context,
): Promise<boolean> {
  const windowMs = rule.window * 1000;
  const key = `seatwise:${rule.name}|${rateLimitIp(c, deps.env.TRUST_PROXY) ?? "unknown"}`;
  const now = Date.now();
  const expired = sql`${rateLimitTable.lastRequest} <= ${now - windowMs}`;
  const [row] = await deps.database.db
    .insert(rateLimitTable)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimitTable.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitTable.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimitTable.lastRequest} end`,
      },
    })
    .returning({ count: rateLimitTable.count, windowStart: rateLimitTable.lastRequest });
  if (!row || row.count <= rule.max) return false;
  const retryAfter = Math.max(1, Math.ceil((row.windowStart + windowMs - now) / 1000));
  c.header("Retry-After", String(retryAfter));
  return true;
}
