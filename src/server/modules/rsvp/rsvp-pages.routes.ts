import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Deps } from "@/server/deps";
import { AppError, errorBody } from "@/server/lib/errors";
import { formFields } from "@/server/lib/form-fields";
import { overRateLimit, RATE_LIMITED_MESSAGE } from "@/server/lib/rate-limit";
import { sameOriginWrites } from "@/server/lib/request-guards";
import type { GuestPageRenderer, Rendered } from "@/server/modules/public-event/guest-page.routes";
import { authorizeViewer, PasscodeRequired } from "@/server/modules/public-event/public-event.access";
import { getPublicEvent, publicEventResource } from "@/server/modules/public-event/public-event.cache";
import { guestPageLanguage } from "@/server/modules/public-event/public-event.language";
import { EVENT_MESSAGES } from "@/shared/event";
import { fieldErrors } from "@/shared/field-errors";
import { LANG_PARAM, type Locale } from "@/shared/i18n/locales";
import { msg } from "@/shared/i18n/messages";
import {
  findInvitationSchema,
  RSVP_MESSAGES,
  type RsvpAnswered,
  type RsvpInvitation,
  rsvpAnswerSchema,
  rsvpPath,
} from "@/shared/rsvp";
import {
  formFieldOf,
  formValuesOf,
  type RsvpFindState,
  type RsvpPageView,
  readRsvpForm,
  sentNotice,
  sentQuery,
} from "@/shared/rsvp-form";
import { RSVP_RATE_LIMIT } from "./rsvp.routes";
import { answerInvitation, findInvitation, openInvitation } from "./rsvp.service";

/** The guest page's shell around a rendered page (guest-page.routes.ts). */
export interface GuestPageShell {
  page(
    c: Context,
    status: number,
    render: (renderer: GuestPageRenderer) => Rendered,
    version?: string,
  ): Promise<Response>;
  notFound(c: Context): Promise<Response>;
}

/** Posted forms stay small: a household of many, each with dietary needs, fits. */
const FORM_LIMIT = 64 * 1024;

/**
 * RSVP on the guest page without JavaScript (docs/decisions/028-rsvp.md, "Guest page"), mounted at /event:
 * - POST /:eventId/rsvp, the guest page's "Find your invitation": a redirect to the invitation's page, or the
 *   guest page again with the message and what was typed;
 * - GET /:eventId/rsvp/:code, the invitation's page (?sent=…: the thank-you and the summary, and a notice when
 *   another phone's answer came at the same time: `sentNotice`);
 * - POST /:eventId/rsvp/:code, its answer: a redirect to ?sent=…, or the page again with the messages.
 * The fields become the JSON the API takes and go through its schemas and service: no rule lives here. Posts
 * are refused from another site and rate limited with the API's own counter.
 */
