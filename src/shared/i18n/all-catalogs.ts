// Every language's compiled catalog at once, for the server and its page renderer (the browser loads one:
// src/web/lib/i18n.tsx). Compiled by scripts/i18n.mjs before any build, check or test.
import type { I18n } from "@lingui/core";
import ar from "./compiled/ar.js";
import de from "./compiled/de.js";
import en from "./compiled/en.js";
import es from "./compiled/es.js";
import fr from "./compiled/fr.js";
import it from "./compiled/it.js";
import pt from "./compiled/pt.js";
import { type CompiledCatalog, createI18n } from "./i18n";
import type { Locale } from "./locales";

const CATALOGS: Record<Locale, CompiledCatalog> = { en, es, fr, de, pt, it, ar } as Record<
  Locale,
  CompiledCatalog
>;

const instances = new Map<Locale, I18n>();

/** The i18n of `locale`, made once. */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = createI18n(locale, CATALOGS[locale]);
    instances.set(locale, i18n);
  }
  return i18n;
}
