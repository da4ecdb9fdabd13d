import { Hono } from "hono";
import { z } from "zod";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { rateLimited } from "@/server/lib/rate-limit";
import { validate } from "@/server/lib/validate";
import { publicEventResource } from "@/server/modules/public-event/public-event.cache";
import { eventIdParamSchema } from "@/shared/event";
import { msg } from "@/shared/i18n/messages";
import {
  findInvitationSchema,
  plusOnesSchema,
  regenerateLinkSchema,
  rsvpAnswerSchema,
  rsvpSettingsSchema,
} from "@/shared/rsvp";
import { pathParam } from "@/shared/text";
import {
  answerInvitation,
  findInvitation,
  getRsvpSettings,
  listRsvpLinks,
  openInvitation,
  regenerateCode,
  saveRsvpSettings,
  setPlusOnes,
} from "./rsvp.service";

/** Guests looking for their invitation, opening it and answering: per client address, enough for a family
 * on one Wi-Fi, not for guessing names or codes. */
export const RSVP_RATE_LIMIT = { name: "rsvp", window: 600, max: 60 };

const codeParamSchema = eventIdParamSchema.extend({ code: pathParam(msg("Link code")) });
const householdParamSchema = eventIdParamSchema.extend({ householdId: z.uuid() });

/** Mounted at /api/events/:eventId: the owner's side of RSVP (docs/decisions/028-rsvp.md). */
export function rsvpRoutes(deps: Deps) {
  const db = deps.database.db;
  const member = eventMember(deps);
  return new Hono()
    .get("/rsvp", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await getRsvpSettings(db, c.req.valid("param").eventId));
    })
    .put(
      "/rsvp",
      member,
      validate("param", eventIdParamSchema),
      validate("json", rsvpSettingsSchema),
      async (c) => {
        return c.json(
          await saveRsvpSettings(db, c.var.user.id, c.req.valid("param").eventId, c.req.valid("json")),
        );
      },
    )
    .get("/rsvp/links", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json({ links: await listRsvpLinks(db, c.req.valid("param").eventId) });
    })
    .post(
      "/rsvp/links/regenerate",
      member,
      validate("param", eventIdParamSchema),
      validate("json", regenerateLinkSchema),
      async (c) => {
        return c.json(
          await regenerateCode(db, c.var.user.id, c.req.valid("param").eventId, c.req.valid("json")),
        );
      },
    )
    .put(
      "/households/:householdId/plus-ones",
      member,
      validate("param", householdParamSchema),
      validate("json", plusOnesSchema),
      async (c) => {
        const { eventId, householdId } = c.req.valid("param");
        await setPlusOnes(db, c.var.user.id, eventId, householdId, c.req.valid("json").plusOnes);
        return c.body(null, 204);
      },
    );
}

/** Mounted at /api/public/events/:eventId/rsvp: guests find, open and answer their invitation. */
export function publicRsvpRoutes(deps: Deps) {
  const db = deps.database.db;
  const limited = rateLimited(deps, RSVP_RATE_LIMIT);
  return new Hono()
    .post(
      "/find",
      limited,
      validate("param", eventIdParamSchema),
      validate("json", findInvitationSchema),
      async (c) => {
        return c.json(await findInvitation(db, c.req.valid("param").eventId, c.req.valid("json")));
      },
    )
    .get("/:code", limited, validate("param", codeParamSchema), async (c) => {
      const { eventId, code } = c.req.valid("param");
      return c.json(await openInvitation(db, eventId, code));
    })
    .put(
      "/:code",
      limited,
      validate("param", codeParamSchema),
      validate("json", rsvpAnswerSchema),
      async (c) => {
        const { eventId, code } = c.req.valid("param");
        const answered = await answerInvitation(db, eventId, code, c.req.valid("json"));
        // The guest page lists statuses: the next guest sees the answer.
        deps.publicCache.invalidate(publicEventResource(eventId.toLowerCase()));
        return c.json(answered);
      },
    );
}
