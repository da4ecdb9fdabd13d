import { Hono } from "hono";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { adminSetupSchema } from "@/shared/auth";

export function adminSetupRoutes(deps: Deps) {
  return new Hono()
    .get("/", async (c) => c.json({ adminExists: await deps.adminSetup.adminExists() }))
    .post("/", validate("json", adminSetupSchema), async (c) =>
      c.json(await deps.adminSetup.createFirstAdmin(c.req.valid("json")), 201),
    );
}
