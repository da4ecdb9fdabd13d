import { type Classes, classes } from "./seat-classes";
import type { SeatGraph } from "./seat-graph";
import type { TableProblem } from "./seat-table";

/**
 * The best seating of one table, exactly, by dynamic programming over its seats in an order where few seated
 * seats still wait for a neighbour (the frontier: round 1, 2, …, c keeps seat 1 and the last; rect goes across,
 * 1, c, 2, c − 1, …, keeping two). A state is what is left to seat and who sits on the frontier; its value
 * is the best score of the seats so far. Guests that no one could tell apart share a class and are counted,
 * not listed: a household's members without wishes of their own, and everyone with no tie at the table
 * together with the empty seats. Hard 'next-to' partners and locked guests are classes of one and are
 * checked as the frontier closes. Gives up (null) past `maxStates` states.
 */

const EPSILON = 1e-9;
/** Up to this many possible state keys, states are found through an array rather than a map. */
const DIRECT_KEYS = 1 << 18;
/** That array, kept between calls (all −1 between calls) so that seating a table allocates little. */
let directIndex = new Int32Array(0);

/** Seat order: across a banquet table, else in seat order. */
function sweep(graph: SeatGraph): number[] {
  const c = graph.capacity;
  if (graph.shape !== "rect") return Array.from({ length: c }, (_, s) => s);
  const order: number[] = [];
  for (let k = 0; k < c - 1 - k; k++) order.push(k, c - 1 - k);
  if (c % 2 === 1) order.push((c - 1) / 2);
  return order;
}

/**
 * A seating of the table that scores more than `incumbent`, the best there is, or null when there is none
 * (or when the search would pass `maxStates` states). States that cannot beat the incumbent even if every
 * guest still to seat gained their best possible ties are dropped.
 */
