import { describe, expect, test } from "vitest";
import type { SeatProblem, SolveProgress, SolveResult } from "@/shared/auto-seat/types";
import type { SeatingData } from "@/shared/auto-seat-plan";
import {
  type AutoSeatEvent,
  type AutoSeatState,
  autoSeatReducer,
  DEFAULT_SETTINGS,
  initialState,
  newRun,
} from "./auto-seat-state";

const data: SeatingData = {
  tables: [{ id: "t1", number: 1, name: "Table 1", capacity: 2, shape: "round", isHead: false }],
  guests: ["a", "b"].map((id) => ({
    id,
    name: id.toUpperCase(),
    status: "confirmed" as const,
    tableId: null,
    seatNumber: null,
    householdId: null,
    groupIds: [],
    seatLocked: false,
    seatNumberLocked: false,
  })),
  groups: [],
  households: [],
  rules: [],
  undoAvailable: false,
};

const progress: SolveProgress = {
  phase: "improving",
  fraction: 0.5,
  bestScore: 3,
  iterations: 10,
  elapsedMs: 5,
};
const solved: SolveResult = {
  ok: true,
  plan: {
    assignments: { a: "t1", b: "t1" },
    seats: { a: 1, b: 2 },
    score: 3,
    seatScore: 0,
    hardViolations: 0,
    ms: 5,
  },
  moved: [],
  stoppedBy: "finished",
  iterations: 10,
};
const problem: SeatProblem = {
  kind: "infeasible",
  code: "not-enough-seats",
  proven: true,
  message: "1 more seat needed",
  guests: [],
  tables: [],
  seatsMissing: 1,
};
const unseatable: SolveResult = { ok: false, problem };

const reduce = (state: AutoSeatState, ...events: AutoSeatEvent[]) => events.reduce(autoSeatReducer, state);
const options = initialState({ startMode: null, data });

describe("auto-seat dialog phases", () => {
  test("Auto-seat opens on the options, which the owner edits; Re-seat changes opens on a run", () => {
    expect(options).toEqual({ phase: "options", settings: DEFAULT_SETTINGS });
    const settings = { ...DEFAULT_SETTINGS, mode: "everyone" as const, searchLonger: true };
    expect(reduce(options, { type: "edit", settings })).toEqual({ phase: "options", settings });

    const changes = initialState({ startMode: "changes", data });
    expect(changes).toMatchObject({ phase: "running", progress: null, stopping: false });
    expect(changes.phase === "running" && changes.run.settings.mode).toBe("changes");
  });

  test("a run reports progress, can be stopped, and ends on a preview", () => {
    const run = newRun(data, DEFAULT_SETTINGS);
    const started = reduce(options, { type: "start", run });
    expect(started).toEqual({ phase: "running", run, progress: null, stopping: false });
    const stopping = reduce(started, { type: "progress", run, progress }, { type: "stop" });
    expect(stopping).toEqual({ phase: "running", run, progress, stopping: true });
    expect(reduce(stopping, { type: "solved", run, result: solved })).toEqual({
      phase: "preview",
      run,
      result: solved,
    });
  });

  test("guests that cannot be seated and a crashed solver are two different ends; a crash can be retried", () => {
    const run = newRun(data, DEFAULT_SETTINGS);
    const started = reduce(options, { type: "start", run });
    expect(reduce(started, { type: "solved", run, result: unseatable })).toEqual({
      phase: "unseatable",
      run,
      problem,
    });
    const failed = reduce(started, { type: "crashed", run });
    expect(failed).toEqual({ phase: "failed", run });

    const retry = newRun(data, run.settings);
    expect(reduce(failed, { type: "start", run: retry })).toEqual({
      phase: "running",
      run: retry,
      progress: null,
      stopping: false,
    });
  });

  test("messages from a run left behind, or outside a run, change nothing", () => {
    const old = newRun(data, DEFAULT_SETTINGS);
    const run = newRun(data, DEFAULT_SETTINGS);
    const running = reduce(options, { type: "start", run });
    for (const event of [
      { type: "progress", run: old, progress },
      { type: "solved", run: old, result: solved },
      { type: "crashed", run: old },
      { type: "start", run: old },
    ] satisfies AutoSeatEvent[]) {
      expect(autoSeatReducer(running, event)).toBe(running);
    }
    const preview = reduce(running, { type: "solved", run, result: solved });
    for (const event of [
      { type: "crashed", run },
      { type: "stop" },
      { type: "edit", settings: DEFAULT_SETTINGS },
    ] satisfies AutoSeatEvent[]) {
      expect(autoSeatReducer(preview, event)).toBe(preview);
    }
  });
});
