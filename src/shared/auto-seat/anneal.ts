import { BestPlan } from "./best-plan";
import { unitTie } from "./model";
import { expNonPositive, type Random } from "./random";
import type { SearchState } from "./state";

/** Temperature falls by this factor per stage (a literal, so no Math.pow decides anything). */
const COOLING = 0.95;
/** Share of proposals aimed at a table where the unit has a tie (the rest go to a random table). */
const AIMED = 0.85;
/** Share of proposals that move a unit with its closest friends at its table. */
const BLOCK_SHARE = 0.5;
/**
 * Who counts as a close friend in a block: half the time a tie at least half as strong as the unit's
 * strongest there (so a family side everyone shares does not make the block the whole table), half the
 * time any positive tie (so a clique of equal ties moves whole).
 */
const CLOSE_TIES = [0.5, 0] as const;
/** At most this many units pushed out of a full table to make room (two-table ejection chain). */
const MAX_EJECTIONS = 10;
/**
 * Share of ejections that push out any movable unit instead of the one that best ends the overflow: a full
 * house moves only by exchanges, and the best choice alone never proposes some of them (a couple for two
 * singles with no tie between them).
 */
const RANDOM_EJECTION = 0.3;
/** Longest block plus ejections. */
const MAX_SHIFTS = 24;
/** Iterations between two yields to the driver (progress, time limit, stop button). */
export const CHECKPOINT = 2048;

/**
 * Simulated annealing over feasible plans. A proposal takes a unit (sometimes with its closest friends at
 * its table) and a target table, usually one where it has a tie; if it fits it moves, otherwise the best
 * units of the target table are pushed back to the unit's table until both fit (a swap, one-for-two, or
 * more). Plans that break capacity or a hard 'apart' rule are never accepted.
 */
export class Annealer {
  readonly best: BestPlan;
  iterations = 0;
  private readonly logUnit = new Int32Array(MAX_SHIFTS);
  private readonly logFrom = new Int32Array(MAX_SHIFTS);
  private logged = 0;
  /** stamp[u] === proposal: u has moved during the current proposal. */
  private readonly stamp: Int32Array;
  private proposal = 0;
  private readonly block = new Int32Array(MAX_SHIFTS / 2);
  /** Scratch: ties of u to each unit of its table. */
  private readonly ties: Float64Array;

  constructor(
    private readonly state: SearchState,
    private readonly rng: Random,
    /** Units the search may move. */
    private readonly movable: Int32Array,
    private readonly canMove: Uint8Array,
  ) {
    let largest = 0;
    for (const capacity of state.model.capacity) largest = Math.max(largest, capacity);
    this.ties = new Float64Array(largest + MAX_SHIFTS);
    this.stamp = new Int32Array(state.model.unitCount).fill(-1);
    this.best = new BestPlan(state);
  }

  /** Restarts from the best plan. */
  restart() {
    this.state.reset(this.best.tableOf);
  }

  /** A starting temperature: the mean loss of a sample of proposals that lose score. */
  temperature(): number {
    const s = this.state;
    let loss = 0;
    let losses = 0;
    const samples = Math.min(2000, 20 * this.movable.length);
    for (let i = 0; i < samples; i++) {
      const u = this.movable[this.rng.int(this.movable.length)]!;
      const b = this.target(u);
      if (b === s.tableOf[u]) continue;
      const d = s.delta(u, b);
      if (d < 0) {
        loss -= d;
        losses++;
      }
    }
    return losses > 0 ? loss / losses : 1;
  }

  /** One annealing run from `hot` down to `cold` over about `proposals` proposals; yields at checkpoints. */
  *anneal(hot: number, cold: number, proposals: number): Generator<number> {
    if (this.movable.length === 0 || this.state.model.tableCount < 2) return;
    let stages = 1;
    for (let t = hot; t > cold; t *= COOLING) stages++;
    const perStage = Math.max(1, Math.ceil(proposals / stages));
    let temperature = hot;
    for (let stage = 0; stage < stages; stage++) {
      for (let i = 0; i < perStage; i++) {
        this.propose(temperature);
        if (++this.iterations % CHECKPOINT === 0) yield this.iterations;
      }
      temperature *= COOLING;
    }
  }

  private accepts(delta: number, temperature: number): boolean {
    return delta >= 0 || this.rng.next() < expNonPositive(delta / temperature);
  }

  private target(u: number): number {
    const m = this.state.model;
    const positives = m.positiveEnd[u]! - m.adjStart[u]!;
    const groups = m.unitGroupStart[u + 1]! - m.unitGroupStart[u]!;
    if (positives + groups > 0 && this.rng.next() < AIMED) {
      const k = this.rng.int(positives + groups);
      if (k < positives) return this.state.tableOf[m.adjUnit[m.adjStart[u]! + k]!]!;
      const g = m.unitGroup[m.unitGroupStart[u]! + k - positives]!;
      const first = m.groupUnitStart[g]!;
      return this.state.tableOf[m.groupUnit[first + this.rng.int(m.groupUnitStart[g + 1]! - first)]!]!;
    }
    return this.rng.int(m.tableCount);
  }

