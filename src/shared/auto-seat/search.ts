import { t } from "../i18n/messages";
import { Annealer } from "./anneal";
import { construct } from "./construct";
import { enumerable, enumerate } from "./enumerate";
import { exhaustive } from "./exhaustive";
import { infeasible } from "./infeasible";
import { joint } from "./joint";
import type { Model } from "./model";
import { Random } from "./random";
import { relabel } from "./relabel";
import { repair } from "./repair";
import { SeatCheck } from "./seat-check";
import type { SeatModel } from "./seat-model";
import { Seating } from "./seat-phase";
import { SearchState } from "./state";
import type { Instance, SeatProblem } from "./types";

/*
 * The default amount of work is counted in proposals, never in time: that is what makes a seed give the same
 * plan on any machine. The first annealing run makes FIRST_RUN proposals per movable unit (at least
 * MIN_FIRST_RUN: small events get a slower, surer cooling for little time), each restart RESTART_RUN (at
 * least MIN_RESTART_RUN). Tuned on planted and small random instances (bench/auto-seat.mjs).
 */
const FIRST_RUN = 400;
const MIN_FIRST_RUN = 200_000;
const RESTART_RUN = 100;
const MIN_RESTART_RUN = 50_000;
/** Restarts begin from the best plan, reheated to this share of the first temperature. */
const REHEAT = 0.3;
const MAX_RESTARTS = 6;
/** The search ends after this many restarts in a row that found nothing better. */
const PATIENCE = 2;
/** The first temperature, as a share of the mean loss of a sample of proposals that lose score. */
const START_HEAT = 0.5;
/** The last temperature, as a share of the first. */
const COLD = 0.002;

export interface SearchOptions {
  seed: number;
  effort: number;
  /** unit → table of the kept plan, or −1 (re-seat mode) */
  home?: Int32Array;
  moveCost?: number;
}

export type SearchPhase = "packing" | "improving" | "seating";

/** The whole search as a generator: the driver decides between two yields whether to go on. */
export class Search {
  readonly state: SearchState;
  phase: SearchPhase = "packing";
  /** Rough share of the default work done. */
  fraction = 0;
  private annealer: Annealer | null = null;
  private seating: Seating | null = null;
  /** Units the search may move (not locked, and not kept in re-seat mode without a move cost). */
  private canMove: Uint8Array = new Uint8Array(0);
  /** unit → table after the joint phase traded table score for a 'next-to' wish (joint.ts). */
  private traded: Int32Array | null = null;
  private readonly rng: Random;
  private packingWork = 0;

  constructor(
    private readonly instance: Instance,
    private readonly model: Model,
    private readonly seatModel: SeatModel,
    private readonly options: SearchOptions,
  ) {
    this.rng = new Random(options.seed);
    const seats = seatModel.active ? new SeatCheck(seatModel, model.units) : null;
    this.state = new SearchState(model, options.home, options.moveCost, seats);
  }

  get iterations(): number {
    return this.packingWork + (this.annealer?.iterations ?? 0);
  }

  /** unit → table of the best plan so far; null until a plan exists. */
  best(): Int32Array | null {
    return this.traded ?? this.annealer?.best.tableOf ?? null;
  }

  /** Score of the best plan so far, by the search's own bookkeeping. */
  bestScore(): number | null {
    if (this.traded) return this.model.constant + this.state.score;
    return this.annealer ? this.model.constant + this.annealer.best.score : null;
  }

  /**
   * guest → seat (0-based) for the guests of `guestTable` (the best plan's): the seat phase's seats when it
   * ran on that plan, completed by quick seatings of the tables it has not reached.
   */
  seats(guestTable: Int32Array): Int32Array {
    const current = this.seating;
    if (current?.guestTable.every((t, g) => t === guestTable[g])) return current.finish();
    return new Seating(this.instance, this.seatModel, guestTable).finish();
  }

