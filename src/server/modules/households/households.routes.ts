import { Hono } from "hono";
import { signedIn } from "@/server/auth/signed-in";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { eventIdParamSchema } from "@/shared/event";
import { householdIdParamSchema, householdInputSchema } from "@/shared/guests-groups";
import { createHousehold, deleteHousehold, listHouseholds, renameHousehold } from "./households.service";

/** Mounted at /api/events/:eventId/households. */
export function householdRoutes(deps: Deps) {
  const db = deps.database.db;
  const auth = signedIn(deps);
  return new Hono()
    .get("/", auth, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await listHouseholds(db, c.var.user.id, c.req.valid("param").eventId));
    })
    .post(
      "/",
      auth,
      validate("param", eventIdParamSchema),
      validate("json", householdInputSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await createHousehold(db, c.var.user.id, eventId, c.req.valid("json").name), 201);
      },
    )
    .patch(
      "/:householdId",
      auth,
      validate("param", householdIdParamSchema),
      validate("json", householdInputSchema),
      async (c) => {
        const { eventId, householdId } = c.req.valid("param");
        return c.json(
          await renameHousehold(db, c.var.user.id, eventId, householdId, c.req.valid("json").name),
        );
      },
    )
    .delete("/:householdId", auth, validate("param", householdIdParamSchema), async (c) => {
      const { eventId, householdId } = c.req.valid("param");
      await deleteHousehold(db, c.var.user.id, eventId, householdId);
      return c.body(null, 204);
    });
}
