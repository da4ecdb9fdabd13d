import { Hono } from "hono";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { eventIdParamSchema } from "@/shared/event";
import { GUEST_MESSAGES } from "@/shared/guests";
import { householdIdParamSchema, householdInputSchema } from "@/shared/guests-groups";
import { createHousehold, deleteHousehold, listHouseholds, renameHousehold } from "./households.service";

/** Mounted at /api/events/:eventId/households. */
export function householdRoutes(deps: Deps) {
  const db = deps.database.db;
  const member = eventMember(deps, GUEST_MESSAGES.noEvent);
  return new Hono()
    .get("/", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await listHouseholds(db, c.var.user.id, c.req.valid("param").eventId));
    })
    .post(
      "/",
      member,
      validate("param", eventIdParamSchema),
      validate("json", householdInputSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await createHousehold(db, c.var.user.id, eventId, c.req.valid("json").name), 201);
      },
    )
    .patch(
      "/:householdId",
      member,
      validate("param", householdIdParamSchema),
      validate("json", householdInputSchema),
      async (c) => {
        const { eventId, householdId } = c.req.valid("param");
        return c.json(
          await renameHousehold(db, c.var.user.id, eventId, householdId, c.req.valid("json").name),
        );
      },
    )
    .delete("/:householdId", member, validate("param", householdIdParamSchema), async (c) => {
      const { eventId, householdId } = c.req.valid("param");
      await deleteHousehold(db, c.var.user.id, eventId, householdId);
      return c.body(null, 204);
    });
}
