import type { Size } from "./paper";

/**
 * The poster's floor plan: every table keeps its place in the room, its guests listed under it. The plan is
 * scaled as one (room coordinates × `scale`); the lists are text at one size for all tables. The largest
 * name size at which no table's block (the table and its list) overlaps another's, and the whole plan fits
 * its box, wins; then the room is stretched as far as the box allows around those lists.
 */

/** One thing on the plan, in room units: a table (with the names under it) or a venue element. */
export interface PlanItem {
  x: number;
  y: number;
  /** Half the width and height of its outline, turned by its rotation. */
  halfWidth: number;
  halfHeight: number;
  names: string[];
  /** Width of the longest name up to a cap, in ems: a longer name is drawn smaller, down to the floor. */
  namesEm: number;
  /** Width of the longest name, in ems. */
  longestEm: number;
}

export interface PlanFit {
  /** Room units to points: across (and the size of every table), and down (the room may be stretched). */
  scale: number;
  scaleY: number;
  /** Tables are drawn at `scale × glyph`. */
  glyph: number;
  /** The names' size in points; null when no size above the floor fits (the plan then shows tables only). */
  nameSize: number | null;
  columns: number;
  floor: number;
  /** Where room point (0, 0) lands on the page. */
  originX: number;
  originY: number;
  /** The plan as drawn, lists included. */
  bounds: { x: number; y: number; width: number; height: number };
}

export const LINE_HEIGHT = 1.25;
/** A list's gap under its table, and between neighbouring blocks, in ems. */
const GAP_UNDER = 0.35;
const GAP_ACROSS = 1;
const GAP_DOWN = 0.6;
const COLUMN_GAP = 0.8;

interface Lists {
  size: number;
  columns: number;
  /** No name is drawn smaller than this. */
  floor: number;
}

/** A list column's width: its names at `size`, the longest shrunk to fit but never below the floor. */
const columnWidth = (item: PlanItem, lists: Lists) =>
  Math.max(item.namesEm * lists.size, item.longestEm * lists.floor);

/** The list's half width and its drop below the table (gap included), in points. */
function listBox(item: PlanItem, lists: Lists | null) {
  if (!lists || item.names.length === 0) return { half: 0, drop: 0 };
  const perColumn = Math.min(item.names.length, Math.ceil(item.names.length / lists.columns));
  const columns = Math.ceil(item.names.length / perColumn);
  const width = columns * columnWidth(item, lists) + (columns - 1) * COLUMN_GAP * lists.size;
  return { half: width / 2, drop: (GAP_UNDER + perColumn * LINE_HEIGHT) * lists.size };
}

/** The least scale at which `s × k ≥ c` holds (Infinity when none does). */
const least = (k: number, c: number) => (c <= 1e-9 ? 0 : k > 1e-9 ? c / k : Number.POSITIVE_INFINITY);

/** The smallest scale at which no two blocks overlap (each pair apart across or apart down). */
export function minScale(items: PlanItem[], lists: Lists | null): number {
  const boxes = items.map((item) => listBox(item, lists));
  const across = lists ? GAP_ACROSS * lists.size : 0;
  const down = lists ? GAP_DOWN * lists.size : 0;
  const widest = Math.max(0, ...items.map((item) => item.halfWidth));
  const widestList = Math.max(0, ...boxes.map((box) => box.half));
  // Left to right: once a pair is so far apart across that even the widest two blocks would clear each
  // other at the scale found so far, every pair further right does too.
  const order = items.map((_, index) => index).sort((a, b) => items[a]!.x - items[b]!.x);
  let result = 0;
  for (let m = 0; m < order.length; m += 1) {
    const a = items[order[m]!]!;
    const la = boxes[order[m]!]!;
    for (let n = m + 1; n < order.length; n += 1) {
      const b = items[order[n]!]!;
      const lb = boxes[order[n]!]!;
      const dx = b.x - a.x;
      if (least(dx - 2 * widest, 2 * widestList + across) <= result) break;
      if (!lists) continue;
      // Across: s·dx ≥ max(s·ha, pa) + max(s·hb, pb) + gap, i.e. all four sums of the two maxima.
      const sx = Math.max(
        least(dx - a.halfWidth - b.halfWidth, across),
        least(dx - a.halfWidth, lb.half + across),
        least(dx - b.halfWidth, la.half + across),
        least(dx, la.half + lb.half + across),
      );
      if (sx <= result) continue;
      const sy =
        a.y <= b.y
          ? least(b.y - a.y - a.halfHeight - b.halfHeight, la.drop + down)
          : least(a.y - b.y - a.halfHeight - b.halfHeight, lb.drop + down);
      const pair = Math.min(sx, sy);
      // Two empty tables already overlapping on the floor plan stay as the owner drew them.
      if (pair === Number.POSITIVE_INFINITY && la.drop === 0 && lb.drop === 0) continue;
      result = Math.max(result, pair);
      if (result === Number.POSITIVE_INFINITY) return result;
    }
  }
  return result;
}

/** The plan's drawn extent at `scale`, in points relative to room (0, 0). */
function extent(items: PlanItem[], scale: number, lists: Lists | null) {
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const list = listBox(item, lists);
    const half = Math.max(item.halfWidth * scale, list.half);
    left = Math.min(left, item.x * scale - half);
    right = Math.max(right, item.x * scale + half);
    top = Math.min(top, (item.y - item.halfHeight) * scale);
    bottom = Math.max(bottom, (item.y + item.halfHeight) * scale + list.drop);
  }
  return { left, top, width: right - left, height: bottom - top };
}

