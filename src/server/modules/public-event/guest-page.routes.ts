import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Context, Hono } from "hono";
import { currentUser } from "@/server/auth/guards";
import type { Deps } from "@/server/deps";
import { AppError } from "@/server/lib/errors";
import { escapeHtml } from "@/server/lib/escape-html";
import { localeOf } from "@/server/lib/i18n";
import { rateLimited } from "@/server/lib/rate-limit";
import { makeRepresentation, type Representation, sendRepresentation } from "@/server/lib/representation";
import { getCurrentEvent } from "@/server/modules/events/events.service";
import { readKioskView } from "@/server/modules/kiosk/kiosk.service";
import { rsvpPageRoutes } from "@/server/modules/rsvp/rsvp-pages.routes";
import { LANG_PARAM, type Locale } from "@/shared/i18n/locales";
import { KIOSK_TOKEN_PARAM } from "@/shared/kiosk";
import { PUBLIC_EVENT_MESSAGES, type PublicEvent } from "@/shared/public-event";
import { type SearchAnswer, type SearchableGuest, searchGuests } from "@/shared/public-event-search";
import type { RsvpFindState, RsvpPageView } from "@/shared/rsvp-form";
import {
  authorizeViewer,
  PasscodeRequired,
  PUBLIC_CACHE_CONTROL_FOR,
  unlockWithPasscode,
} from "./public-event.access";
import { getPublicEvent } from "./public-event.cache";
import { guestPageLanguage } from "./public-event.language";
import { PASSCODE_RATE_LIMIT } from "./public-event.routes";

/** What the web's server renderer (src/web/guest-page/render.tsx, in dist/ssr/server-render.js) provides. */
export interface Rendered {
  html: string;
  title: string;
  description: string;
  themeColor: string;
  /** The page's language and direction, for <html lang dir>. */
  lang?: string;
  dir?: string;
}
export interface GuestPageRenderer {
  renderGuestPage(
    event: PublicEvent,
    query: string,
    answer: SearchAnswer,
    locale?: Locale,
    rsvp?: RsvpFindState,
  ): Rendered;
  renderGuestNotFoundPage(locale?: Locale): Rendered;
  renderGuestPasscodePage(eventId: string, error?: string, locale?: Locale, chosen?: Locale): Rendered;
  renderRsvpPage(event: PublicEvent, view: RsvpPageView, locale?: Locale): Rendered;
  renderRsvpMissingPage(eventId: string, message: string, locale?: Locale): Rendered;
  renderKioskPage(event: PublicEvent, guests: SearchableGuest[], token: string, locale?: Locale): Rendered;
}

const HTML = "text/html; charset=UTF-8";
/** Rendered pages kept (an event's page per version, for guests and for the owner's preview). */
const MAX_PAGES = 200;

/**
 * The public guest page /event/:eventId as HTML rendered on the server (docs/decisions/015-public-guest-page.md):
 * the content arrives with the page, and a search works as a plain GET form without JavaScript. A page is
 * rendered once per version of the event's data and language, and answered with an ETag (304 while nothing
 * changed). It speaks one of the event's languages (public-event.language.ts): with two, the one a guest
 * picked (?lang=), else their browser's, and then the answer varies with Accept-Language.
 */
