import { Hono } from "hono";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { applyPlanSchema, pinGuestsSchema, pinSeatSchema } from "@/shared/auto-seat-plan";
import { eventIdParamSchema } from "@/shared/event";
import { GUEST_MESSAGES } from "@/shared/guests";
import { applyPlan, pinGuests, pinSeat, readSeatingData, undoPlan } from "./auto-seat.service";

/** Mounted at /api/events/:eventId/auto-seat. */
export function autoSeatRoutes(deps: Deps) {
  const db = deps.database.db;
  const member = eventMember(deps, GUEST_MESSAGES.noEvent);
  return new Hono()
    .get("/", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await readSeatingData(db, c.var.user.id, c.req.valid("param").eventId));
    })
    .post(
      "/apply",
      member,
      validate("param", eventIdParamSchema),
      validate("json", applyPlanSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await applyPlan(db, c.var.user.id, eventId, c.req.valid("json")));
      },
    )
    .post("/undo", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await undoPlan(db, c.var.user.id, c.req.valid("param").eventId));
    })
    .put(
      "/pins",
      member,
      validate("param", eventIdParamSchema),
      validate("json", pinGuestsSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await pinGuests(db, c.var.user.id, eventId, c.req.valid("json")));
      },
    )
    .put(
      "/seat-pin",
      member,
      validate("param", eventIdParamSchema),
      validate("json", pinSeatSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await pinSeat(db, c.var.user.id, eventId, c.req.valid("json")));
      },
    );
}
