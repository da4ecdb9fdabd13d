import type { SearchState } from "./state";

/**
 * The best plan so far, kept in step with the search: each time the search beats it, only the units moved
 * since the previous best are copied (or the whole plan, if that is most of them). A snapshot per new best
 * would cost the guest count each time; a snapshot only on leaving the best would too, often.
 */
export class BestPlan {
  readonly tableOf: Int32Array;
  objective: number;
  /** Score minus the model's constant. */
  score: number;
  private readonly touched: Uint8Array;
  private readonly moved: Int32Array;
  private count = 0;
  private overflow = false;

  constructor(private readonly state: SearchState) {
    this.tableOf = state.tableOf.slice();
    this.objective = state.objective;
    this.score = state.score;
    this.touched = new Uint8Array(state.tableOf.length);
    this.moved = new Int32Array(Math.max(64, state.tableOf.length >> 2));
  }

  /** Notes that unit u has moved (call for every unit of every accepted change). */
  touch(u: number) {
    if (this.touched[u]) return;
    if (this.count === this.moved.length) {
      this.overflow = true;
      return;
    }
    this.touched[u] = 1;
    this.moved[this.count++] = u;
  }

  /** Call after every accepted change: keeps the current plan if it is the best so far. */
  offer() {
    const s = this.state;
    if (s.objective <= this.objective + 1e-9) return;
    this.objective = s.objective;
    this.score = s.score;
    if (this.overflow) this.tableOf.set(s.tableOf);
    for (let i = 0; i < this.count; i++) {
      const u = this.moved[i]!;
      this.tableOf[u] = s.tableOf[u]!;
      this.touched[u] = 0;
    }
    this.count = 0;
    this.overflow = false;
  }
}
