import { CSV_MESSAGES, CsvFileError } from "@/shared/csv/errors";
import type { GuestFile } from "@/shared/csv/read";
import { isLocale, SOURCE_LOCALE } from "@/shared/i18n/locales";
import { appI18n } from "@/web/lib/i18n";
import type { ParseRequest } from "./parse-worker";

type WorkerAnswer = { ok: true; file: GuestFile } | { ok: false; message: string; detail?: string };

/** Reads a file in a worker (a 10 MB file must not freeze the page); rejects with a CsvFileError. The worker
 * gets the page's language, so what it says about the file (a refusal, "Column 3") reads in it. */
export async function readFileInWorker(file: File, sheet?: string): Promise<GuestFile> {
  const bytes = await file.arrayBuffer();
  const worker = new Worker(new URL("./parse-worker.ts", import.meta.url), { type: "module" });
  const locale = isLocale(appI18n.locale) ? appI18n.locale : SOURCE_LOCALE;
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<WorkerAnswer>) => resolve(event.data);
      worker.onerror = () => reject(new CsvFileError("parse", CSV_MESSAGES.parseError));
      const request: ParseRequest = { bytes, locale, messages: appI18n.messages ?? {}, sheet };
      worker.postMessage(request, [bytes]);
    });
    if (!answer.ok) throw new CsvFileError("parse", answer.message, answer.detail);
    return answer.file;
  } finally {
    worker.terminate();
  }
}
