/// <reference lib="webworker" />
import { startSolve } from "@/shared/auto-seat/solve";
import type { SolveProgress } from "@/shared/auto-seat/types";
import type { CompiledCatalog } from "@/shared/i18n/i18n";
import { createI18n } from "@/shared/i18n/i18n";
import { type Locale, SOURCE_LOCALE } from "@/shared/i18n/locales";
import { setCurrentI18n } from "@/shared/i18n/messages";
import type { SolveAnswer, SolveRequest } from "./solve-messages";

/**
 * Runs the solver off the main thread, in slices of about 16 ms (startSolve hands over the loop one checkpoint
 * at a time): between two slices the worker reads its messages, so Stop answers within a slice with the best
 * plan found so far, and the page gets a progress report per slice.
 */
let stopRequested = false;

/** Each language's compiled catalog, its own chunk (as the page loads them): the worker loads the page's. */
const CATALOGS: Record<Locale, () => Promise<{ default: CompiledCatalog }>> = {
  en: () => import("@/shared/i18n/compiled/en.js"),
  es: () => import("@/shared/i18n/compiled/es.js"),
  fr: () => import("@/shared/i18n/compiled/fr.js"),
  de: () => import("@/shared/i18n/compiled/de.js"),
  pt: () => import("@/shared/i18n/compiled/pt.js"),
  it: () => import("@/shared/i18n/compiled/it.js"),
  ar: () => import("@/shared/i18n/compiled/ar.js"),
};

/** The solver's messages speak `locale` (English when its catalog cannot be loaded). */
async function speak(locale: Locale) {
  if (locale === SOURCE_LOCALE) return;
  try {
    const i18n = createI18n(locale, (await CATALOGS[locale]()).default);
    setCurrentI18n(() => i18n);
  } catch {
    // The reasons stay in English.
  }
}

self.onmessage = async (message: MessageEvent<SolveRequest>) => {
  const request = message.data;
  if (request.type === "stop") {
    stopRequested = true;
    return;
  }
  stopRequested = false;
  await speak(request.locale);
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
