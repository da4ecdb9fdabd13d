/// <reference lib="webworker" />
import { startSolve } from "@/shared/auto-seat/solve";
import type { SolveProgress } from "@/shared/auto-seat/types";
import type { SolveAnswer, SolveRequest } from "./solve-messages";

/**
 * Runs the solver off the main thread, in slices of about 16 ms (startSolve hands over the loop one checkpoint
 * at a time): between two slices the worker reads its messages, so Stop answers within a slice with the best
 * plan found so far, and the page gets a progress report per slice.
 */
let stopRequested = false;

self.onmessage = (message: MessageEvent<SolveRequest>) => {
  const request = message.data;
  if (request.type === "stop") {
    stopRequested = true;
    return;
  }
  stopRequested = false;
  const run = startSolve(request.instance, {
    seed: request.seed,
    effort: request.effort,
    ...(request.keep ? { keep: { assignments: request.keep } } : {}),
  });
  const post = (answer: SolveAnswer) => self.postMessage(answer);
  const slice = () => {
    const until = performance.now() + 16;
    let progress: SolveProgress | undefined;
    while (!run.finished && performance.now() < until) progress = run.step();
    if (progress) post({ type: "progress", progress });
    if (run.finished || stopRequested) {
      const result = run.result(run.finished ? "finished" : "stopped");
      // The plan's assignments have no prototype; a plain copy crosses postMessage the same everywhere.
      post({
        type: "done",
        result: result.ok
          ? { ...result, plan: { ...result.plan, assignments: { ...result.plan.assignments } } }
          : result,
      });
      return;
    }
    setTimeout(slice, 0);
  };
  slice();
};
