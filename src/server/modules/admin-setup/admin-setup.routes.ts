import { Hono } from "hono";
import type { Deps } from "@/server/deps";
import { rateLimited } from "@/server/lib/rate-limit";
import { validate } from "@/server/lib/validate";
import { adminSetupSchema } from "@/shared/auth";

/** Token guesses are limited as password guesses are on sign-in (AUTH_RATE_LIMITS). */
export const ADMIN_SETUP_RATE_LIMIT = { name: "admin-setup", window: 60, max: 5 } as const;

export function adminSetupRoutes(deps: Deps) {
  return new Hono()
    .get("/", async (c) => c.json({ adminExists: await deps.adminSetup.adminExists() }))
    .post("/", rateLimited(deps, ADMIN_SETUP_RATE_LIMIT), validate("json", adminSetupSchema), async (c) =>
      c.json(await deps.adminSetup.createFirstAdmin(c.req.valid("json")), 201),
    );
}
