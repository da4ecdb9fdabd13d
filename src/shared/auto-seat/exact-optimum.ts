import highsLoader from "highs";
import type { SeatInstance } from "./types";

/**
 * For the tests and bench/auto-seat.mjs only: the true optimum of a small instance from HiGHS (branch and
 * cut), written from the definitions in docs/auto-seat-format.md, independently of the solver's own model. A MIP on guests:
 * x[g][t] = 1 when guest g sits at table t; for each pair {i, j} with w(i, j) ≠ 0 a variable z in [0, 1]
 * that may be 1 only if they share a table (w > 0: z ≤ 1 − x[i][t] + x[j][t] for every t) or must be 1 if
 * they do (w < 0: z ≥ x[i][t] + x[j][t] − 1); maximise Σ w·z. Households, locks and hard rules are linear
 * constraints on x.
 */

let loaded: ReturnType<typeof highsLoader> | undefined;

/** w(i, j) for every pair with a non-zero weight, by guest index ("i j", i < j). */
function pairWeights(instance: SeatInstance, index: Map<string, number>) {
  const groupWeight = new Map((instance.groups ?? []).map((group) => [group.id, group.weight ?? 1]));
  const weights = new Map<string, number>();
  const add = (i: number, j: number, w: number) => {
    const key = i < j ? `${i} ${j}` : `${j} ${i}`;
    weights.set(key, (weights.get(key) ?? 0) + w);
  };
  const groupsOf = instance.guests.map((guest) => new Set(guest.groups ?? []));
  for (let i = 0; i < instance.guests.length; i++)
    for (let j = i + 1; j < instance.guests.length; j++)
      for (const group of groupsOf[i]!) if (groupsOf[j]!.has(group)) add(i, j, groupWeight.get(group) ?? 1);
  for (const rule of instance.rules ?? []) {
    if (rule.hard) continue;
    const w = rule.weight ?? 10;
    add(index.get(rule.a)!, index.get(rule.b)!, rule.kind === "apart" ? -w : w);
  }
  return weights;
}

/** The model in CPLEX LP format. */
function lpModel(instance: SeatInstance): string {
  const index = new Map(instance.guests.map((guest, g) => [guest.id, g]));
  const G = instance.guests.length;
  const T = instance.tables.length;
  const x = (g: number, t: number) => `x${g}_${t}`;
  const rows: string[] = [];
  for (let g = 0; g < G; g++) rows.push(`${Array.from({ length: T }, (_, t) => x(g, t)).join(" + ")} = 1`);
  for (let t = 0; t < T; t++)
    rows.push(
      `${Array.from({ length: G }, (_, g) => x(g, t)).join(" + ")} <= ${instance.tables[t]!.capacity}`,
    );
  const tableIndex = new Map(instance.tables.map((table, t) => [table.id, t]));
  instance.guests.forEach((guest, g) => {
    if (guest.table !== undefined) rows.push(`${x(g, tableIndex.get(guest.table)!)} = 1`);
  });
  const same = (a: number, b: number) => {
    for (let t = 0; t < T; t++) rows.push(`${x(a, t)} - ${x(b, t)} = 0`);
  };
  const partyHead = new Map<string, number>();
  instance.guests.forEach((guest, g) => {
    if (guest.party === undefined) return;
    const head = partyHead.get(guest.party);
    if (head === undefined) partyHead.set(guest.party, g);
    else same(head, g);
  });
  for (const rule of instance.rules ?? []) {
    if (!rule.hard) continue;
    const [a, b] = [index.get(rule.a)!, index.get(rule.b)!];
    if (rule.kind !== "apart") same(a, b);
    else for (let t = 0; t < T; t++) rows.push(`${x(a, t)} + ${x(b, t)} <= 1`);
  }
  const objective: string[] = [];
  const bounds: string[] = [];
  for (const [key, w] of pairWeights(instance, index)) {
    if (w === 0) continue;
    const [i, j] = key.split(" ").map(Number) as [number, number];
    const z = `z${i}_${j}`;
    objective.push(`${w >= 0 ? "+" : "-"} ${Math.abs(w)} ${z}`);
    bounds.push(`0 <= ${z} <= 1`);
    for (let t = 0; t < T; t++)
      rows.push(w > 0 ? `${z} + ${x(i, t)} - ${x(j, t)} <= 1` : `${z} - ${x(i, t)} - ${x(j, t)} >= -1`);
  }
  const binaries: string[] = [];
  for (let g = 0; g < G; g++) for (let t = 0; t < T; t++) binaries.push(x(g, t));
  return [
    "Maximize",
    ` obj: ${objective.length > 0 ? objective.join(" ") : "0 x0_0"}`,
    "Subject To",
    ...rows.map((row, r) => ` r${r}: ${row}`),
    "Bounds",
    ...bounds.map((bound) => ` ${bound}`),
    "Binary",
    ` ${binaries.join(" ")}`,
    "End",
  ].join("\n");
}

export interface ExactResult {
  /** HiGHS's model status: "Optimal" when the optimum is proven. */
  status: string;
  /** The best score HiGHS proved (status "Optimal") or found, rounded to 6 decimals. */
  optimum: number;
  ms: number;
}

export async function exactOptimum(instance: SeatInstance, timeLimitSeconds: number): Promise<ExactResult> {
  loaded ??= highsLoader();
  const highs = await loaded;
  const model = lpModel(instance);
  const started = performance.now();
  const result = highs.solve(model, { output_flag: false, time_limit: timeLimitSeconds, mip_rel_gap: 0 });
  return {
    status: result.Status,
    optimum: Math.round(result.ObjectiveValue * 1e6) / 1e6,
    ms: performance.now() - started,
  };
}