export function createGuestPages(deps: Deps, options: { webRoot: string; renderer?: Promise<unknown> }) {
  const file = path.join(options.webRoot, "guest-page.html");
  const template = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  const renderer = loadRenderer(options.webRoot, deps, options.renderer);
  const pages = new Map<string, { version: string; page: Representation }>();

  async function page(c: Context, status: number, render: (r: GuestPageRenderer) => Rendered, version = "") {
    const loaded = await renderer;
    if (!loaded || !template) return c.text(PUBLIC_EVENT_MESSAGES.notFound, 503);
    const html = fill(template, render(loaded), version);
    return c.html(html, status as 200);
  }

  async function cachedPage(
    event: PublicEvent,
    version: string,
    locale: Locale,
  ): Promise<Representation | undefined> {
    const key = `${event.id} ${event.isPublished} ${locale}`;
    const cached = pages.get(key);
    if (cached?.version === version) return cached.page;
    const loaded = await renderer;
    if (!loaded || !template) return undefined;
    const html = fill(template, loaded.renderGuestPage(event, "", { kind: "empty" }, locale), version);
    const representation = makeRepresentation(html, HTML);
    if (pages.size >= MAX_PAGES && !pages.has(key)) pages.delete(pages.keys().next().value as string);
    pages.set(key, { version, page: representation });
    return representation;
  }

  // No event, no languages of its own: the visitor's (their choice, else their browser's).
  const notFound = (c: Context) => page(c, 404, (r) => r.renderGuestNotFoundPage(localeOf(c)));
  const languageOf = (c: Context, event: PublicEvent) =>
    guestPageLanguage(event.languages, c.req.query(LANG_PARAM), c.req.header("accept-language"));
  /** The ?lang= a guest picked, kept through the passcode form. */
  const chosenLanguage = (c: Context, event: PublicEvent) => {
    const lang = c.req.query(LANG_PARAM);
    return event.languages.find((language) => language === lang);
  };

  const routes = new Hono()
    .get("/preview", async (c) => {
      // /event/preview (linked from the dashboard): the signed-in owner's event, chosen by
      // ?event= when it is theirs, else their newest; the page itself shows 'Preview Mode' while unpublished.
      const user = await currentUser(c, deps);
      if (!user) return c.redirect("/login", 302);
      const ctx = { db: deps.database.db, storage: deps.storage };
      const found = await getCurrentEvent(ctx, user.id, c.req.query("event"));
      return c.redirect(found ? `/event/${found.event.id}` : "/onboarding", 302);
    })
    .get("/:eventId", async (c, next) => {
      // Without the renderer (a build without dist/ssr) the SPA's shell answers, as for any other page.
      if (!(await renderer) || !template) return next();
      const eventId = c.req.param("eventId");
      let event: PublicEvent | undefined;
      try {
        const { record, view } = await getPublicEvent(deps, eventId);
        event = record.view;
        const language = languageOf(c, record.view);
        const audience = await authorizeViewer(c, deps, record.view.id, record.access);
        const query = c.req.query("q") ?? "";
        if (query.trim()) {
          // A search without JavaScript: rendered for this request, never cached.
          const answer = searchGuests(record.searchable, record.view.tables, query, record.view.guestList);
          const response = await page(
            c,
            200,
            (r) => r.renderGuestPage(record.view, query, answer, language.locale),
            view.etag,
          );
          response.headers.set("cache-control", "private, no-cache");
          if (language.negotiated) response.headers.set("vary", "Accept-Language");
          return response;
        }
        const rendered = await cachedPage(record.view, view.etag, language.locale);
        if (!rendered) return c.text(PUBLIC_EVENT_MESSAGES.notFound, 503);
        return sendRepresentation(c, rendered, {
          cacheControl: PUBLIC_CACHE_CONTROL_FOR[audience],
          vary: language.negotiated ? "Cookie, Accept-Language" : "Cookie",
        });
      } catch (error) {
        if (error instanceof PasscodeRequired && event) {
          const shown = event;
          const language = languageOf(c, shown);
          const response = await page(c, 401, (r) =>
            r.renderGuestPasscodePage(eventId, undefined, language.locale, chosenLanguage(c, shown)),
          );
          if (language.negotiated) response.headers.set("vary", "Accept-Language");
          return response;
        }
        if (error instanceof AppError && error.code === "not_found") return notFound(c);
        throw error;
      }
    })
    .post("/:eventId/passcode", rateLimited(deps, PASSCODE_RATE_LIMIT), async (c) => {
      const eventId = c.req.param("eventId");
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const typed = typeof form.passcode === "string" ? form.passcode.slice(0, 200) : "";
      try {
        const { record } = await getPublicEvent(deps, eventId);
        if (!record.access.isPublished) return notFound(c);
        const chosen = chosenLanguage(c, record.view);
        if (!unlockWithPasscode(c, deps, record.view.id, record.access, typed)) {
          const { locale } = languageOf(c, record.view);
          return page(c, 401, (r) =>
            r.renderGuestPasscodePage(eventId, PUBLIC_EVENT_MESSAGES.wrongPasscode, locale, chosen),
          );
        }
        return c.redirect(
          chosen ? `/event/${record.view.id}?${LANG_PARAM}=${chosen}` : `/event/${record.view.id}`,
          303,
        );
      } catch (error) {
        if (error instanceof AppError && error.code === "not_found") return notFound(c);
        throw error;
      }
    })
    .get("/:eventId/kiosk", async (c, next) => {
      if (!(await renderer) || !template) return next();
      const token = c.req.query(KIOSK_TOKEN_PARAM);
      try {
        const record = await readKioskView(
          { db: deps.database.db, storage: deps.storage },
          c.req.param("eventId"),
          token,
        );
        const { locale } = languageOf(c, record.view);
        const response = await page(c, 200, (r) =>
          r.renderKioskPage(record.view, record.searchable, token!, locale),
        );
        // Names and tables of every guest: kept by no cache but the kiosk's own (its service worker). The
        // token, in the query, is never logged, and the referrer policy sends no address to another site.
        response.headers.set("cache-control", "no-store");
        response.headers.set("x-robots-tag", "noindex");
        return response;
      } catch (error) {
        if (error instanceof AppError && error.code === "not_found") return notFound(c);
        throw error;
      }
    })
    .route("/", rsvpPageRoutes(deps, { page, notFound }));
  return { routes, cachedPage };
}
export type GuestPages = ReturnType<typeof createGuestPages>;

/** The rendered page into the guest page's shell: its title, description, theme colour and content. */
function fill(template: string, rendered: Rendered, version: string) {
  const html = rendered.lang
    ? template.replace(
        /<html[^>]*>/,
        () => `<html lang="${escapeHtml(rendered.lang ?? "")}" dir="${escapeHtml(rendered.dir ?? "ltr")}">`,
      )
    : template;
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(rendered.description)}" />`,
    )
    .replace(
      /<meta name="theme-color" content="[^"]*" \/>/,
      () => `<meta name="theme-color" content="${escapeHtml(rendered.themeColor)}" />`,
    )
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-version="${escapeHtml(version)}">${rendered.html}</div>`,
    );
}

/** dist/ssr/server-render.js beside the web root (the marketing pages' renderer holds the guest page's too). */
function loadRenderer(
  webRoot: string,
  deps: Deps,
  given?: Promise<unknown>,
): Promise<GuestPageRenderer | undefined> {
  const file = path.join(webRoot, "..", "ssr", "server-render.js");
  const loading: Promise<unknown> | undefined =
    given ?? (existsSync(file) ? import(pathToFileURL(file).href) : undefined);
  return Promise.resolve(loading)
    .then((module) => {
      const found = (module ?? {}) as Partial<GuestPageRenderer>;
      return found.renderGuestPage &&
        found.renderGuestNotFoundPage &&
        found.renderGuestPasscodePage &&
        found.renderRsvpPage &&
        found.renderRsvpMissingPage &&
        found.renderKioskPage
        ? (found as GuestPageRenderer)
        : undefined;
    })
    .catch((error: unknown) => {
      deps.log.error("the guest page renderer did not load", { file, error: String(error) });
      return undefined;
    });
}