  *run(): Generator<void, SeatProblem | null> {
    const problem = yield* this.pack();
    if (problem) return problem;
    yield* this.improve();
    // The tables are settled: each is seated on its own (seat-phase.ts).
    const best = this.best()!;
    this.phase = "seating";
    this.seating = new Seating(
      this.instance,
      this.seatModel,
      Int32Array.from(this.model.units.unitOf, (unit) => best[unit]!),
    );
    for (const _ of this.seating.run()) {
      this.fraction = 0.99 + 0.01 * this.seating.fraction;
      yield;
    }
    // Then the joint phase: companies trade tables for their seats (relabel.ts), and a 'next-to' wish may
    // pay for table score (joint.ts).
    this.state.reset(best);
    for (const _ of relabel(this.state, this.seating, this.seatModel, this.canMove)) {
      this.traded = this.state.tableOf.slice();
      yield;
    }
    if (this.seatModel.nextTo.length > 0) {
      for (const kept of joint(this.state, this.seating, this.seatModel, this.canMove)) {
        if (kept) this.traded = this.state.tableOf.slice();
        yield;
      }
    }
    this.fraction = 1;
    return null;
  }

  private *pack(): Generator<void, SeatProblem | null> {
    const { state, model, options } = this;
    const unplaced = construct(state);
    if (unplaced.length === 0) return null;
    const repairs = repair(
      state,
      unplaced,
      this.rng,
      Math.ceil((50 * model.unitCount + 2000) * options.effort),
    );
    for (let step = repairs.next(); ; step = repairs.next()) {
      if (step.done) {
        // The repair knows capacity and 'apart' only; a table that cannot seat its hard 'next-to' partners
        // sends the packing to the exhaustive search, which checks seats at every step.
        if (step.value && this.allHostable()) return null;
        break;
      }
      this.packingWork = step.value;
      yield;
    }
    const search = exhaustive(state, Math.ceil(200_000 * options.effort));
    for (let step = search.next(); ; step = search.next()) {
      if (step.done) {
        if (step.value === "found") return null;
        return this.noArrangement(step.value === "impossible");
      }
      yield;
    }
  }

  private allHostable(): boolean {
    for (let t = 0; t < this.model.tableCount; t++) if (!this.state.hostable(t)) return false;
    return true;
  }

  private noArrangement(proven: boolean): SeatProblem {
    const seats = this.seatModel.active;
    const message = proven
      ? seats
        ? t(
            "No arrangement fits every household, lock, 'keep apart' and 'next to' rule at these tables: add a table or seats.",
          )
        : t(
            "No arrangement fits every household, lock and 'keep apart' rule at these tables: add a table or seats.",
          )
      : seats
        ? t(
            "No arrangement was found that fits every household, lock, 'keep apart' and 'next to' rule at these tables; the tables are too tightly packed to be sure one exists: add a table or seats.",
          )
        : t(
            "No arrangement was found that fits every household, lock and 'keep apart' rule at these tables; the tables are too tightly packed to be sure one exists: add a table or seats.",
          );
    return infeasible(proven ? "no-arrangement" : "not-found", message, this.instance, []);
  }

  private *improve(): Generator<void> {
    const { state, model, options } = this;
    const frozen = options.moveCost === undefined || !Number.isFinite(options.moveCost);
    const canMove = new Uint8Array(model.unitCount);
    this.canMove = canMove;
    const movable: number[] = [];
    for (let u = 0; u < model.unitCount; u++) {
      const kept = frozen && state.home[u]! >= 0 && state.tableOf[u] === state.home[u];
      if (model.lock[u]! < 0 && !kept) {
        canMove[u] = 1;
        movable.push(u);
      }
    }
    if (enumerable(model.tableCount, movable.length)) {
      enumerate(state, movable);
      this.annealer = new Annealer(state, this.rng, Int32Array.from(movable), canMove);
      return;
    }
    const annealer = new Annealer(state, this.rng, Int32Array.from(movable), canMove);
    this.annealer = annealer;
    this.phase = "improving";
    yield;

    const first = Math.ceil(Math.max(FIRST_RUN * movable.length, MIN_FIRST_RUN) * options.effort);
    const restart = Math.ceil(Math.max(RESTART_RUN * movable.length, MIN_RESTART_RUN) * options.effort);
    const expected = first + 3 * restart;
    const hot = START_HEAT * annealer.temperature();
    const cold = hot * COLD;
    for (const _ of annealer.anneal(hot, cold, first)) {
      this.fraction = Math.min(0.99, annealer.iterations / expected);
      yield;
    }
    let stalled = 0;
    for (let round = 0; round < MAX_RESTARTS && stalled < PATIENCE; round++) {
      const before = annealer.best.objective;
      annealer.restart();
      for (const _ of annealer.anneal(hot * REHEAT, cold, restart)) {
        this.fraction = Math.min(0.99, annealer.iterations / expected);
        yield;
      }
      stalled = annealer.best.objective > before + 1e-9 ? 0 : stalled + 1;
    }
  }
}