export function exactArrangement(
  p: TableProblem,
  incumbent: number,
  maxStates: number,
): { at: Int32Array; score: number } | null {
  const { graph } = p;
  const c = graph.capacity;
  const k = classes(p);
  const { m, count, weight } = k;
  const radix = new Float64Array(m);
  let codes = 1;
  for (let x = 0; x < m; x++) {
    radix[x] = codes;
    codes *= count[x]! + 1;
  }
  const order = sweep(graph);
  const position = new Int32Array(c);
  for (const [i, s] of order.entries()) position[s] = i;
  // Per step i: the seats seated after it that still have an unseated neighbour (the frontier), the seat's
  // neighbours seated before it, and the seats whose last neighbour it is (they leave the frontier).
  const frontier: number[][] = [];
  const earlier: number[][] = [];
  const leaving: number[][] = [];
  for (let i = 0; i < c; i++) {
    const list: number[] = [];
    for (let j = 0; j <= i; j++) {
      const s = order[j]!;
      for (let e = graph.neighbourStart[s]!; e < graph.neighbourStart[s + 1]!; e++)
        if (position[graph.neighbour[e]!]! > i) {
          list.push(s);
          break;
        }
    }
    frontier.push(list);
    const seat = order[i]!;
    earlier.push([]);
    for (let e = graph.neighbourStart[seat]!; e < graph.neighbourStart[seat + 1]!; e++)
      if (position[graph.neighbour[e]!]! < i) earlier[i]!.push(graph.neighbour[e]!);
    leaving.push([...(i === 0 ? [] : frontier[i - 1]!), seat].filter((s) => !list.includes(s)));
  }
  const widest = Math.max(...frontier.map((list) => list.length));
  let base = 1;
  for (let i = 0; i < widest; i++) base *= m;
  if (codes * base > Number.MAX_SAFE_INTEGER) return null;
  // A state's index in its layer: a direct table when the keys are few, else a map.
  if (codes * base <= DIRECT_KEYS && directIndex.length < codes * base)
    directIndex = new Int32Array(codes * base).fill(-1);
  const direct = codes * base <= DIRECT_KEYS ? directIndex : null;
  // What is left to gain is at most: for each guest still to seat, half their largest ties, as many as a
  // seat has neighbours (a pair of guests still to seat shares it); plus, for each frontier seat, its unseated
  // neighbours times its guest's largest tie (a pair across the frontier).
  const half = new Float64Array(m);
  const strongest = new Float64Array(m);
  for (let x = 0; x < m; x++) {
    const row: number[] = [];
    for (let y = 0; y < m; y++)
      for (let r = 0; r < (y === x ? count[y]! - 1 : count[y]!); r++) row.push(weight[x * m + y]!);
    row.sort((a, b) => b - a);
    for (let r = 0; r < Math.min(graph.maxDegree, row.length); r++) half[x]! += row[r]! / 2;
    strongest[x] = row[0] ?? 0;
  }
  // Per step: each frontier seat's neighbours not yet seated.
  const open = frontier.map((list, i) =>
    list.map((s) => {
      let free = 0;
      for (let e = graph.neighbourStart[s]!; e < graph.neighbourStart[s + 1]!; e++)
        if (position[graph.neighbour[e]!]! > i) free++;
      return free;
    }),
  );

  // Every state of every layer in flat arrays (kept between calls): key, score, parent state, class chosen;
  // layer i holds the states from layerStart[i] on.
  const capacity = maxStates + 1;
  if (store.key.length < capacity) store = newStore(capacity);
  const { key: stateKey, score: stateScore, parent: stateParent, chosen: stateClass } = store;
  const layerStart = new Int32Array(c + 2);
  stateKey[0] = (codes - 1) * base;
  stateScore[0] = 0;
  stateParent[0] = -1;
  stateClass[0] = -1;
  let states = 1;
  layerStart[1] = 1;
  const seatedClass = new Int32Array(c);
  const rem = new Int32Array(m);
  const index = direct ? null : new Map<number, number>();
  for (let i = 0; i < c; i++) {
    const seat = order[i]!;
    const before = i === 0 ? [] : frontier[i - 1]!;
    const after = frontier[i]!;
    const seatedBefore = earlier[i]!;
    const leave = leaving[i]!;
    const openAfter = open[i]!;
    const forced = k.fixedAt[seat]!;
    index?.clear();
    const first = states;
    for (let st = layerStart[i]!; st < layerStart[i + 1]!; st++) {
      const key = stateKey[st]!;
      const code = Math.floor(key / base);
      let rest = key - code * base;
      for (let f = 0; f < before.length; f++) {
        const x = rest % m;
        seatedClass[before[f]!] = x;
        rest = (rest - x) / m;
      }
      let potential = 0;
      for (let x = 0; x < m; x++) {
        rem[x] = Math.floor(code / radix[x]!) % (count[x]! + 1);
        potential += rem[x]! * half[x]!;
      }
      const score0 = stateScore[st]!;
      for (let x = 0; x < m; x++) {
        if (rem[x] === 0 || (forced >= 0 ? x !== forced : k.locked[x] === 1)) continue;
        let gain = 0;
        for (let e = 0; e < seatedBefore.length; e++) gain += weight[x * m + seatedClass[seatedBefore[e]!]!]!;
        const score = score0 + gain;
        seatedClass[seat] = x;
        let across = 0;
        for (let f = 0; f < after.length; f++) across += openAfter[f]! * strongest[seatedClass[after[f]!]!]!;
        if (score + potential - half[x]! + across <= incumbent + EPSILON) continue;
        if (!keepsHardPairs(k, x, rem, seatedBefore, seatedClass, leave)) continue;
        let code2 = 0;
        for (let f = after.length - 1; f >= 0; f--) code2 = code2 * m + seatedClass[after[f]!]!;
        const nextKey = (code - radix[x]!) * base + code2;
        const at = direct ? direct[nextKey]! : (index!.get(nextKey) ?? -1);
        if (at < 0) {
          if (states >= capacity) {
            if (direct) for (let r = first; r < states; r++) direct[stateKey[r]!] = -1;
            return null;
          }
          if (direct) direct[nextKey] = states;
          else index!.set(nextKey, states);
          stateKey[states] = nextKey;
          stateScore[states] = score;
          stateParent[states] = st;
          stateClass[states] = x;
          states++;
        } else if (score > stateScore[at]! + EPSILON) {
          stateScore[at] = score;
          stateParent[at] = st;
          stateClass[at] = x;
        }
      }
    }
    if (direct) for (let r = first; r < states; r++) direct[stateKey[r]!] = -1;
    layerStart[i + 2] = states;
  }
  const lastFirst = layerStart[c]!;
  const lastEnd = layerStart[c + 1]!;
  if (lastEnd === lastFirst) return null;
  let top = lastFirst;
  for (let st = lastFirst + 1; st < lastEnd; st++) if (stateScore[st]! > stateScore[top]! + EPSILON) top = st;
  const classAt = new Int32Array(c);
  for (let i = c, st = top; i > 0; i--) {
    classAt[order[i - 1]!] = stateClass[st]!;
    st = stateParent[st]!;
  }
  // Each class's guests in turn (then the empty seats, for the class of those with no tie here).
  const taken = new Int32Array(m);
  const at = new Int32Array(c).fill(-1);
  for (const s of order) {
    const list = k.members[classAt[s]!]!;
    const next = taken[classAt[s]!]!++;
    at[s] = next < list.length ? list[next]! : -1;
  }
  return { at, score: stateScore[top]! };
}

/**
 * Whether class x on this seat keeps the hard 'next-to' pairs: each partner of x already seated sits on a
 * neighbouring seat, and each seat leaving the frontier has all its partners seated (beside it, checked when
 * the later of the two was seated). `rem` counts what is left to seat, x not yet taken out.
 */
function keepsHardPairs(
  k: Classes,
  x: number,
  rem: Int32Array,
  seatedBefore: readonly number[],
  seatedClass: Int32Array,
  leave: readonly number[],
): boolean {
  for (const y of k.hard[x]!) {
    if (rem[y]! > 0) continue;
    let beside = false;
    for (const t of seatedBefore) if (seatedClass[t] === y) beside = true;
    if (!beside) return false;
  }
  rem[x]!--;
  let ok = true;
  for (let l = 0; ok && l < leave.length; l++)
    for (const y of k.hard[seatedClass[leave[l]!]!]!) if (rem[y]! > 0) ok = false;
  rem[x]!++;
  return ok;
}

interface Store {
  key: Float64Array;
  score: Float64Array;
  parent: Int32Array;
  chosen: Int32Array;
}

const newStore = (size: number): Store => ({
  key: new Float64Array(size),
  score: new Float64Array(size),
  parent: new Int32Array(size),
  chosen: new Int32Array(size),
});

/** The states' arrays, kept between calls and grown when a call needs more. */
let store = newStore(0);
