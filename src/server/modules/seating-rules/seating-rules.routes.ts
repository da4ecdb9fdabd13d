import { Hono } from "hono";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { eventIdParamSchema } from "@/shared/event";
import { GUEST_MESSAGES } from "@/shared/guests";
import { createSeatingRuleSchema, seatingRuleIdParamSchema } from "@/shared/seating-rules";
import { createSeatingRule, deleteSeatingRule, listSeatingRules } from "./seating-rules.service";

/** Mounted at /api/events/:eventId/seating-rules. */
export function seatingRuleRoutes(deps: Deps) {
  const db = deps.database.db;
  const member = eventMember(deps, GUEST_MESSAGES.noEvent);
  return new Hono()
    .get("/", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await listSeatingRules(db, c.var.user.id, c.req.valid("param").eventId));
    })
    .post(
      "/",
      member,
      validate("param", eventIdParamSchema),
      validate("json", createSeatingRuleSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await createSeatingRule(db, c.var.user.id, eventId, c.req.valid("json")), 201);
      },
    )
    .delete("/:ruleId", member, validate("param", seatingRuleIdParamSchema), async (c) => {
      const { eventId, ruleId } = c.req.valid("param");
      await deleteSeatingRule(db, c.var.user.id, eventId, ruleId);
      return c.body(null, 204);
    });
}
