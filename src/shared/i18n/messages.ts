import type { I18n } from "@lingui/core";

/**
 * The message layer every side shares (Lingui: ICU messages compiled per locale by scripts/i18n.mjs).
 * A message's id is its English text, so code reads as the product reads and English needs no catalog of
 * its own; the other languages live in src/shared/i18n/catalogs/{locale}/*.json.
 *
 * - `msg("Guests")` marks a text for the catalogs where it is defined (a constant, a menu entry, a schema's
 *   message); whoever shows it translates it then, with the reader's i18n.
 * - `t("…")` translates now, with the current i18n: the browser's active language, or on the server the
 *   request's (src/server/lib/i18n.ts). Shared messages built from values use it.
 */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** Marks `message` for the catalogs; returns it unchanged (its translation happens where it is shown). */
export function msg(message: string): string {
  return message;
}

/** `message` translated when it is one of the product's messages (an id in the catalogs); any other text, such
 * as one already built in the reader's language or a name, is returned as it is. */
export function translateKnown(i18n: I18n, message: string): string {
  return Object.hasOwn(i18n.messages, message) ? i18n._(message) : message;
}

let current: () => I18n | undefined = () => undefined;

/** The browser and the server each say where the current language's i18n is. */
export function setCurrentI18n(get: () => I18n | undefined): void {
  current = get;
}

/** Runs `work` (synchronous: a server render) with `i18n` as the current one, then puts the previous back. */
export function withI18n<T>(i18n: I18n, work: () => T): T {
  const previous = current;
  current = () => i18n;
  try {
    return work();
  } finally {
    current = previous;
  }
}

/** The current i18n: the browser's active language, or on the server the request's (or the page's being
 * rendered); undefined before any is set. */
export function currentI18n(): I18n | undefined {
  return current();
}

/** `message` translated with the current i18n (English before any is set). */
export function t(message: string, values?: MessageValues): string {
  const i18n = current();
  if (i18n) return i18n._(message, values as Record<string, unknown>);
  return values
    ? message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
    : message;
}