  private propose(temperature: number) {
    const s = this.state;
    const u = this.movable[this.rng.int(this.movable.length)]!;
    const a = s.tableOf[u]!;
    const b = this.target(u);
    if (b === a) return;
    this.block[0] = u;
    let count = 1;
    if (this.rng.next() < BLOCK_SHARE) count = this.gatherBlock(u, a, b);
    if (count === 1 && s.fits(u, b)) {
      if (s.conflictsAt(u, b)) return;
      const scoreDelta = s.scoreDelta(u, b);
      const delta = s.moveCost === 0 ? scoreDelta : s.delta(u, b);
      if (!this.accepts(delta, temperature)) return;
      s.move(u, b, scoreDelta);
      this.best.touch(u);
      this.best.offer();
      return;
    }
    this.exchange(count, a, b, temperature);
  }

  /**
   * u and its close friends at its table (CLOSE_TIES), to move together: a half-table of friends then
   * changes tables in one step instead of through a valley of split friendships. Returns the block's size.
   */
  private gatherBlock(u: number, a: number, b: number): number {
    const s = this.state;
    const m = s.model;
    const units = s.tableUnits[a]!;
    const ties = this.ties;
    let strongest = 0;
    for (let i = 0; i < units.length; i++) {
      const v = units[i]!;
      ties[i] = v === u || this.canMove[v] === 0 ? 0 : unitTie(m, u, v);
      if (ties[i]! > strongest) strongest = ties[i]!;
    }
    const close = CLOSE_TIES[this.rng.int(2)]!;
    let count = 1;
    let seats = m.size[u]!;
    for (let i = 0; i < units.length && count < this.block.length; i++) {
      const v = units[i]!;
      const tie = ties[i]!;
      if (tie > 0 && tie >= strongest * close && seats + m.size[v]! <= m.capacity[b]!) {
        this.block[count++] = v;
        seats += m.size[v]!;
      }
    }
    return count;
  }

  /** Moves unit to table `to`, logging it for a revert. */
  private shift(unit: number, to: number) {
    const s = this.state;
    this.logUnit[this.logged] = unit;
    this.logFrom[this.logged] = s.tableOf[unit]!;
    this.logged++;
    this.stamp[unit] = this.proposal;
    s.move(unit, to, s.scoreDelta(unit, to));
  }

  /** The block goes to table b; units of b go back to a (and so on) until both fit. */
  private exchange(count: number, a: number, b: number, temperature: number) {
    const s = this.state;
    const m = s.model;
    const score = s.score;
    const objective = s.objective;
    this.proposal++;
    this.logged = 0;
    for (let i = 0; i < count; i++) this.shift(this.block[i]!, b);
    let full = b;
    let other = a;
    for (let step = 0; step < MAX_EJECTIONS && this.logged < MAX_SHIFTS; step++) {
      if (s.load[full]! <= m.capacity[full]!) {
        if (s.load[other]! <= m.capacity[other]!) break;
        [full, other] = [other, full];
      }
      const v = this.ejected(full, other);
      if (v < 0) break;
      this.shift(v, other);
    }
    const n = this.logged;
    let ok = s.load[a]! <= m.capacity[a]! && s.load[b]! <= m.capacity[b]!;
    for (let i = 0; ok && i < n; i++) ok = !s.conflictsAt(this.logUnit[i]!, s.tableOf[this.logUnit[i]!]!);
    ok &&= s.hostable(a) && s.hostable(b);
    if (ok && this.accepts(s.objective - objective, temperature)) {
      for (let i = 0; i < n; i++) this.best.touch(this.logUnit[i]!);
      this.best.offer();
      return;
    }
    for (let i = n - 1; i >= 0; i--) s.move(this.logUnit[i]!, this.logFrom[i]!, 0);
    s.score = score;
  }

  /** The unit of `full` to push to `other`: one that ends the overflow if possible, then the best score. */
  private ejected(full: number, other: number): number {
    const s = this.state;
    const m = s.model;
    const over = s.load[full]! - m.capacity[full]!;
    const room = m.capacity[other]! - s.load[other]!;
    const random = this.rng.next() < RANDOM_EJECTION;
    let best = -1;
    let bestRank = -1;
    let bestDelta = Number.NEGATIVE_INFINITY;
    let seen = 0;
    for (const v of s.tableUnits[full]!) {
      if (this.canMove[v] === 0 || this.stamp[v] === this.proposal || s.conflictsAt(v, other)) continue;
      if (random) {
        // Any of them, each as likely (reservoir sampling).
        if (this.rng.int(++seen) === 0) best = v;
        continue;
      }
      const size = m.size[v]!;
      const rank = size >= over ? (size <= room ? 2 : 1) : 0;
      if (rank < bestRank) continue;
      const delta = s.delta(v, other);
      if (rank > bestRank || delta > bestDelta) {
        best = v;
        bestRank = rank;
        bestDelta = delta;
      }
    }
    return best;
  }
}
