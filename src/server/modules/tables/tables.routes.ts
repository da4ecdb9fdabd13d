import { Hono } from "hono";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { eventIdParamSchema } from "@/shared/event";
import { saveFloorPlanSchema } from "@/shared/tables";
import { getFloorPlan, saveFloorPlan } from "./tables.service";

/** Mounted at the API root: an event's floor plan (tables and venue elements). */
export function tableRoutes(deps: Deps) {
  const db = deps.database.db;
  const member = eventMember(deps);
  return new Hono()
    .get("/events/:eventId/tables", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await getFloorPlan(db, c.var.user.id, c.req.valid("param").eventId));
    })
    .put(
      "/events/:eventId/tables",
      member,
      validate("param", eventIdParamSchema),
      validate("json", saveFloorPlanSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await saveFloorPlan(db, c.var.user.id, eventId, c.req.valid("json")));
      },
    );
}