const fits = (items: PlanItem[], scale: number, lists: Lists | null, box: Size) => {
  const e = extent(items, scale, lists);
  return e.width <= box.width + 1e-6 && e.height <= box.height + 1e-6;
};

/** How much the room's depth is stretched against its width, closest to the room's own proportions first:
 * rows of tables a little closer or further apart leave room for longer lists or wider ones. Past those,
 * the tables themselves may be drawn smaller than the room's scale, to leave their guests more room. */
const STRETCHES = [1, 0.9, 1.15, 0.75, 1.3, 0.6, 1.5];
const VARIANTS = [1, 0.6].flatMap((glyph) => STRETCHES.map((stretch) => ({ glyph, stretch })));

/**
 * Fits the plan into boxes: for each box, the largest name size (and stretch, and one or two columns per
 * list) at which the plan fits, then the room as large as the box allows around those lists, centred.
 * The least scale of each try is remembered across boxes.
 */
export function planFitter(items: PlanItem[], floor: number, max: number) {
  const sizes: number[] = [];
  for (let size = max; size > floor + 1e-6; size /= 1.04) sizes.push(size);
  sizes.push(floor);
  const most = Math.max(0, ...items.map((item) => item.names.length));
  const columnChoices = most > 6 ? [1, 2] : [1];
  const variants = VARIANTS.map(({ glyph, stretch }) => ({
    glyph,
    stretch,
    items: items.map((item) => ({
      ...item,
      y: item.y * stretch,
      halfWidth: item.halfWidth * glyph,
      halfHeight: item.halfHeight * glyph,
    })),
    memo: new Map<string, number>(),
  }));
  const scaleOf = (variant: (typeof variants)[number], lists: Lists) => {
    const key = `${lists.size}/${lists.columns}`; // the floor is the same for every try
    let scale = variant.memo.get(key);
    if (scale === undefined) {
      scale = minScale(variant.items, lists);
      variant.memo.set(key, scale);
    }
    return scale;
  };

  return (box: { x: number; y: number } & Size): PlanFit => {
    let best: { variant: (typeof variants)[number]; lists: Lists | null; scale: number } = {
      variant: variants[0]!,
      lists: null,
      scale: 0,
    };
    for (const variant of variants) {
      // Tables drawn smaller only when at their own size no list fits at all.
      if (best.lists && variant.glyph < 1) break;
      for (const columns of columnChoices) {
        const feasible = (index: number) => {
          const lists = { size: sizes[index]!, columns, floor };
          const scale = scaleOf(variant, lists);
          return Number.isFinite(scale) && fits(variant.items, scale, lists, box);
        };
        if (!feasible(sizes.length - 1)) continue;
        let low = 0;
        let high = sizes.length - 1;
        while (low < high) {
          const mid = (low + high) >> 1;
          if (feasible(mid)) high = mid;
          else low = mid + 1;
        }
        const lists = { size: sizes[high]!, columns, floor };
        if (!best.lists || lists.size > best.lists.size + 1e-6) {
          best = { variant, lists, scale: scaleOf(variant, lists) };
        }
      }
    }
    const { variant, lists } = best;
    if (items.length === 0) {
      const bounds = { x: box.x, y: box.y, width: 0, height: 0 };
      return {
        scale: 1,
        scaleY: 1,
        glyph: 1,
        nameSize: null,
        columns: 1,
        floor,
        originX: box.x,
        originY: box.y,
        bounds,
      };
    }
    let low = best.scale;
    let high = Math.max(low * 2, 1);
    for (let step = 0; step < 60 && fits(variant.items, high, lists, box); step += 1) high *= 2;
    for (let step = 0; step < 40; step += 1) {
      const mid = (low + high) / 2;
      if (fits(variant.items, mid, lists, box)) low = mid;
      else high = mid;
    }
    const e = extent(variant.items, low, lists);
    const originX = box.x + (box.width - e.width) / 2 - e.left;
    const originY = box.y + (box.height - e.height) / 2 - e.top;
    return {
      scale: low,
      scaleY: low * variant.stretch,
      glyph: variant.glyph,
      nameSize: lists?.size ?? null,
      columns: lists?.columns ?? 1,
      floor,
      originX,
      originY,
      bounds: { x: originX + e.left, y: originY + e.top, width: e.width, height: e.height },
    };
  };
}

/** Where each name of `item` goes: centred columns under the table, top to bottom. */
export function listLines(item: PlanItem, fit: PlanFit) {
  if (fit.nameSize === null || item.names.length === 0) return [];
  const size = fit.nameSize;
  const perColumn = Math.ceil(item.names.length / fit.columns);
  const columns = Math.ceil(item.names.length / perColumn);
  const width = columnWidth(item, { size, columns: fit.columns, floor: fit.floor });
  const total = columns * width + (columns - 1) * COLUMN_GAP * size;
  const cx = fit.originX + item.x * fit.scale;
  const top = fit.originY + item.y * fit.scaleY + item.halfHeight * fit.scale * fit.glyph + GAP_UNDER * size;
  return item.names.map((name, index) => {
    const column = Math.floor(index / perColumn);
    const row = index % perColumn;
    return {
      name,
      x: cx - total / 2 + column * (width + COLUMN_GAP * size) + width / 2,
      // The baseline sits about 0.8 em below the line's top.
      y: top + row * LINE_HEIGHT * size + 0.85 * size,
      width,
    };
  });
}
