// Tests of shared code speak English, as the product's texts are written (the server sets its own per
// request: src/server/lib/i18n.ts).
import { i18nFor } from "./all-catalogs";
import { SOURCE_LOCALE } from "./locales";
import { setCurrentI18n } from "./messages";

setCurrentI18n(() => i18nFor(SOURCE_LOCALE));
