/// <reference lib="webworker" />
import { CsvFileError } from "@/shared/csv/errors";
import { readGuestFile } from "@/shared/csv/read";

/** Reads a chosen CSV file off the main thread, with the same shared code the server runs on upload. */
self.onmessage = (message: MessageEvent<ArrayBuffer>) => {
  try {
    self.postMessage({ ok: true, file: readGuestFile(new Uint8Array(message.data)) });
  } catch (error) {
    self.postMessage({
      ok: false,
      message:
        error instanceof CsvFileError
          ? error.message
          : "The CSV file contains errors. Please check the format.",
      detail: error instanceof CsvFileError ? error.detail : undefined,
    });
  }
};
