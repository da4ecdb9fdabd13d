/** The languages Seatwise speaks: the owner's screens, the guest page, the prints and the e-mails. English is
 * the source: every message's id is its English text (src/shared/i18n/messages.ts). */
export const LOCALES = ["en", "es", "fr", "de", "pt", "it", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = "en";

/** Each language in its own name, as the Language select lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  pt: "Português",
  it: "Italiano",
  ar: "العربية",
};

/** The cookie that remembers a visitor's language (and mirrors a signed-in owner's). */
export const LOCALE_COOKIE = "seatwise-locale";

/** The query parameter that picks one of an event's languages on the guest page. */
export const LANG_PARAM = "lang";

/** An event's guest page and prints speak one or two languages. */
export const MAX_EVENT_LANGUAGES = 2;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The first of `preferred` (BCP 47 tags, most wanted first) that `available` speaks, by language:
 * "es-MX" picks "es". */
export function negotiateLocale<L extends string = Locale>(
  preferred: readonly string[],
  available: readonly L[] = LOCALES as unknown as readonly L[],
): L | undefined {
  for (const tag of preferred) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    const match = available.find((locale) => locale === language);
    if (match) return match;
  }
  return undefined;
}

/** A BCP 47 language tag's shape (the wildcard and anything malformed are not languages). */
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$/;

/** An Accept-Language header's tags, most wanted first ("de-CH, fr;q=0.8, *;q=0.1"). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => LANGUAGE_TAG.test(entry.tag) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((entry) => entry.tag);
}
