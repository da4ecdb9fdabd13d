import { useCallback, useEffect, useRef, useState } from "react";
import type { GenerateRequest } from "./pdf/generate";
import type { WorkerReply } from "./pdf.worker";

export interface PdfProgress {
  done: number;
  total: number;
}

/** Runs PDF builds in one Web Worker; `progress` is set while a build runs. */
export function usePdfJob() {
  const worker = useRef<Worker | null>(null);
  const nextId = useRef(0);
  const [progress, setProgress] = useState<PdfProgress | null>(null);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const build = useCallback((request: GenerateRequest): Promise<Blob> => {
    worker.current ??= new Worker(new URL("./pdf.worker.ts", import.meta.url), { type: "module" });
    const current = worker.current;
    const id = ++nextId.current;
    setProgress({ done: 0, total: 1 });
    return new Promise<Blob>((resolve, reject) => {
      const onMessage = (message: MessageEvent<WorkerReply>) => {
        const reply = message.data;
        if (reply.id !== id) return;
        if (reply.type === "progress") {
          setProgress({ done: reply.done, total: reply.total });
          return;
        }
        current.removeEventListener("message", onMessage);
        setProgress(null);
        if (reply.type === "done") resolve(new Blob([reply.bytes], { type: "application/pdf" }));
        else reject(new Error(reply.message));
      };
      current.addEventListener("message", onMessage);
      current.postMessage({ id, request });
    });
  }, []);

  return { build, progress, busy: progress !== null };
}
