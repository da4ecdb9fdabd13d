import { AsyncLocalStorage } from "node:async_hooks";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { i18nFor } from "@/shared/i18n/all-catalogs";
import {
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  negotiateLocale,
  parseAcceptLanguage,
  SOURCE_LOCALE,
} from "@/shared/i18n/locales";
import { setCurrentI18n, translateKnown } from "@/shared/i18n/messages";

/** The language of the request being answered: what shared t() and the error handler speak. */
const requestLocale = new AsyncLocalStorage<Locale>();

setCurrentI18n(() => i18nFor(requestLocale.getStore() ?? SOURCE_LOCALE));

/** The visitor's language: their choice (the cookie the app writes, which mirrors a signed-in owner's
 * account), else their browser's, else English. An unknown value falls back silently. */
export function localeOf(c: Context): Locale {
  const cookie = getCookie(c, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(parseAcceptLanguage(c.req.header("accept-language"))) ?? SOURCE_LOCALE;
}

/** Answers each request in its visitor's language. */
export function localeContext(): MiddlewareHandler {
  return (c, next) => requestLocale.run(localeOf(c), next);
}

/** Runs `work` in `locale` (an e-mail to a user in their language, whoever's request sends it). */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run(locale, work);
}

/** The current request's language. */
export function currentLocale(): Locale {
  return requestLocale.getStore() ?? SOURCE_LOCALE;
}

/** A message of the product in the current language: a shared constant's English text (its id) becomes
 * its translation; a text already built in this language passes unchanged. */
export function translated(message: string): string {
  return translateKnown(i18nFor(currentLocale()), message);
}
