import { Hono } from "hono";
import type { SignedInEnv } from "@/server/auth/signed-in";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { listSupportQuerySchema, supportIdParamSchema, updateSupportStatusSchema } from "@/shared/admin";
import { listSupportRequests, setSupportStatus } from "./support-inbox.service";

/** /api/admin/support-requests (behind the admin guard): the owners' requests, closed and reopened. */
export function supportInboxRoutes(deps: Deps) {
  const db = deps.database.db;
  return new Hono<SignedInEnv>()
    .get("/", validate("query", listSupportQuerySchema), async (c) =>
      c.json(await listSupportRequests(db, c.req.valid("query"))),
    )
    .patch(
      "/:requestId",
      validate("param", supportIdParamSchema),
      validate("json", updateSupportStatusSchema),
      async (c) =>
        c.json(await setSupportStatus(db, c.req.valid("param").requestId, c.req.valid("json").status)),
    );
}
