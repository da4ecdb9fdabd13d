// The true optimum of a small auto-seat instance from HiGHS (branch and cut), for bench/auto-seat.mjs.
// MIP on guests: x[g][t] = 1 when guest g sits at table t; for each pair {i, j} with w(i, j) ≠ 0 a variable
// z in [0, 1] that may be 1 only if they share a table (w > 0: z ≤ 1 − x[i][t] + x[j][t] for every t) or
// must be 1 if they do (w < 0: z ≥ x[i][t] + x[j][t] − 1); maximise Σ w·z. Households, locks and hard rules
// are linear constraints on x. Written from the spec, independently of the solver's own model.
import loadHighs from "highs";

const highs = await loadHighs();

/** w(i, j) for every pair with a non-zero weight, from the spec's definition. */
function pairWeights(instance) {
  const groupWeight = new Map((instance.groups ?? []).map((group) => [group.id, group.weight ?? 1]));
  const index = new Map(instance.guests.map((guest, g) => [guest.id, g]));
  const weights = new Map();
  const add = (i, j, w) => {
    const key = i < j ? `${i} ${j}` : `${j} ${i}`;
    weights.set(key, (weights.get(key) ?? 0) + w);
  };
  const groupsOf = instance.guests.map((guest) => new Set(guest.groups ?? []));
  for (let i = 0; i < instance.guests.length; i++)
    for (let j = i + 1; j < instance.guests.length; j++)
      for (const group of groupsOf[i]) if (groupsOf[j].has(group)) add(i, j, groupWeight.get(group) ?? 1);
  for (const rule of instance.rules ?? []) {
    if (rule.hard) continue;
    const w = rule.weight ?? 10;
    add(index.get(rule.a), index.get(rule.b), rule.kind === "together" ? w : -w);
  }
  return { weights, index };
}

/** { status, optimum } with optimum the best score HiGHS proved (status "Optimal") or found. */
export function exactOptimum(instance, timeLimitSeconds) {
  const { weights, index } = pairWeights(instance);
  const G = instance.guests.length;
  const T = instance.tables.length;
  const x = (g, t) => `x${g}_${t}`;
  const rows = [];
  for (let g = 0; g < G; g++) rows.push(`${Array.from({ length: T }, (_, t) => x(g, t)).join(" + ")} = 1`);
  for (let t = 0; t < T; t++)
    rows.push(
      `${Array.from({ length: G }, (_, g) => x(g, t)).join(" + ")} <= ${instance.tables[t].capacity}`,
    );
  const tableIndex = new Map(instance.tables.map((table, t) => [table.id, t]));
  instance.guests.forEach((guest, g) => {
    if (guest.table !== undefined) rows.push(`${x(g, tableIndex.get(guest.table))} = 1`);
  });
  const same = (a, b) => {
    for (let t = 0; t < T; t++) rows.push(`${x(a, t)} - ${x(b, t)} = 0`);
  };
  const partyHead = new Map();
  instance.guests.forEach((guest, g) => {
    if (guest.party === undefined) return;
    if (partyHead.has(guest.party)) same(partyHead.get(guest.party), g);
    else partyHead.set(guest.party, g);
  });
  for (const rule of instance.rules ?? []) {
    if (!rule.hard) continue;
    const [a, b] = [index.get(rule.a), index.get(rule.b)];
    if (rule.kind === "together") same(a, b);
    else for (let t = 0; t < T; t++) rows.push(`${x(a, t)} + ${x(b, t)} <= 1`);
  }
  const objective = [];
  const bounds = [];
  for (const [key, w] of weights) {
    if (w === 0) continue;
    const [i, j] = key.split(" ").map(Number);
    const z = `z${i}_${j}`;
    objective.push(`${w >= 0 ? "+" : "-"} ${Math.abs(w)} ${z}`);
    bounds.push(`0 <= ${z} <= 1`);
    for (let t = 0; t < T; t++)
      rows.push(w > 0 ? `${z} + ${x(i, t)} - ${x(j, t)} <= 1` : `${z} - ${x(i, t)} - ${x(j, t)} >= -1`);
  }
  const binaries = [];
  for (let g = 0; g < G; g++) for (let t = 0; t < T; t++) binaries.push(x(g, t));
  const lp = [
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
  const started = performance.now();
  const result = highs.solve(lp, { output_flag: false, time_limit: timeLimitSeconds, mip_rel_gap: 0 });
  return { status: result.Status, optimum: result.ObjectiveValue, ms: performance.now() - started };
}
