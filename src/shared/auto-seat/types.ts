/** Auto-seat (docs/auto-seat-format.md): its instance, its plan, and the solver's options and answers. */

/** How a table's seats neighbour one another (version 2; see seat-graph.ts). Default "round". */
export type TableShape = "round" | "rect" | "row";

export interface SeatTable {
  id: string;
  capacity: number;
  /** Shown in messages instead of the id; no effect on the plan or its score. */
  name?: string;
  /** Default "round". */
  shape?: TableShape;
}

export interface SeatGuest {
  id: string;
  /** Guests with the same party value sit at one table. */
  party?: string;
  groups?: string[];
  /** Locked to this table. */
  table?: string;
  /** Locked to this seat (1 … capacity) of `table`; only with `table`. */
  seat?: number;
  /** Shown in messages instead of the id. */
  name?: string;
}

export interface SeatGroup {
  id: string;
  /** Default 1. */
  weight?: number;
}

/** "next-to": at neighbouring seats (version 2); it also counts as "together" at the table level. */
export type RuleKind = "together" | "apart" | "next-to";

export interface SeatRule {
  a: string;
  b: string;
  kind: RuleKind;
  /** Default false. */
  hard?: boolean;
  /** > 0, default 10; counts only for soft rules. */
  weight?: number;
}

/** An instance as written in a file or built by the product. */
export interface SeatInstance {
  tables: SeatTable[];
  guests: SeatGuest[];
  groups?: SeatGroup[];
  rules?: SeatRule[];
}

/**
 * A checked instance with every default filled in (parseInstance's output); `shape` is there only when the
 * file gives one (`shapeOf` reads the default).
 */
export interface Instance {
  tables: { id: string; capacity: number; name?: string; shape?: TableShape }[];
  guests: { id: string; party?: string; groups: string[]; table?: string; seat?: number; name?: string }[];
  groups: { id: string; weight: number }[];
  rules: { a: string; b: string; kind: RuleKind; hard: boolean; weight: number }[];
}

/** guest id → table id. A Map, or a plain record (only its own keys are read). */
export type Assignments = ReadonlyMap<string, string> | Readonly<Record<string, string>>;

/** guest id → seat number (1 … capacity of the guest's table). A Map, or a plain record. */
export type SeatNumbers = ReadonlyMap<string, number> | Readonly<Record<string, number>>;

/**
 * A plan (docs/auto-seat-format.md). `assignments` and `seats` have no prototype: `__proto__` is an ordinary
 * guest id.
 */
export interface SeatPlan {
  assignments: Record<string, string>;
  /** Every guest's seat number at their table (version 2). */
  seats: Record<string, number>;
  score: number;
  /** Σ over neighbouring seats of v(i, j): 5 for one party, plus soft 'next-to' weights (version 2). */
  seatScore: number;
  hardViolations: number;
  ms: number;
}

export type InfeasibleCode =
  | "not-enough-seats"
  | "unit-too-large"
  | "large-units"
  | "apart-inside-unit"
  | "locks-split-unit"
  | "lock-over-capacity"
  | "apart-locked-together"
  | "apart-too-many"
  | "no-arrangement"
  | "not-found"
  | "seat-outside"
  | "seat-taken"
  | "next-to-shape"
  | "locked-seats";

/** Why an instance cannot be seated. `proven: false` only for "not-found": the search gave up. */
export type SeatProblem =
  | { kind: "malformed"; field: string; message: string }
  | {
      kind: "infeasible";
      code: InfeasibleCode;
      proven: boolean;
      message: string;
      guests: string[];
      tables: string[];
      /** For "not-enough-seats": how many seats to add. */
      seatsMissing?: number;
    };

export interface SolveProgress {
  /** "seating": the tables are settled, guests are being placed on seats. */
  phase: "packing" | "improving" | "seating";
  /** Rough share of the default work done, 0 to 1. */
  fraction: number;
  /** Score of the best plan so far; null until a plan exists. */
  bestScore: number | null;
  iterations: number;
  elapsedMs: number;
}

export interface KeepOptions {
  /** The plan to start from. Guests not in it (or at a table that no longer exists) are placed. */
  assignments: Assignments;
  /**
   * Score points a guest's move away from their table must gain to be worth it. Infinity (the default):
   * guests of the plan move only when the new guests cannot be seated otherwise.
   */
  moveCost?: number;
}

export interface SolveOptions {
  /** Same instance, same seed, no time limit: same plan everywhere. Default 1. */
  seed?: number;
  /** Stop by then and return the best plan so far. Without it the search stops by a work-based rule. */
  timeLimitMs?: number;
  /** Multiplies the default amount of search work (default 1). */
  effort?: number;
  /** Called at each checkpoint (every few milliseconds of search). */
  onProgress?: (progress: SolveProgress) => void;
  /** Checked at each checkpoint; true stops the search with the best plan so far. */
  shouldStop?: () => boolean;
  /** Re-seat changes: start from this plan and move as few of its guests as possible. */
  keep?: KeepOptions;
  /** Clock in milliseconds (default performance.now); only measures, never steers the search. */
  now?: () => number;
}

export type SolveResult =
  | {
      ok: true;
      plan: SeatPlan;
      /** With `keep`: guests whose table differs from the kept plan's (new guests excluded). */
      moved: string[];
      stoppedBy: "finished" | "time-limit" | "stopped";
      iterations: number;
    }
  | { ok: false; problem: SeatProblem };
