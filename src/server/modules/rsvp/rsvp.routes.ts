import { Hono } from "hono";
import { z } from "zod";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { escapeHtml } from "@/server/lib/escape-html";
import { currentLocale } from "@/server/lib/i18n";
import { rateLimited } from "@/server/lib/rate-limit";
import { validate } from "@/server/lib/validate";
import { eventIdParamSchema } from "@/shared/event";
import { localeDirection } from "@/shared/i18n/locales";
import { msg, t } from "@/shared/i18n/messages";
import {
  findInvitationSchema,
  plusOnesSchema,
  regenerateLinkSchema,
  rsvpAnswerSchema,
  rsvpMailSchema,
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
import { rsvpMailStatus, sendRsvpMail, unsubscribe } from "./rsvp-mail.service";

/** Guests looking for their invitation, opening it and answering: per client address, enough for a family
 * on one Wi-Fi, not for guessing names or codes. */
export const RSVP_RATE_LIMIT = { name: "rsvp", window: 600, max: 60 };

/** Sending RSVP e-mails: a few rounds a day per client address, not a mailing list. */
export const RSVP_MAIL_RATE_LIMIT = { name: "rsvp-mail", window: 3600, max: 10 };

const codeParamSchema = eventIdParamSchema.extend({ code: pathParam(msg("Link code")) });
const unsubscribeQuerySchema = z.object({ email: z.string().max(254), token: z.string().max(100) });

/** The unsubscribe page: a sentence, and a button when the click is still to be made (a mail scanner that
 * follows links must not unsubscribe anyone). */
function unsubscribePage(lines: { title: string; text: string; button?: string }) {
  const locale = currentLocale();
  const form = lines.button
    ? `<form method="post"><button type="submit" style="font:inherit;padding:10px 18px;border-radius:8px;border:0;background:#7c5cf0;color:#fff">${escapeHtml(lines.button)}</button></form>`
    : "";
  return `<!doctype html><html lang="${locale}" dir="${localeDirection(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(lines.title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f1d2b"><h1 style="font-size:1.4rem">${escapeHtml(lines.title)}</h1><p>${escapeHtml(lines.text)}</p>${form}</body></html>`;
}
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
    .get("/rsvp/mail", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json(
        await rsvpMailStatus({ db, env: deps.env, mail: deps.mail }, c.req.valid("param").eventId),
      );
    })
    .post(
      "/rsvp/mail",
      member,
      rateLimited(deps, RSVP_MAIL_RATE_LIMIT),
      validate("param", eventIdParamSchema),
      validate("json", rsvpMailSchema),
      async (c) => {
        const ctx = { db, env: deps.env, mail: deps.mail };
        return c.json(
          await sendRsvpMail(ctx, c.req.valid("param").eventId, c.req.valid("json").kind, deps.log),
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
  const confirmUnsubscribe = validate("query", unsubscribeQuerySchema);
  return new Hono()
    .get("/unsubscribe", limited, validate("param", eventIdParamSchema), confirmUnsubscribe, (c) => {
      return c.html(
        unsubscribePage({
          title: t("Unsubscribe"),
          text: t("Stop RSVP e-mails about this event to {email}?", { email: c.req.valid("query").email }),
          button: t("Unsubscribe"),
        }),
      );
    })
    .post("/unsubscribe", limited, validate("param", eventIdParamSchema), confirmUnsubscribe, async (c) => {
      const { email, token } = c.req.valid("query");
      const { eventTitle } = await unsubscribe(
        { db, env: deps.env },
        c.req.valid("param").eventId,
        email,
        token,
      );
      return c.html(
        unsubscribePage({
          title: t("You are unsubscribed"),
          text: t("{email} will get no more RSVP e-mails about {event}.", { email, event: eventTitle }),
        }),
      );
    })
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
        return c.json(await answerInvitation(db, eventId, code, c.req.valid("json")));
      },
    );
}
