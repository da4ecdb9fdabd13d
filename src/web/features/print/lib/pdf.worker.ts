/// <reference lib="webworker" />
import { fetchFontFile } from "./font-urls";
import { type GenerateRequest, generatePdf } from "./pdf/generate";

/** Builds PDFs off the main thread: the screen stays responsive and shows progress for 3,000 guests. */

export type WorkerReply =
  | { id: number; type: "progress"; done: number; total: number }
  | { id: number; type: "done"; bytes: ArrayBuffer }
  | { id: number; type: "error"; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (message: MessageEvent<{ id: number; request: GenerateRequest }>) => {
  const { id, request } = message.data;
  try {
    const bytes = await generatePdf(request, fetchFontFile, (done, total) =>
      scope.postMessage({ id, type: "progress", done, total } satisfies WorkerReply),
    );
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    scope.postMessage({ id, type: "done", bytes: buffer } satisfies WorkerReply, [buffer]);
  } catch (error) {
    const text = error instanceof Error ? error.message : "Could not build the PDF";
    scope.postMessage({ id, type: "error", message: text } satisfies WorkerReply);
  }
};
