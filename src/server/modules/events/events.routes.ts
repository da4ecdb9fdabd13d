import { Hono } from "hono";
import { eventMember } from "@/server/auth/event-member";
import { signedIn } from "@/server/auth/signed-in";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import {
  addSetupStepSchema,
  createEventSchema,
  currentEventQuerySchema,
  eventIdParamSchema,
  updateEventSchema,
} from "@/shared/event";
import {
  addSetupStep,
  createEvent,
  deleteEvent,
  getCurrentEvent,
  getEvent,
  listEvents,
  updateEvent,
} from "./events.service";

export function eventRoutes(deps: Deps) {
  const ctx = { db: deps.database.db, storage: deps.storage };
  const auth = signedIn(deps);
  const member = eventMember(deps);
  return new Hono()
    .post("/", auth, validate("json", createEventSchema), async (c) => {
      return c.json(await createEvent(ctx, c.var.user.id, c.req.valid("json")), 201);
    })
    .get("/", auth, async (c) => c.json(await listEvents(ctx, c.var.user.id)))
    .get("/current", auth, validate("query", currentEventQuerySchema), async (c) => {
      return c.json(await getCurrentEvent(ctx, c.var.user.id, c.req.valid("query").eventId));
    })
    .get("/:eventId", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await getEvent(ctx, c.var.user.id, c.req.valid("param").eventId));
    })
    .patch(
      "/:eventId",
      member,
      validate("param", eventIdParamSchema),
      validate("json", updateEventSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await updateEvent(ctx, c.var.user.id, eventId, c.req.valid("json")));
      },
    )
    .delete("/:eventId", member, validate("param", eventIdParamSchema), async (c) => {
      await deleteEvent(ctx, c.var.user.id, c.req.valid("param").eventId);
      return c.body(null, 204);
    })
    .post(
      "/:eventId/setup-steps",
      member,
      validate("param", eventIdParamSchema),
      validate("json", addSetupStepSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await addSetupStep(ctx, c.var.user.id, eventId, c.req.valid("json").step));
      },
    );
}
