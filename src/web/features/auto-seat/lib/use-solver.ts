import { useCallback, useEffect, useRef, useState } from "react";
import type { SeatInstance, SolveProgress, SolveResult } from "@/shared/auto-seat/types";
import type { SolveAnswer, SolveRequest } from "./solve-messages";

export type SolverState =
  | { status: "idle" }
  | { status: "running"; progress: SolveProgress | null; stopping: boolean }
  | { status: "done"; result: SolveResult };

export interface SolveInput {
  instance: SeatInstance;
  keep: Record<string, string> | null;
  effort: number;
}

/** One solver run at a time in a Web Worker: start, progress, Stop (best plan so far), and its answer. */
export function useSolver() {
  const [state, setState] = useState<SolverState>({ status: "idle" });
  const worker = useRef<Worker | null>(null);

  const end = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => end, [end]);

  const start = useCallback(
    ({ instance, keep, effort }: SolveInput) => {
      end();
      const next = new Worker(new URL("./solve-worker.ts", import.meta.url), { type: "module" });
      worker.current = next;
      setState({ status: "running", progress: null, stopping: false });
      next.onmessage = (message: MessageEvent<SolveAnswer>) => {
        if (worker.current !== next) return;
        const answer = message.data;
        if (answer.type === "progress")
          setState((current) =>
            current.status === "running" ? { ...current, progress: answer.progress } : current,
          );
        else {
          setState({ status: "done", result: answer.result });
          end();
        }
      };
      next.onerror = () => {
        if (worker.current !== next) return;
        const message = "Auto-seat stopped unexpectedly. Please try again.";
        setState({
          status: "done",
          result: {
            ok: false,
            problem: {
              kind: "infeasible",
              code: "not-found",
              proven: false,
              message,
              guests: [],
              tables: [],
            },
          },
        });
        end();
      };
      const request: SolveRequest = { type: "start", instance, keep, effort, seed: 1 };
      next.postMessage(request);
    },
    [end],
  );

  const stop = useCallback(() => {
    const request: SolveRequest = { type: "stop" };
    worker.current?.postMessage(request);
    setState((current) => (current.status === "running" ? { ...current, stopping: true } : current));
  }, []);

  const reset = useCallback(() => {
    end();
    setState({ status: "idle" });
  }, [end]);

  return { state, start, stop, reset };
}
