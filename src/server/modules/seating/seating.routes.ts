import { Hono, type TypedResponse } from "hono";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { eventIdParamSchema } from "@/shared/event";
import { GUEST_MESSAGES } from "@/shared/guests";
import { seatMovesSchema } from "@/shared/seating";
import type { CompactBoard } from "@/shared/seating-compact";
import { moveGuests } from "./seating.service";
import { readCompactBoard, readSeatingBoard } from "./seating-board.read";

/** Mounted at /api/events/:eventId/seating: the Assign Seats board and its seat moves. */
export function seatingRoutes(deps: Deps) {
  const db = deps.database.db;
  const member = eventMember(deps, GUEST_MESSAGES.noEvent);
  return (
    new Hono()
      .get("/", member, validate("param", eventIdParamSchema), async (c) => {
        return c.json(await readSeatingBoard(db, c.var.user.id, c.req.valid("param").eventId));
      })
      // The same board in columns, as the web reads it (src/shared/seating-compact.ts): JSON text the
      // database wrote, typed for the web's client as the object it is.
      .get("/compact", member, validate("param", eventIdParamSchema), async (c) => {
        const text = await readCompactBoard(db, c.var.user.id, c.req.valid("param").eventId);
        return c.body(text, 200, {
          "content-type": "application/json",
        }) as unknown as TypedResponse<CompactBoard, 200, "json">;
      })
      .post(
        "/moves",
        member,
        validate("param", eventIdParamSchema),
        validate("json", seatMovesSchema),
        async (c) => {
          const { eventId } = c.req.valid("param");
          return c.json(await moveGuests(db, c.var.user.id, eventId, c.req.valid("json").moves));
        },
      )
  );
}
