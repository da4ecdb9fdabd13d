import { Hono } from "hono";
import type { SignedInEnv } from "@/server/auth/signed-in";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { createUserSchema, listUsersQuerySchema, updateUserSchema, userIdParamSchema } from "@/shared/admin";
import { createUser, listUsers, updateUser } from "./users.service";

/** /api/admin/users (behind the admin guard). */
export function adminUserRoutes(deps: Deps) {
  const db = deps.database.db;
  return new Hono<SignedInEnv>()
    .get("/", validate("query", listUsersQuerySchema), async (c) =>
      c.json(await listUsers(db, c.req.valid("query"))),
    )
    .post("/", validate("json", createUserSchema), async (c) =>
      c.json(await createUser({ db, auth: deps.auth, log: deps.log }, c.req.valid("json")), 201),
    )
    .patch("/:userId", validate("param", userIdParamSchema), validate("json", updateUserSchema), async (c) =>
      c.json(await updateUser(db, c.var.user.id, c.req.valid("param").userId, c.req.valid("json"))),
    );
}
