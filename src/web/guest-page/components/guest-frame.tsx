import type { CSSProperties } from "react";
import { INK, readableOn } from "@/shared/color";
import { LANG_PARAM, LOCALE_NAMES, type Locale, localeDirection } from "@/shared/i18n/locales";
import { msg } from "@/shared/i18n/messages";
import type { PublicEvent } from "@/shared/public-event";
import { fontFamily } from "@/web/lib/fonts";
import { around, type Translate } from "./translate";

// What every page of an event shares (the guest page, the RSVP page): its theme, header and footer.

/** "Saturday, June 12, 2027" in the page's language (the day as written, whatever the server's zone). */
export function formatDay(date: string, locale = "en"): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString(locale === "en" ? "en-US" : locale, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** "4:30 PM" from HH:MM, as the page's language writes a time of day ("16:30"). */
export function formatTime(time: string, locale = "en"): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  if (locale === "en") {
    const suffix = hours >= 12 ? "PM" : "AM";
    return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
  }
  const at = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  if (Number.isNaN(at.getTime())) return time;
  return at.toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
}

/** An instant as the event's time zone shows it, in the page's language ("Saturday, May 1, 2027, 6:00 PM
 * CEST"): the RSVP deadline. */
export function formatInstant(instant: string, timeZone: string, locale = "en"): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  return at.toLocaleString(locale === "en" ? "en-US" : locale, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  });
}

export function themeVariables(theme: PublicEvent["theme"]): CSSProperties {
  return {
    "--theme-primary": theme.primary,
    "--theme-on-primary": readableOn(theme.primary),
    "--theme-secondary": theme.secondary,
    "--theme-on-secondary": readableOn(theme.secondary) === INK ? INK : "#ffffff",
    "--theme-accent": theme.accent,
    "--theme-on-accent": readableOn(theme.accent),
    "--theme-heading-font": fontFamily(theme.headingFont),
    "--theme-body-font": fontFamily(theme.bodyFont),
  } as CSSProperties;
}

/** With two languages, links to the page (`path`) in each, named in its own language; plain links, no
 * script. */
function LanguageSwitch({
  event,
  path,
  locale,
  t,
}: {
  event: PublicEvent;
  path: string;
  locale: Locale;
  t: Translate;
}) {
  if (event.languages.length < 2) return null;
  return (
    <nav className="language-switch" aria-label={t("Language")}>
      {event.languages.map((language) => (
        <a
          key={language}
          href={`${path}${path.includes("?") ? "&" : "?"}${LANG_PARAM}=${language}`}
          lang={language}
          hrefLang={language}
          dir={localeDirection(language)}
          aria-current={language === locale ? "true" : undefined}
          className="language-link"
        >
          {LOCALE_NAMES[language]}
        </a>
      ))}
    </nav>
  );
}

/** The event's header: title, date, venue, cover, and the language links to `path` (the page it is on). */
export function GuestHeader({
  event,
  locale,
  t,
  path = `/event/${event.id}`,
}: {
  event: PublicEvent;
  locale: Locale;
  t: Translate;
  path?: string;
}) {
  return (
    <header className="guest-header">
      <LanguageSwitch event={event} path={path} locale={locale} t={t} />
      {event.coverImageUrl ? (
        <img className="guest-cover" src={event.coverImageUrl} alt="" fetchPriority="high" decoding="async" />
      ) : null}
      <div className="relative mx-auto max-w-3xl px-5 py-10 text-center sm:py-14">
        <h1 className="guest-heading text-4xl leading-tight font-semibold break-words sm:text-5xl">
          {event.title}
        </h1>
        {event.date ? (
          <p className="mt-3 text-lg">
            <time dateTime={event.time ? `${event.date}T${event.time}` : event.date}>
              {formatDay(event.date, locale)}
              {event.time ? ` · ${formatTime(event.time, locale)}` : null}
            </time>
          </p>
        ) : null}
        {event.venue || event.address ? (
          <p className="mt-1 text-lg">{[event.venue, event.address].filter(Boolean).join(", ")}</p>
        ) : null}
      </div>
    </header>
  );
}

/** Above an unpublished event's pages, which only its team can open. */
export function PreviewBanner({ t }: { t: Translate }) {
  const preview = around(t, msg("{mode} — this page is not published yet. Only you can see it."), "mode");
  return (
    <p role="status" className="preview-banner">
      {preview[0]}
      <strong>{t("Preview Mode")}</strong>
      {preview[1]}
    </p>
  );
}

/** "Made with Seatwise", the product's name a link home, in any word order a language needs. */
export function GuestFooter({ t }: { t: Translate }) {
  const [before, after] = around(t, msg("Made with {product}"), "product");
  return (
    <footer className="guest-footer">
      {before}
      <a href="/" className="underline">
        Seatwise
      </a>
      {after}
    </footer>
  );
}
