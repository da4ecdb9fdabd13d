import type { Model } from "./model";
import type { SeatCheck } from "./seat-check";

/**
 * A (partial) plan over units with everything a move needs kept up to date: each table's load and units,
 * and how many members of each counted group sit there. A move's score change reads only the moved unit's
 * groups and pairwise ties, so it costs the same at 30 guests as at 3,000.
 */
export class SearchState {
  /** unit → table, −1 while unplaced */
  readonly tableOf: Int32Array;
  readonly load: Int32Array;
  readonly tableUnits: number[][];
  private readonly position: Int32Array;
  /** table × counted group → members seated there */
  private readonly count: Int32Array;
  /** The plan's score minus model.constant (pairs inside units never change). */
  score = 0;
  /** Guests away from their home table (re-seat mode). */
  moved = 0;
  /** Score a kept guest's move must gain (re-seat mode with a finite move cost; else 0). */
  readonly moveCost: number;

  constructor(
    readonly model: Model,
    /** unit → the table it sat at in the kept plan, or −1 */
    readonly home: Int32Array = new Int32Array(model.unitCount).fill(-1),
    moveCost = 0,
    /** Seat-level checks (hard 'next-to' components, locked seats); null when the instance has none. */
    readonly seats: SeatCheck | null = null,
  ) {
    this.tableOf = new Int32Array(model.unitCount).fill(-1);
    this.load = new Int32Array(model.tableCount);
    this.tableUnits = Array.from({ length: model.tableCount }, () => []);
    this.position = new Int32Array(model.unitCount);
    this.count = new Int32Array(model.tableCount * model.countedGroups);
    this.moveCost = Number.isFinite(moveCost) ? moveCost : 0;
  }

  get objective(): number {
    return this.score - this.moveCost * this.moved;
  }

  /** Score gained by seating the unplaced unit u at table t. */
  gainAt(u: number, t: number): number {
    const m = this.model;
    const base = t * m.countedGroups;
    let gain = 0;
    for (let k = m.unitGroupStart[u]!, end = m.unitGroupStart[u + 1]!; k < end; k++)
      gain += m.unitGroupWeight[k]! * this.count[base + m.unitGroup[k]!]!;
    for (let k = m.adjStart[u]!, end = m.adjStart[u + 1]!; k < end; k++)
      if (this.tableOf[m.adjUnit[k]!] === t) gain += m.adjWeight[k]!;
    return gain;
  }

  /** Score change of moving the seated unit u to table b (capacity and 'apart' not checked). */
  scoreDelta(u: number, b: number): number {
    const m = this.model;
    const a = this.tableOf[u]!;
    const groups = m.countedGroups;
    const baseA = a * groups;
    const baseB = b * groups;
    let delta = 0;
    for (let k = m.unitGroupStart[u]!, end = m.unitGroupStart[u + 1]!; k < end; k++) {
      const g = m.unitGroup[k]!;
      delta +=
        m.unitGroupWeight[k]! * (this.count[baseB + g]! - this.count[baseA + g]! + m.unitGroupCount[k]!);
    }
    for (let k = m.adjStart[u]!, end = m.adjStart[u + 1]!; k < end; k++) {
      const t = this.tableOf[m.adjUnit[k]!];
      if (t === b) delta += m.adjWeight[k]!;
      else if (t === a) delta -= m.adjWeight[k]!;
    }
    return delta;
  }

  /** Change of the objective (score minus the move cost of kept guests) for the same move. */
  delta(u: number, b: number): number {
    const d = this.scoreDelta(u, b);
    const home = this.home[u]!;
    if (this.moveCost === 0 || home < 0) return d;
    const a = this.tableOf[u]!;
    return d - this.moveCost * this.model.size[u]! * (Number(a === home) - Number(b === home));
  }

  /** Whether unit u can join table t: room, and seats for its hard 'next-to' partners side by side. */
  fits(u: number, t: number): boolean {
    return (
      this.load[t]! + this.model.size[u]! <= this.model.capacity[t]! &&
      (this.seats === null || this.seats.canJoin(u, t, this.tableUnits[t]!))
    );
  }

  /** Whether table t can seat its units as they are, seat-wise (capacity aside). */
  hostable(t: number): boolean {
    return this.seats === null || this.seats.hosts(t, this.tableUnits[t]!);
  }

  /** Whether u has a hard 'apart' partner at table t. */
  conflictsAt(u: number, t: number): boolean {
    const m = this.model;
    for (let k = m.apartStart[u]!, end = m.apartStart[u + 1]!; k < end; k++)
      if (this.tableOf[m.apartUnit[k]!] === t) return true;
    return false;
  }

  place(u: number, t: number) {
    this.score += this.gainAt(u, t);
    this.attach(u, t);
  }

  unplace(u: number) {
    const t = this.tableOf[u]!;
    this.detach(u, t);
    this.score -= this.gainAt(u, t);
  }

  /** Moves u to b; `scoreDelta` must be this.scoreDelta(u, b), computed by the caller before the move. */
  move(u: number, b: number, scoreDelta: number) {
    this.detach(u, this.tableOf[u]!);
    this.attach(u, b);
    this.score += scoreDelta;
  }

  /** Rebuilds the state from a unit → table array (every unit seated). */
  reset(tableOf: Int32Array) {
    for (let u = 0; u < this.model.unitCount; u++)
      if (this.tableOf[u]! >= 0) this.detach(u, this.tableOf[u]!);
    this.score = 0;
    for (let u = 0; u < this.model.unitCount; u++) this.place(u, tableOf[u]!);
  }

  private attach(u: number, t: number) {
    const m = this.model;
    const base = t * m.countedGroups;
    for (let k = m.unitGroupStart[u]!, end = m.unitGroupStart[u + 1]!; k < end; k++)
      this.count[base + m.unitGroup[k]!]! += m.unitGroupCount[k]!;
    this.tableOf[u] = t;
    this.load[t]! += m.size[u]!;
    const units = this.tableUnits[t]!;
    this.position[u] = units.length;
    units.push(u);
    if (this.home[u]! >= 0 && this.home[u] !== t) this.moved += m.size[u]!;
  }

  private detach(u: number, t: number) {
    const m = this.model;
    const base = t * m.countedGroups;
    for (let k = m.unitGroupStart[u]!, end = m.unitGroupStart[u + 1]!; k < end; k++)
      this.count[base + m.unitGroup[k]!]! -= m.unitGroupCount[k]!;
    this.tableOf[u] = -1;
    this.load[t]! -= m.size[u]!;
    const units = this.tableUnits[t]!;
    const last = units.pop()!;
    if (last !== u) {
      const at = this.position[u]!;
      units[at] = last;
      this.position[last] = at;
    }
    if (this.home[u]! >= 0 && this.home[u] !== t) this.moved -= m.size[u]!;
  }
}
