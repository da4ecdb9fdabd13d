/// <reference lib="webworker" />
import type { Messages } from "@lingui/core";
import { CSV_MESSAGES, CsvFileError } from "@/shared/csv/errors";
import { readGuestFile } from "@/shared/csv/read";
import { createI18n } from "@/shared/i18n/i18n";
import type { Locale } from "@/shared/i18n/locales";
import { setCurrentI18n, translateKnown } from "@/shared/i18n/messages";

/** What the page sends: the file's bytes, and its language (the shared code's messages speak it here too). */
export interface ParseRequest {
  bytes: ArrayBuffer;
  locale: Locale;
  messages: Messages;
  /** A workbook's sheet the owner picked. */
  sheet?: string;
}

/** Reads a chosen file (CSV, workbook, contacts) off the main thread, with the same shared code the server runs on upload. */
self.onmessage = (message: MessageEvent<ParseRequest>) => {
  const { bytes, locale, messages, sheet } = message.data;
  const i18n = createI18n(locale, messages);
  setCurrentI18n(() => i18n);
  try {
    self.postMessage({ ok: true, file: readGuestFile(new Uint8Array(bytes), { sheet }) });
  } catch (error) {
    self.postMessage({
      ok: false,
      message: translateKnown(i18n, error instanceof CsvFileError ? error.message : CSV_MESSAGES.parseError),
      detail: error instanceof CsvFileError ? error.detail : undefined,
    });
  }
};
