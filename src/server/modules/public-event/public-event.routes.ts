import { Hono } from "hono";
import type { Deps } from "@/server/deps";
import { AppError } from "@/server/lib/errors";
import { rateLimited } from "@/server/lib/rate-limit";
import { sendRepresentation } from "@/server/lib/representation";
import { validate } from "@/server/lib/validate";
import { eventIdParamSchema } from "@/shared/event";
import {
  PUBLIC_EVENT_MESSAGES,
  passcodeInputSchema,
  type SearchAnswer,
  searchGuests,
  searchQuerySchema,
} from "@/shared/public-event";
import { authorizeViewer, PUBLIC_CACHE_CONTROL_FOR, unlockWithPasscode } from "./public-event.access";
import { getPublicEvent } from "./public-event.cache";

/** Passcode guesses per client address and minute. */
export const PASSCODE_RATE_LIMIT = { name: "event-passcode", window: 60, max: 10 };

/** The guest page's data, for anyone with the link: /api/public/events/:eventId[/search|/passcode]. */
export function publicEventRoutes(deps: Deps) {
  return new Hono()
    .get("/:eventId", validate("param", eventIdParamSchema), async (c) => {
      const { eventId } = c.req.valid("param");
      const { record, view } = await getPublicEvent(deps, eventId);
      const audience = await authorizeViewer(c, deps, record.view.id, record.access);
      return sendRepresentation(c, view, { cacheControl: PUBLIC_CACHE_CONTROL_FOR[audience] });
    })
    .get(
      "/:eventId/search",
      validate("param", eventIdParamSchema),
      validate("query", searchQuerySchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        const { record } = await getPublicEvent(deps, eventId);
        await authorizeViewer(c, deps, record.view.id, record.access);
        const answer: SearchAnswer = searchGuests(
          record.searchable,
          record.view.tables,
          c.req.valid("query").q ?? "",
          record.view.guestList,
        );
        c.header("cache-control", "private, no-cache");
        return c.json(answer);
      },
    )
    .post(
      "/:eventId/passcode",
      rateLimited(deps, PASSCODE_RATE_LIMIT),
      validate("param", eventIdParamSchema),
      validate("json", passcodeInputSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        const { record } = await getPublicEvent(deps, eventId);
        if (!record.access.isPublished) throw new AppError("not_found", PUBLIC_EVENT_MESSAGES.notFound);
        if (!unlockWithPasscode(c, deps, record.view.id, record.access, c.req.valid("json").passcode)) {
          throw new AppError("unauthenticated", PUBLIC_EVENT_MESSAGES.wrongPasscode, {
            passcode: PUBLIC_EVENT_MESSAGES.wrongPasscode,
          });
        }
        return c.body(null, 204);
      },
    );
}
