import { type Dispatch, useCallback, useEffect, useRef } from "react";
import { SOURCE_LOCALE } from "@/shared/i18n/locales";
import { appI18n, useLocale } from "@/web/lib/i18n";
import type { AutoSeatEvent, Run } from "./auto-seat-state";
import type { SolveAnswer, SolveRequest } from "./solve-messages";

/** 'Search longer' multiplies the solver's default work by this: seconds instead of a fraction of one. */
const LONG_SEARCH_EFFORT = 60;

/**
 * Runs `run` in the solver's Web Worker for as long as it is the running run: a new run, an end, or the
 * dialog closing terminates the worker. Its answers go to `dispatch`; a worker that crashes, or whose
 * script or messages cannot be read, is reported as `crashed`. Answers `stop`, which asks the worker for
 * the best plan so far.
 */
export function useSolveWorker(run: Run | null, dispatch: Dispatch<AutoSeatEvent>) {
  const worker = useRef<Worker | null>(null);
  const locale = useLocale();
  const localeRef = useRef(locale);
  localeRef.current = locale;

  useEffect(() => {
    if (!run) return;
    const current = new Worker(new URL("./solve-worker.ts", import.meta.url), { type: "module" });
    worker.current = current;
    current.onmessage = ({ data: answer }: MessageEvent<SolveAnswer>) =>
      dispatch(
        answer.type === "progress"
          ? { type: "progress", run, progress: answer.progress }
          : { type: "solved", run, result: answer.result },
      );
    current.onerror = (event) => {
      event.preventDefault();
      dispatch({ type: "crashed", run });
    };
    current.onmessageerror = () => dispatch({ type: "crashed", run });
    const { built, settings } = run;
    const request: SolveRequest = {
      type: "start",
      instance: built.instance,
      keep: built.keep,
      keepSeats: built.keepSeats,
      effort: settings.searchLonger ? LONG_SEARCH_EFFORT : 1,
      seed: 1,
      locale: localeRef.current,
      messages: localeRef.current === SOURCE_LOCALE ? null : appI18n.messages,
    };
    current.postMessage(request);
    return () => {
      current.terminate();
      if (worker.current === current) worker.current = null;
    };
  }, [run, dispatch]);

  return useCallback(() => {
    const request: SolveRequest = { type: "stop" };
    worker.current?.postMessage(request);
    dispatch({ type: "stop" });
  }, [dispatch]);
}
