import { tableGuests } from "./plan-index";
import { exactArrangement } from "./seat-exact";
import type { SeatGraph } from "./seat-graph";
import { improve } from "./seat-local";
import type { SeatModel } from "./seat-model";
import { startArrangement } from "./seat-start";
import { arrangementScore, tableProblem, upperBound } from "./seat-table";
import type { Instance } from "./types";

/**
 * The seat phase: once every guest has a table, each table is seated on its own (a table's seat score does
 * not depend on the others): a greedy start and local search (seat-local.ts); when that stops short of the
 * table's upper bound, exact dynamic programming (seat-exact.ts) unless its states would pass
 * EXACT_STATES. All counted in steps, never in time, so a seed still gives one plan everywhere.
 */

/**
 * States the exact search may visit per table before it gives up: enough for any table of up to
 * SMALL_TABLE seats (at most a few thousand there: such a table is always seated at its best), a thousand
 * for larger ones, where it only settles easy cases (local search is near the best there, and the states
 * grow fast: C(12, 6) seatings of who is seated by the middle of a table of 12).
 */
const SMALL_TABLE = 8;
const SMALL_TABLE_STATES = 50_000;
const EXACT_STATES = 1_000;
/** Tables seated between two yields to the driver. */
const TABLES_PER_STEP = 8;
const EPSILON = 1e-9;

export interface TableSeating {
  /** The guests' seats (0-based), in the order of the guests given. */
  seats: Int32Array;
  score: number;
  /** False when the hard pairs and locked seats could not all be kept (the table phase prevents that). */
  valid: boolean;
}

/**
 * How hard to look: the greedy start only (a stop or a time limit came first), then local search, then the
 * exact search where local search stops short of the table's upper bound.
 */
export type SeatEffort = "start" | "search" | "exact";

/** Seats for the guests (global indices, ascending) of a table with these seats. */
export function seatTable(
  sm: SeatModel,
  graph: SeatGraph,
  guests: number[],
  effort: SeatEffort,
): TableSeating {
  const p = tableProblem(graph, guests, sm);
  let at = startArrangement(p, sm);
  const valid = at !== null;
  if (at === null) {
    // The table phase never leaves a table that cannot seat its hard pairs; should it, seat them in order
    // and let the evaluator count what breaks.
    at = new Int32Array(graph.capacity).fill(-1);
    for (let i = 0; i < p.n; i++) at[graph.order[i]!] = i;
  } else if (effort !== "start") {
    const bound = upperBound(graph, guests, sm);
    let score = arrangementScore(p, at);
    if (score < bound - EPSILON) score = improve(p, at, bound);
    if (effort === "exact" && score < bound - EPSILON) {
      const exact = exactArrangement(
        p,
        score,
        graph.capacity <= SMALL_TABLE ? SMALL_TABLE_STATES : EXACT_STATES,
      );
      if (exact) at = exact.at;
    }
  }
  const seats = new Int32Array(p.n);
  for (let s = 0; s < graph.capacity; s++) if (at[s]! >= 0) seats[at[s]!] = s;
  return { seats, score: arrangementScore(p, at), valid };
}

/** A table's guests (ascending) and how they would sit. */
export interface Trial extends TableSeating {
  guests: number[];
}

export class Seating {
  /** guest → seat (0-based), −1 until their table is seated. */
  readonly guestSeat: Int32Array;
  /** guest → table of the plan being seated (the joint phase moves guests: joint.ts). */
  readonly guestTable: Int32Array;
  /** table → its guests, ascending. */
  private readonly lists: number[][];
  /** table → its seat score. */
  readonly tableScore: Float64Array;
  private done = 0;

  constructor(
    instance: Instance,
    private readonly sm: SeatModel,
    guestTable: Int32Array,
  ) {
    this.guestSeat = new Int32Array(instance.guests.length).fill(-1);
    this.guestTable = guestTable.slice();
    this.lists = tableGuests(instance, guestTable);
    this.tableScore = new Float64Array(instance.tables.length);
  }

  get fraction(): number {
    return this.lists.length === 0 ? 1 : this.done / this.lists.length;
  }

  /** Seats every table thoroughly, yielding now and then. */
  *run(): Generator<void> {
    while (this.done < this.lists.length) {
      this.seat(this.done++, "exact");
      if (this.done % TABLES_PER_STEP === 0) yield;
    }
  }

  /** The seats, with any table not seated yet given its quick start (after a stop or a time limit). */
  finish(): Int32Array {
    while (this.done < this.lists.length) this.seat(this.done++, "start");
    return this.guestSeat;
  }

  /** Table t's guests. */
  guestsAt(t: number): readonly number[] {
    return this.lists[t]!;
  }

  /** How table t would be seated with these guests (ascending), without changing anything. */
  trial(t: number, guests: number[]): Trial {
    return { guests, ...seatTable(this.sm, this.sm.graphs[t]!, guests, "exact") };
  }

  /** Makes a trial table t's seating (its guests now sit there). */
  commit(t: number, trial: Trial) {
    this.lists[t] = trial.guests;
    this.tableScore[t] = trial.score;
    for (const [i, g] of trial.guests.entries()) {
      this.guestTable[g] = t;
      this.guestSeat[g] = trial.seats[i]!;
    }
  }

  private seat(table: number, effort: SeatEffort) {
    const guests = this.lists[table]!;
    if (guests.length === 0) return;
    const { seats, score } = seatTable(this.sm, this.sm.graphs[table]!, guests, effort);
    this.tableScore[table] = score;
    for (const [i, g] of guests.entries()) this.guestSeat[g] = seats[i]!;
  }
}
