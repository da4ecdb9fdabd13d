import { tableGuests } from "./plan-index";
import { exactArrangement } from "./seat-exact";
import { improve, startArrangement } from "./seat-local";
import type { SeatModel } from "./seat-model";
import { arrangementScore, tableProblem, upperBound } from "./seat-table";
import type { Instance } from "./types";

/**
 * The seat phase: once every guest has a table, each table is seated on its own (a table's seat score does
 * not depend on the others): a greedy start and local search (seat-local.ts); when that stops short of the
 * table's upper bound, exact dynamic programming (seat-exact.ts) unless its states would pass
 * EXACT_STATES. All counted in steps, never in time, so a seed still gives one plan everywhere.
 */

/** States the exact search may visit per table before it gives up. */
const EXACT_STATES = 20_000;
/** Tables seated between two yields to the driver. */
const TABLES_PER_STEP = 8;
const EPSILON = 1e-9;

/** Seats for one table's guests (global indices, ascending): their seat numbers (0-based), in that order. */
export function seatTable(sm: SeatModel, table: number, guests: number[], thorough: boolean) {
  const graph = sm.graphs[table]!;
  const p = tableProblem(graph, guests, sm);
  let at = startArrangement(p, sm);
  if (at === null) {
    // The table phase never leaves a table that cannot seat its hard pairs; should it, seat them in order
    // and let the evaluator count what breaks.
    at = new Int32Array(graph.capacity).fill(-1);
    for (let i = 0; i < p.n; i++) at[graph.order[i]!] = i;
  } else if (thorough) {
    const score = improve(p, at);
    if (score < upperBound(p, sm) - EPSILON) {
      const exact = exactArrangement(p, EXACT_STATES);
      if (exact && exact.score > score + EPSILON) at = exact.at;
    }
  }
  const seats = new Int32Array(p.n);
  for (let s = 0; s < graph.capacity; s++) if (at[s]! >= 0) seats[at[s]!] = s;
  return { seats, score: arrangementScore(p, at) };
}

export class Seating {
  /** guest → seat (0-based), −1 until their table is seated. */
  readonly guestSeat: Int32Array;
  private readonly lists: number[][];
  private done = 0;

  constructor(
    instance: Instance,
    private readonly sm: SeatModel,
    readonly guestTable: Int32Array,
  ) {
    this.guestSeat = new Int32Array(instance.guests.length).fill(-1);
    this.lists = tableGuests(instance, guestTable);
  }

  get fraction(): number {
    return this.lists.length === 0 ? 1 : this.done / this.lists.length;
  }

  /** Seats every table thoroughly, yielding now and then. */
  *run(): Generator<void> {
    while (this.done < this.lists.length) {
      this.seat(this.done++, true);
      if (this.done % TABLES_PER_STEP === 0) yield;
    }
  }

  /** The seats, with any table not seated yet given its quick start (after a stop or a time limit). */
  finish(): Int32Array {
    while (this.done < this.lists.length) this.seat(this.done++, false);
    return this.guestSeat;
  }

  private seat(table: number, thorough: boolean) {
    const guests = this.lists[table]!;
    if (guests.length === 0) return;
    const { seats } = seatTable(this.sm, table, guests, thorough);
    for (const [i, g] of guests.entries()) this.guestSeat[g] = seats[i]!;
  }
}
