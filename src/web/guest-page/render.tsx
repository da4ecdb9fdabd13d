// The guest page's server rendering (built into dist/ssr/server-render.js with the marketing pages and loaded
// by src/server/modules/public-event/guest-page.routes.ts). Plain HTML: the browser gets only main.ts, a few
// kilobytes that answer the search as you type and pick up seating changes. The page speaks one of the
// event's languages, chosen by the server; its script gets its few words already translated (no catalog).
import type { I18n } from "@lingui/core";
import { renderToString } from "react-dom/server";
import { i18nFor } from "@/shared/i18n/all-catalogs";
import { isLocale, type Locale, localeDirection, SOURCE_LOCALE } from "@/shared/i18n/locales";
import type { PublicEvent } from "@/shared/public-event";
import type { SearchAnswer, SearchableGuest } from "@/shared/public-event-search";
import type { RsvpFindState, RsvpPageView } from "@/shared/rsvp-form";
import { GuestPage } from "./components/guest-page";
import { KioskPage } from "./components/kiosk-page";
import { NotFoundPage, PasscodePage, RsvpMissingPage } from "./components/message-page";
import { RsvpPage } from "./components/rsvp-page";
import type { Translate } from "./components/translate";

export interface RenderedGuestPage {
  /** The markup of #root. */
  html: string;
  title: string;
  description: string;
  themeColor: string;
  /** The page's language, for <html lang dir>. */
  lang: Locale;
  dir: "ltr" | "rtl";
}

/** The language asked for when the renderer knows it, else English. */
function language(locale: string | undefined): { locale: Locale; i18n: I18n; t: Translate } {
  const chosen = isLocale(locale) ? locale : SOURCE_LOCALE;
  const i18n = i18nFor(chosen);
  const t = Object.assign((id: string, values?: Record<string, string | number>) => i18n._(id, values), {
    locale: chosen,
  });
  return { locale: chosen, i18n, t };
}

export function renderGuestPage(
  event: PublicEvent,
  query: string,
  answer: SearchAnswer,
  locale?: string,
  /** The RSVP find form as posted, when the server answers it with this page. */
  rsvp?: RsvpFindState,
): RenderedGuestPage {
  const { locale: lang, i18n, t } = language(locale ?? event.languages?.[0]);
  return {
    html: renderToString(
      <GuestPage event={event} query={query} answer={answer} locale={lang} i18n={i18n} rsvp={rsvp} />,
    ),
    title: event.title,
    description: t("Find your table at {event}.", { event: event.title }),
    themeColor: event.theme.primary,
    lang,
    dir: localeDirection(lang),
  };
}

export function renderGuestNotFoundPage(locale?: string): RenderedGuestPage {
  const { locale: lang, t } = language(locale);
  return {
    html: renderToString(<NotFoundPage t={t} />),
    title: t("Event not found"),
    description: t("Event not found"),
    themeColor: "#9b87f5",
    lang,
    dir: localeDirection(lang),
  };
}

export function renderGuestPasscodePage(
  eventId: string,
  error?: string,
  locale?: string,
  /** Set when the guest chose the language (?lang=): the form keeps it. */
  chosen?: string,
): RenderedGuestPage {
  const { locale: lang, t } = language(locale);
  return {
    html: renderToString(<PasscodePage eventId={eventId} error={error} lang={chosen} t={t} />),
    title: t("Enter the passcode"),
    description: t("This page is protected by a passcode."),
    themeColor: "#9b87f5",
    lang,
    dir: localeDirection(lang),
  };
}

/** An invitation's RSVP page (/event/{id}/rsvp/{code}) in the event's theme and language. */
export function renderRsvpPage(event: PublicEvent, view: RsvpPageView, locale?: string): RenderedGuestPage {
  const { locale: lang, t } = language(locale ?? event.languages?.[0]);
  return {
    html: renderToString(<RsvpPage event={event} view={view} locale={lang} t={t} />),
    title: `${t("Your answer")} · ${event.title}`,
    description: t("Find your invitation to tell the hosts who is coming."),
    themeColor: event.theme.primary,
    lang,
    dir: localeDirection(lang),
  };
}

const eventPath = (eventId: string) => `/event/${eventId}`;

/** An RSVP link that opens nothing, with the reason (a message id). */
export function renderRsvpMissingPage(eventId: string, message: string, locale?: string): RenderedGuestPage {
  const { locale: lang, t } = language(locale);
  return {
    html: renderToString(<RsvpMissingPage eventPath={eventPath(eventId)} message={message} t={t} />),
    title: t("Invitation not found"),
    description: t("Invitation not found"),
    themeColor: "#9b87f5",
    lang,
    dir: localeDirection(lang),
  };
}

/** The lobby kiosk (/event/{id}/kiosk?k=…) in the event's theme and language. */
export function renderKioskPage(
  event: PublicEvent,
  guests: SearchableGuest[],
  token: string,
  locale?: string,
): RenderedGuestPage {
  const { locale: lang, i18n, t } = language(locale ?? event.languages?.[0]);
  return {
    html: renderToString(<KioskPage event={event} guests={guests} token={token} locale={lang} i18n={i18n} />),
    title: `${t("Find your table")} · ${event.title}`,
    description: t("Find your table at {event}.", { event: event.title }),
    themeColor: event.theme.primary,
    lang,
    dir: localeDirection(lang),
  };
}
