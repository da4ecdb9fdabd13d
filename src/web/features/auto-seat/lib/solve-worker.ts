/// <reference lib="webworker" />
import { startSolve } from "@/shared/auto-seat/solve";
import type { SolveProgress } from "@/shared/auto-seat/types";
import type { CompiledCatalog } from "@/shared/i18n/i18n";
import { createI18n } from "@/shared/i18n/i18n";
import type { Locale } from "@/shared/i18n/locales";
import { setCurrentI18n } from "@/shared/i18n/messages";
import { keptSeats } from "./kept-seats";
import type { SolveAnswer, SolveRequest } from "./solve-messages";

/**
 * Runs the solver off the main thread, in slices of about 16 ms (startSolve hands over the loop one checkpoint
 * at a time): between two slices the worker reads its messages, so Stop answers within a slice with the best
 * plan found so far, and the page gets a progress report per slice. Re-seat changes then gives the guests who
 * stay at their table their seats back (kept-seats.ts).
 */
let stopRequested = false;

/** The solver's messages speak the page's language, in the catalog the page sent (English without one). */
function speak(locale: Locale, messages: CompiledCatalog | null) {
  if (!messages) return;
  const i18n = createI18n(locale, messages);
  setCurrentI18n(() => i18n);
}

self.onmessage = (message: MessageEvent<SolveRequest>) => {
  const request = message.data;
  if (request.type === "stop") {
    stopRequested = true;
    return;
  }
  stopRequested = false;
  speak(request.locale, request.messages);
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
      const plan = result.ok ? keptSeats(request, result.plan) : null;
      // The plan's assignments and seats have no prototype; plain copies cross postMessage the same everywhere.
      post({
        type: "done",
        result:
          result.ok && plan
            ? { ...result, plan: { ...plan, assignments: { ...plan.assignments }, seats: { ...plan.seats } } }
            : result,
      });
      return;
    }
    setTimeout(slice, 0);
  };
  slice();
};
