import { t } from "../i18n/messages";
import { countHardViolations, planScore } from "./evaluate";
import { findInfeasibility } from "./feasibility";
import { compileModel } from "./model";
import { parseInstance } from "./parse";
import { assignmentEntries } from "./plan-index";
import { Search } from "./search";
import { seatScore } from "./seat-evaluate";
import { compileSeatModel } from "./seat-model";
import type {
  Instance,
  SeatInstance,
  SeatPlan,
  SeatProblem,
  SolveOptions,
  SolveProgress,
  SolveResult,
} from "./types";
import { buildUnits } from "./units";

/**
 * Entry points. `solve` runs to the end in one call (the command, tests, a server). `startSolve` hands the
 * caller the loop, one checkpoint at a time, so a Web Worker can post progress and read a Stop message
 * between two steps; stopping anywhere returns the best plan so far, and a run left to finish gives the
 * same plan as `solve` with the same seed.
 */

export interface SolveRun {
  readonly finished: boolean;
  /** Runs to the next checkpoint (a millisecond or so of search) and reports progress. */
  step(): SolveProgress;
  /** The answer: the plan found so far (`stoppedBy` says why the search ended), or the problem. */
  result(stoppedBy?: "finished" | "time-limit" | "stopped"): SolveResult;
}

const defaultClock = () => performance.now();

export function startSolve(input: SeatInstance | Instance | unknown, options: SolveOptions = {}): SolveRun {
  const now = options.now ?? defaultClock;
  const started = now();
  const parsed = parseInstance(input);
  if (!parsed.ok) return failed(parsed.problem);
  const instance = parsed.instance;
  const units = buildUnits(instance);
  const seatModel = compileSeatModel(instance, units);
  const problem = findInfeasibility(instance, units, seatModel);
  if (problem) return failed(problem);
  const model = compileModel(instance, units);

  let home: Int32Array | undefined;
  const kept = new Map<number, number>();
  if (options.keep) {
    home = new Int32Array(model.unitCount).fill(-1);
    const votes = new Map<number, Map<number, number>>();
    for (const [guestId, tableId] of assignmentEntries(options.keep.assignments)) {
      const guest = units.guestIndex.get(guestId);
      const table = units.tableIndex.get(tableId);
      if (guest === undefined || table === undefined) continue;
      kept.set(guest, table);
      const unit = units.unitOf[guest]!;
      const tally = votes.get(unit) ?? new Map<number, number>();
      tally.set(table, (tally.get(table) ?? 0) + 1);
      votes.set(unit, tally);
    }
    for (const [unit, tally] of votes) {
      let best = -1;
      for (const [table, count] of tally)
        if (best < 0 || count > tally.get(best)! || (count === tally.get(best) && table < best)) best = table;
      home[unit] = best;
    }
  }

  const search = new Search(instance, model, seatModel, {
    seed: options.seed ?? 1,
    effort: options.effort ?? 1,
    home,
    moveCost: options.keep ? (options.keep.moveCost ?? Number.POSITIVE_INFINITY) : 0,
  });
  const steps = search.run();
  let finished = false;
  let outcome: SeatProblem | null = null;

  return {
    get finished() {
      return finished;
    },
    step() {
      if (!finished) {
        const next = steps.next();
        if (next.done) {
          finished = true;
          outcome = next.value;
        }
      }
      return {
        phase: search.phase,
        fraction: search.fraction,
        bestScore: search.bestScore(),
        iterations: search.iterations,
        elapsedMs: now() - started,
      };
    },
    result(stoppedBy = "finished") {
      if (outcome) return { ok: false, problem: outcome };
      const best = search.best();
      if (!best) {
        const message = t("The search was stopped before it found an arrangement that fits everyone.");
        return {
          ok: false,
          problem: { kind: "infeasible", code: "not-found", proven: false, message, guests: [], tables: [] },
        };
      }
      const guestTable = Int32Array.from(units.unitOf, (unit) => best[unit]!);
      const guestSeat = search.seats(guestTable);
      const assignments: Record<string, string> = Object.create(null);
      const seats: Record<string, number> = Object.create(null);
      for (const [g, guest] of instance.guests.entries()) {
        assignments[guest.id] = instance.tables[guestTable[g]!]!.id;
        seats[guest.id] = guestSeat[g]! + 1;
      }
      const moved: string[] = [];
      for (const [g, table] of kept) if (guestTable[g] !== table) moved.push(instance.guests[g]!.id);
      // Counted on the plan as returned, by the evaluator, not assumed from how the search works.
      const plan: SeatPlan = {
        assignments,
        seats,
        score: planScore(instance, guestTable),
        seatScore: seatScore(instance, guestTable, guestSeat),
        hardViolations: countHardViolations(instance, assignments, seats),
        ms: Math.round(now() - started),
      };
      return {
        ok: true,
        plan,
        moved,
        stoppedBy: finished ? "finished" : stoppedBy,
        iterations: search.iterations,
      };
    },
  };

  function failed(problem: SeatProblem): SolveRun {
    return {
      finished: true,
      step: () => ({
        phase: "packing",
        fraction: 1,
        bestScore: null,
        iterations: 0,
        elapsedMs: now() - started,
      }),
      result: () => ({ ok: false, problem }),
    };
  }
}

/** Runs the search to its end, to the time limit, or until `shouldStop` says so. */
export function solve(input: SeatInstance | Instance | unknown, options: SolveOptions = {}): SolveResult {
  const now = options.now ?? defaultClock;
  const deadline = options.timeLimitMs === undefined ? Number.POSITIVE_INFINITY : now() + options.timeLimitMs;
  const run = startSolve(input, { ...options, now });
  while (!run.finished) {
    const progress = run.step();
    options.onProgress?.(progress);
    if (run.finished) break;
    if (now() >= deadline) return run.result("time-limit");
    if (options.shouldStop?.()) return run.result("stopped");
  }
  return run.result();
}
