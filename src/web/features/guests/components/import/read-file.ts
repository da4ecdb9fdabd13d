import { CsvFileError } from "@/shared/csv/errors";
import type { GuestFile } from "@/shared/csv/read";

type WorkerAnswer = { ok: true; file: GuestFile } | { ok: false; message: string; detail?: string };

/** Reads a file in a worker (a 10 MB file must not freeze the page); rejects with a CsvFileError. */
export async function readFileInWorker(file: File): Promise<GuestFile> {
  const bytes = await file.arrayBuffer();
  const worker = new Worker(new URL("./parse-worker.ts", import.meta.url), { type: "module" });
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<WorkerAnswer>) => resolve(event.data);
      worker.onerror = () =>
        reject(new CsvFileError("parse", "The CSV file contains errors. Please check the format."));
      worker.postMessage(bytes, [bytes]);
    });
    if (!answer.ok) throw new CsvFileError("parse", answer.message, answer.detail);
    return answer.file;
  } finally {
    worker.terminate();
  }
}
