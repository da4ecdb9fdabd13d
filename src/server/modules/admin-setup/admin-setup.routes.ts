import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import type { Deps } from "@/server/deps";
import { validationError } from "@/server/lib/errors";
import { adminSetupSchema } from "@/shared/auth";

export function adminSetupRoutes(deps: Deps) {
  return new Hono()
    .get("/", async (c) => c.json({ adminExists: await deps.adminSetup.adminExists() }))
    .post(
      "/",
      zValidator("json", adminSetupSchema, (result) => {
        if (!result.success) throw validationError(new z.ZodError(result.error.issues));
      }),
      async (c) => c.json(await deps.adminSetup.createFirstAdmin(c.req.valid("json")), 201),
    );
}
