import type { SeatProblem, SolveProgress, SolveResult } from "@/shared/auto-seat/types";
import {
  type AutoSeatMode,
  type BuiltInstance,
  buildSeatInstance,
  type SeatingData,
} from "@/shared/auto-seat-plan";

/** What the owner chose before a run. */
export interface RunSettings {
  mode: AutoSeatMode;
  skipDeclined: boolean;
  searchLonger: boolean;
}

export const DEFAULT_SETTINGS: RunSettings = { mode: "unseated", skipDeclined: true, searchLonger: false };

/** One solver run: the seating it started from (the preview compares the plan with it) and what it solves. */
export interface Run {
  settings: RunSettings;
  data: SeatingData;
  built: BuiltInstance;
}

export type SolvedResult = Extract<SolveResult, { ok: true }>;

/**
 * The dialog's phases: choose, watch the solver, then one of three ends. `unseatable` is the solver's proven
 * answer about the guests ('These guests cannot be seated'); `failed` is the solver itself breaking (its Web
 * Worker crashed or could not load), which says nothing about the guests and can be retried.
 */
export type AutoSeatState =
  | { phase: "options"; settings: RunSettings }
  | { phase: "running"; run: Run; progress: SolveProgress | null; stopping: boolean }
  | { phase: "preview"; run: Run; result: SolvedResult }
  | { phase: "unseatable"; run: Run; problem: SeatProblem }
  | { phase: "failed"; run: Run };

/** Worker events name their run, so a late message from a run the owner left behind changes nothing. */
export type AutoSeatEvent =
  | { type: "edit"; settings: RunSettings }
  | { type: "start"; run: Run }
  | { type: "progress"; run: Run; progress: SolveProgress }
  | { type: "stop" }
  | { type: "solved"; run: Run; result: SolveResult }
  | { type: "crashed"; run: Run };

/** A run of `settings` on `data`. */
export function newRun(data: SeatingData, settings: RunSettings): Run {
  return { settings, data, built: buildSeatInstance(data, settings) };
}

/** Re-seat changes opens straight on a run; Auto-seat on the options. */
export function initialState({
  startMode,
  data,
}: {
  startMode: AutoSeatMode | null;
  data: SeatingData;
}): AutoSeatState {
  if (!startMode) return { phase: "options", settings: DEFAULT_SETTINGS };
  return running(newRun(data, { ...DEFAULT_SETTINGS, mode: startMode }));
}

const running = (run: Run): AutoSeatState => ({ phase: "running", run, progress: null, stopping: false });

export function autoSeatReducer(state: AutoSeatState, event: AutoSeatEvent): AutoSeatState {
  switch (event.type) {
    case "edit":
      return state.phase === "options" ? { ...state, settings: event.settings } : state;
    case "start":
      return state.phase === "running" ? state : running(event.run);
    case "stop":
      return state.phase === "running" ? { ...state, stopping: true } : state;
  }
  if (state.phase !== "running" || state.run !== event.run) return state;
  switch (event.type) {
    case "progress":
      return { ...state, progress: event.progress };
    case "solved":
      return event.result.ok
        ? { phase: "preview", run: state.run, result: event.result }
        : { phase: "unseatable", run: state.run, problem: event.result.problem };
    case "crashed":
      return { phase: "failed", run: state.run };
  }
}
