import { t as currentLanguage, type MessageValues } from "../i18n/messages";

/**
 * Translates a printed document's texts ("Table 4", "Find your seat") in the print's language, which is one
 * of the event's languages and may differ from the owner's: an i18n's `_` made for that language. Without
 * one, the current language (English in tests).
 */
export type PrintT = ((message: string, values?: MessageValues) => string) & {
  /** The print's language: names sort as its readers sort them. */
  locale?: string;
};

export const currentT: PrintT = (message, values) => currentLanguage(message, values);
