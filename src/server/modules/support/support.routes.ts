import { Hono } from "hono";
import { signedIn } from "@/server/auth/signed-in";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { createSupportRequestSchema, SUPPORT_MESSAGES } from "@/shared/support";
import { submitSupportRequest } from "./support.service";

export function supportRoutes(deps: Deps) {
  return new Hono().post(
    "/",
    signedIn(deps, SUPPORT_MESSAGES.authRequired),
    validate("json", createSupportRequestSchema),
    async (c) => {
      const request = await submitSupportRequest(
        { db: deps.database.db, env: deps.env, mail: deps.mail },
        c.var.user,
        c.req.valid("json"),
      );
      return c.json(request, 201);
    },
  );
}
