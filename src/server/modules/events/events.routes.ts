import { Hono } from "hono";
import { signedIn } from "@/server/auth/signed-in";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { addSetupStepSchema, createEventSchema, eventIdParamSchema, updateEventSchema } from "@/shared/event";
import { addSetupStep, createEvent, getCurrentEvent, getEvent, updateEvent } from "./events.service";

export function eventRoutes(deps: Deps) {
  const ctx = { db: deps.database.db, storage: deps.storage };
  const auth = signedIn(deps);
  return new Hono()
    .post("/", auth, validate("json", createEventSchema), async (c) => {
      return c.json(await createEvent(ctx, c.var.user.id, c.req.valid("json")), 201);
    })
    .get("/current", auth, async (c) => c.json(await getCurrentEvent(ctx, c.var.user.id)))
    .get("/:eventId", auth, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await getEvent(ctx, c.var.user.id, c.req.valid("param").eventId));
    })
    .patch(
      "/:eventId",
      auth,
      validate("param", eventIdParamSchema),
      validate("json", updateEventSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await updateEvent(ctx, c.var.user.id, eventId, c.req.valid("json")));
      },
    )
    .post(
      "/:eventId/setup-steps",
      auth,
      validate("param", eventIdParamSchema),
      validate("json", addSetupStepSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await addSetupStep(ctx, c.var.user.id, eventId, c.req.valid("json").step));
      },
    );
}
