import type { Locale } from "@/shared/i18n/locales";
import { msg } from "@/web/lib/i18n";

/** "June 12, 2027": a post's publication day in the reader's language (a text that is not a date as it is). */
export function postDay(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric" });
}

/** "5 min read", in every language's plural forms. */
export const READING_TIME = msg("{minutes, plural, one {# min read} other {# min read}}");
