import { Hono } from "hono";
import { signedIn } from "@/server/auth/signed-in";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { applyPlanSchema, pinGuestsSchema } from "@/shared/auto-seat-plan";
import { eventIdParamSchema } from "@/shared/event";
import { applyPlan, pinGuests, readSeatingData, undoPlan } from "./auto-seat.service";

/** Mounted at /api/events/:eventId/auto-seat. */
export function autoSeatRoutes(deps: Deps) {
  const db = deps.database.db;
  const auth = signedIn(deps);
  return new Hono()
    .get("/", auth, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await readSeatingData(db, c.var.user.id, c.req.valid("param").eventId));
    })
    .post(
      "/apply",
      auth,
      validate("param", eventIdParamSchema),
      validate("json", applyPlanSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await applyPlan(db, c.var.user.id, eventId, c.req.valid("json")));
      },
    )
    .post("/undo", auth, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await undoPlan(db, c.var.user.id, c.req.valid("param").eventId));
    })
    .put(
      "/pins",
      auth,
      validate("param", eventIdParamSchema),
      validate("json", pinGuestsSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await pinGuests(db, c.var.user.id, eventId, c.req.valid("json")));
      },
    );
}
