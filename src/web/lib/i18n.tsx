import { type Messages, setupI18n } from "@lingui/core";
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

/**
 * The browser's catalogs, compiled by scripts/i18n.mjs: per language a core ({locale}.js: the shell, shared
 * messages, the small screens) and a part per screen group ({locale}-{part}.js), each its own chunk, loaded
 * with the group's routes (withMessages in src/web/app/router.tsx).
 */
const FILES = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: CompiledCatalog }>("@/shared/i18n/compiled/web/*.js")).map(
    ([file, load]) => [file.slice(file.lastIndexOf("/") + 1, -".js".length), load],
  ),
);

/** A screen group's own messages: marketing and blog, sign-in and onboarding, the back office, the guest
 * list, tables with seating and auto-seat, print, the event's settings, appearance and share, its team
 * (with the invitation page), its history (the screen, and a guest's or a table's own in their dialogs), and
 * check-in. Shared code's messages go with the parts that import it (scripts/i18n.mjs). */
export type CatalogPart =
  | "marketing"
  | "auth"
  | "admin"
  | "guests"
  | "seating"
  | "print"
  | "event"
  | "team"
  | "history"
  | "checkin";

async function loadFile(name: string): Promise<Messages> {
  const load = FILES[name];
  if (!load) throw new Error(`no compiled catalog ${name} (node scripts/i18n.mjs compile)`);
  return (await load()).default;
}

const fileNames = (locale: Locale, parts: Iterable<CatalogPart>) => [
  locale,
  ...[...parts].map((part) => `${locale}-${part}`),
];

/** `locale`'s core and `parts`, merged: a translator for one print or worker, apart from the app's. */
export async function loadCatalog(locale: Locale, parts: readonly CatalogPart[] = []): Promise<Messages> {
  return Object.assign({}, ...(await Promise.all(fileNames(locale, parts).map(loadFile))));
}

// A message missing from the loaded catalogs shows as its English id (English ships only the messages with
// placeholders: every other is its own text).
const app = setupI18n({ missing: (_locale, id) => id });

// Shared code's t() (messages built from values) speaks the browser's active language.
setCurrentI18n(() => (app.locale ? app : undefined));

/** The app's one i18n: what AppProviders gives every component. */
export const appI18n = app;

/** The parts the app has needed so far (a language switch loads them again), and what each language has. */
const neededParts = new Set<CatalogPart>();
const loaded = new Map<Locale, Messages>();
let target: Locale | undefined;

async function loadInto(locale: Locale, names: string[]): Promise<Messages> {
  const files = await Promise.all(names.map(loadFile));
  const messages = Object.assign(loaded.get(locale) ?? {}, ...files);
  loaded.set(locale, messages);
  return messages;
}

/** Loads the messages of `parts` with a route's module, in the language being shown. (On the server, which
 * renders with every message, only the module.) */
export function withMessages<T>(parts: CatalogPart[], load: () => Promise<T>): () => Promise<T> {
  if (typeof document === "undefined") return load;
  return async () => {
    const fresh = parts.filter((part) => !neededParts.has(part));
    for (const part of fresh) neededParts.add(part);
    const locale = target ?? initialLocale();
    const [module] = await Promise.all([
      load(),
      fresh.length ? loadInto(locale, fileNames(locale, fresh).slice(1)) : null,
    ]);
    if (fresh.length && app.locale === locale) app.load(locale, { ...loaded.get(locale) });
    return module;
  };
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
  target = locale;
  const messages = await loadInto(locale, fileNames(locale, neededParts));
  if (target !== locale) return; // another switch came after this one
  app.loadAndActivate({ locale, messages: { ...messages } });
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
