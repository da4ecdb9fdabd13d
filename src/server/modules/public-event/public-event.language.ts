import {
  isLocale,
  LANG_PARAM,
  type Locale,
  negotiateLocale,
  parseAcceptLanguage,
  SOURCE_LOCALE,
} from "@/shared/i18n/locales";

export interface GuestPageLanguage {
  locale: Locale;
  /** True when the guest's browser chose it (Accept-Language): the answer then varies with that header. */
  negotiated: boolean;
}

/**
 * The language a guest page speaks: the one picked with ?lang= when the event offers it, else the guest's
 * browser language when it is one of the event's, else the event's first. Anything else falls back silently.
 */
export function guestPageLanguage(
  languages: readonly Locale[] | undefined,
  lang: string | null | undefined,
  acceptLanguage: string | null | undefined,
): GuestPageLanguage {
  const offered = languages && languages.length > 0 ? languages : [SOURCE_LOCALE];
  if (isLocale(lang) && offered.includes(lang)) return { locale: lang, negotiated: false };
  if (offered.length === 1) return { locale: offered[0]!, negotiated: false };
  const browser = negotiateLocale(parseAcceptLanguage(acceptLanguage), offered);
  return { locale: browser ?? offered[0]!, negotiated: true };
}

/** The ?lang= of a request's query string ("?lang=es&q=…"), if any. */
export function langParam(search: string | undefined): string | undefined {
  if (!search) return undefined;
  return new URLSearchParams(search).get(LANG_PARAM) ?? undefined;
}
