import { i18n, type Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { CompiledCatalog } from "@/shared/i18n/i18n";
import {
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  localeDirection,
  negotiateLocale,
  SOURCE_LOCALE,
} from "@/shared/i18n/locales";
import { setCurrentI18n } from "@/shared/i18n/messages";

export { Trans } from "@lingui/react";
export { msg } from "@/shared/i18n/messages";

/** Each language's compiled catalog, its own chunk: the browser loads only the one it speaks. */
const CATALOGS: Record<Locale, () => Promise<{ default: CompiledCatalog }>> = {
  en: () => import("@/shared/i18n/compiled/en.js"),
  es: () => import("@/shared/i18n/compiled/es.js"),
  fr: () => import("@/shared/i18n/compiled/fr.js"),
  de: () => import("@/shared/i18n/compiled/de.js"),
  pt: () => import("@/shared/i18n/compiled/pt.js"),
  it: () => import("@/shared/i18n/compiled/it.js"),
  ar: () => import("@/shared/i18n/compiled/ar.js"),
};

// Shared code's t() (messages built from values) speaks the browser's active language.
setCurrentI18n(() => (i18n.locale ? i18n : undefined));

/** The app's one i18n (Lingui's global instance): what AppProviders gives every component. */
export const appI18n = i18n;

/** A catalog for `locale`, loaded once. */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  return (await CATALOGS[locale]()).default;
}

function readCookie(): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return match?.[1];
}

/** Remembers a visitor's language for a year; the server reads it for the pages it renders and its
 * messages. */
function writeCookie(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The language to start in: the one the server rendered the page in, else the visitor's choice (cookie),
 * else the browser's languages, else English. */
export function initialLocale(): Locale {
  const rendered = document.documentElement.dataset.locale;
  if (isLocale(rendered)) return rendered;
  const cookie = readCookie();
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(navigator.languages ?? [navigator.language]) ?? SOURCE_LOCALE;
}

/** Loads `locale`'s catalog and switches the app to it: every component re-renders, <html lang dir> follow.
 * `remember`: a choice (the Language select, the account's language) is kept in the cookie, so the server
 * renders the next page in it; a language only detected from the browser is not written anywhere. */
export async function activateLocale(locale: Locale, { remember = false } = {}): Promise<void> {
  const messages = await loadCatalog(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
  if (remember && readCookie() !== locale) writeCookie(locale);
}

/** t(message, values) in the active language; components re-render when it changes. */
export function useT() {
  return useLingui()._;
}

/** The active language. */
export function useLocale(): Locale {
  const { i18n: active } = useLingui();
  return isLocale(active.locale) ? active.locale : SOURCE_LOCALE;
}
