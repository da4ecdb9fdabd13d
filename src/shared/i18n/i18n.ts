import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "./locales";

/** A message catalog as scripts/i18n.mjs compiles it (src/shared/i18n/compiled/{locale}.js). */
export type CompiledCatalog = Messages;

/** An i18n for one language: the server keeps one per locale, a print makes one for its language. */
export function createI18n(locale: Locale, messages: CompiledCatalog): I18n {
  // A message it lacks shows as its English id: English ships only the messages with placeholders (every
  // other is its own text), and a language missing a message falls back to English.
  return setupI18n({ locale, messages: { [locale]: messages }, missing: (_locale, id) => id });
}