export function rsvpPageRoutes(deps: Deps, shell: GuestPageShell) {
  const db = deps.database.db;
  const guards = [
    sameOriginWrites(deps.env.APP_ORIGIN),
    bodyLimit({
      maxSize: FORM_LIMIT,
      onError: (c) => c.json(errorBody("payload_too_large", msg("Request body is too large")), 413),
    }),
  ] as const;

  /** The published event (or its team's preview of it unpublished), in the language the guest page would
   * speak. */
  async function eventOf(c: Context) {
    const { record, view } = await getPublicEvent(deps, c.req.param("eventId") ?? "");
    const preview = !record.access.isPublished;
    if (preview) await authorizeViewer(c, deps, record.view.id, record.access);
    const lang = c.req.query(LANG_PARAM);
    const { locale } = guestPageLanguage(record.view.languages, lang, c.req.header("accept-language"));
    const chosen = record.view.languages.find((language) => language === lang);
    return { record, etag: view.etag, locale, chosen, preview };
  }
  const unlessNotFound = (error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") return undefined;
    throw error;
  };
  const withLang = (path: string, chosen: Locale | undefined, query = "") => {
    const search = new URLSearchParams(query);
    if (chosen) search.set(LANG_PARAM, chosen);
    return search.size ? `${path}?${search}` : path;
  };
  const privately = (response: Response) => {
    response.headers.set("cache-control", "private, no-store");
    return response;
  };
  /** Unknown, unpublished, revoked: the reason, politely, with a 404. */
  const missing = (c: Context, error: unknown, eventId: string, locale: Locale) => {
    if (!(error instanceof AppError) || error.code !== "not_found") throw error;
    if (error.message === EVENT_MESSAGES.notFound) return shell.notFound(c);
    return shell.page(c, 404, (r) => r.renderRsvpMissingPage(eventId, error.message, locale));
  };

  return (
    new Hono()
      // The find form's address, asked again (a reload, the guest page's refresh): the guest page.
      .get("/:eventId/rsvp", async (c) => {
        const found = await getPublicEvent(deps, c.req.param("eventId")).catch(unlessNotFound);
        if (!found) return shell.notFound(c);
        const { view } = found.record;
        const chosen = view.languages.find((language) => language === c.req.query(LANG_PARAM));
        return c.redirect(`${withLang(`/event/${view.id}`, chosen)}#rsvp`, 303);
      })
      .post("/:eventId/rsvp", ...guards, async (c) => {
        const fields = await formFields(c);
        const typed: RsvpFindState = {
          name: (fields.name ?? "").slice(0, 200),
          email: (fields.email ?? "").slice(0, 254),
        };
        const event = await eventOf(c).catch(unlessNotFound);
        if (!event) return shell.notFound(c);
        const { record, locale, chosen, preview } = event;
        const again = (status: number, state: RsvpFindState) =>
          shell
            .page(
              c,
              status,
              (r) => r.renderGuestPage(record.view, "", { kind: "empty" }, locale, state),
              event.etag,
            )
            .then(privately);
        try {
          await authorizeViewer(c, deps, record.view.id, record.access);
        } catch (error) {
          if (!(error instanceof PasscodeRequired)) throw error;
          return shell.page(c, 401, (r) =>
            r.renderGuestPasscodePage(record.view.id, undefined, locale, chosen),
          );
        }
        if (!record.view.rsvp) return c.redirect(withLang(`/event/${record.view.id}`, chosen), 303);
        if (await overRateLimit(deps, RSVP_RATE_LIMIT, c))
          return again(429, { ...typed, field: "name", message: RATE_LIMITED_MESSAGE });
        const input = findInvitationSchema.safeParse({ name: typed.name, email: typed.email || undefined });
        if (!input.success) {
          const [field, message] = Object.entries(fieldErrors(input.error))[0] ?? [
            "name",
            msg("Invalid input"),
          ];
          return again(400, { ...typed, field: field === "email" ? "email" : "name", message });
        }
        try {
          const { code } = await findInvitation(db, record.view.id, input.data, { preview });
          return c.redirect(withLang(rsvpPath(record.view.id, code), chosen), 303);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const field = error.code === "conflict" ? "email" : "name";
          return again(error.status, { ...typed, field, message: error.message });
        }
      })
      .get("/:eventId/rsvp/:code", async (c) => {
        const event = await eventOf(c).catch(unlessNotFound);
        if (!event) return shell.notFound(c);
        const { record, locale, preview } = event;
        let invitation: RsvpInvitation;
        try {
          invitation = await openInvitation(db, record.view.id, c.req.param("code"), { preview });
        } catch (error) {
          return missing(c, error, record.view.id, locale);
        }
        const sent = c.req.query("sent");
        const view: RsvpPageView = {
          invitation,
          values: formValuesOf(invitation),
          errors: {},
          sent: sent !== undefined,
          notice: sentNotice({ sent, replaced: c.req.query("replaced") }, invitation),
        };
        return privately(await shell.page(c, 200, (r) => r.renderRsvpPage(record.view, view, locale)));
      })
      .post("/:eventId/rsvp/:code", ...guards, async (c) => {
        const fields = await formFields(c);
        const event = await eventOf(c).catch(unlessNotFound);
        if (!event) return shell.notFound(c);
        const { record, locale, chosen, preview } = event;
        const eventId = record.view.id;
        const code = c.req.param("code");
        const render = async (status: number, view: RsvpPageView) =>
          privately(await shell.page(c, status, (r) => r.renderRsvpPage(record.view, view, locale)));
        let invitation: RsvpInvitation;
        try {
          invitation = await openInvitation(db, eventId, code, { preview });
        } catch (error) {
          return missing(c, error, eventId, locale);
        }
        const { values, answer, plusOneRows } = readRsvpForm(fields, invitation);
        const refused = (status: number, errors: Record<string, string>) =>
          render(status, { invitation, values, errors, sent: false });
        if (preview) return refused(409, { _: RSVP_MESSAGES.preview });
        if (await overRateLimit(deps, RSVP_RATE_LIMIT, c)) return refused(429, { _: RATE_LIMITED_MESSAGE });
        const input = rsvpAnswerSchema.safeParse(answer);
        if (!input.success) {
          const errors: Record<string, string> = {};
          for (const [path, message] of Object.entries(fieldErrors(input.error)))
            errors[formFieldOf(path, plusOneRows)] ??= message;
          return refused(400, errors);
        }
        let answered: RsvpAnswered;
        try {
          answered = await answerInvitation(db, eventId, code, input.data);
        } catch (error) {
          if (!(error instanceof AppError) || error.code === "not_found")
            return missing(c, error, eventId, locale);
          if (error.code !== "gone") return refused(error.status, { _: error.message });
          // Closed meanwhile: the answer as the hosts have it, read-only, and whom to contact.
          const closed = await openInvitation(db, eventId, code);
          return render(410, { invitation: closed, values: formValuesOf(closed), errors: {}, sent: false });
        }
        // The guest page lists statuses: the next guest sees the answer.
        deps.publicCache.invalidate(publicEventResource(eventId));
        return c.redirect(withLang(rsvpPath(eventId, code), chosen, sentQuery(answered)), 303);
      })
  );
}
