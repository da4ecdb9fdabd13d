import {
  type ClientRect,
  type CollisionDetection,
  closestCenter,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  pointerWithin,
} from "@dnd-kit/core";

/** Where a guest can be dropped: a table card, one seat of a card, a tile of the placing view, a table on
 * the floor plan, or the unseated panel (which unseats). Ids are strings so dnd-kit can hold them. */
export type DropTarget =
  | { kind: "table"; tableId: string }
  | { kind: "seat"; tableId: string; seat: number }
  | { kind: "unseated" };

export const UNSEATED_TARGET = "unseated";
export const tableTargetId = (tableId: string) => `table:${tableId}`;
/** A table's tile while a guest is being placed: the cards stay mounted (hidden) meanwhile, so the tile
 * needs an id of its own. */
export const pickTargetId = (tableId: string) => `pick:${tableId}`;
/** The floor plan is one drop target, named after the table under the guest (`plan:<tableId>`), or `plan`
 * between tables: 1,000 droppable tables would all redraw each time the guest crossed into another. */
export const PLAN_TARGET = "plan";
export const planTargetId = (tableId: string) => `${PLAN_TARGET}:${tableId}`;

/** What the plan's drop target tells the board, in page coordinates: the table at a point, and the centres
 * of the tables it shows. */
export interface PlanTargetData {
  tableAt: (x: number, y: number) => string | null;
  tableCentres: () => { tableId: string; x: number; y: number }[];
}
export const seatTargetId = (tableId: string, seat: number) => `seat:${tableId}:${seat}`;

/** What a table card's drop target tells the board: the seat at a point (page coordinates), if any. A card
 * is one drop target, not one per seat: every drop target redraws at a drag's start and end, and dnd-kit
 * measures each one then. Like the floor plan's, the card's target takes the name of the seat under the
 * guest (`seat:<tableId>:<n>`), so the drop and the announcements read it as before. */
export interface CardTargetData {
  tableId: string;
  seatAt: (x: number, y: number) => number | null;
}
export const guestDragId = (guestId: string) => `guest:${guestId}`;

export function parseTarget(id: string | number): DropTarget | null {
  const [kind, tableId, seat] = String(id).split(":");
  if (kind === UNSEATED_TARGET) return { kind: "unseated" };
  if (!tableId) return null;
  if (kind === "table" || kind === "pick" || kind === "plan") return { kind: "table", tableId };
  if (kind === "seat" && seat) return { kind: "seat", tableId, seat: Number(seat) };
  return null;
}

const isPick = (id: string | number) => String(id).startsWith("pick:");

/** The targets on screen: while a guest is being placed, the tiles (and the unseated panel), not the
 * hidden cards behind them. */
function shown<T extends { id: string | number }>(containers: T[]): T[] {
  if (!containers.some((container) => isPick(container.id))) return containers;
  return containers.filter((container) => isPick(container.id) || container.id === UNSEATED_TARGET);
}
const planData = (container: DroppableContainer) =>
  (container.data.current?.plan as PlanTargetData | undefined) ?? null;
const cardData = (container: DroppableContainer | undefined) =>
  (container?.data.current?.card as CardTargetData | undefined) ?? null;

const within = (rect: ClientRect | null, x: number, y: number) =>
  rect !== null && x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;

/**
 * With a pointer: what is under it; a hit on a card carries the seat under the point (`seat`, a seat
 * target's id). With the keyboard (no pointer): the floor plan when the guest's centre is on it, else the
 * table or panel whose centre is nearest (the arrow keys jump from table to table, not from seat to seat).
 * A hit on the plan carries the table under the point; the plan's rect is read from the plan itself, as its
 * name (and so its measured rect's key) follows that table.
 */
export const boardCollisions: CollisionDetection = (args) => {
  const plan = args.droppableContainers.find((container) => planData(container));
  const others = shown(args.droppableContainers.filter((container) => container !== plan));
  const point = args.pointerCoordinates ?? {
    x: args.collisionRect.left + args.collisionRect.width / 2,
    y: args.collisionRect.top + args.collisionRect.height / 2,
  };
  const onPlan =
    plan && within(plan.rect.current, point.x, point.y)
      ? [{ id: plan.id, data: { tableId: planData(plan)?.tableAt(point.x, point.y) ?? null } }]
      : [];
  if (args.pointerCoordinates) {
    const hits = pointerWithin({ ...args, droppableContainers: others }).map((hit) => {
      const card = cardData(hit.data?.droppableContainer);
      const seat = card?.seatAt(point.x, point.y);
      return card && seat ? { ...hit, data: { ...hit.data, seat: seatTargetId(card.tableId, seat) } } : hit;
    });
    return [...onPlan, ...hits];
  }
  if (onPlan.length > 0) return onPlan;
  return closestCenter({ ...args, droppableContainers: others });
};

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/** The arrow keys carry the guest to the next table (or the unseated panel) in that direction: the nearest
 * centre ahead, favouring ones straight ahead over ones to the side. The floor plan offers its tables'
 * centres, not its own. */
export const jumpToTarget: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const direction = DIRECTIONS[event.code];
  const from = context.collisionRect;
  if (!direction || !from) return undefined;
  event.preventDefault();
  const cx = from.left + from.width / 2;
  const cy = from.top + from.height / 2;
  const centres: { id: string | number; x: number; y: number }[] = [];
  for (const container of shown(context.droppableContainers.getEnabled())) {
    const plan = planData(container);
    if (plan) {
      for (const { tableId, x, y } of plan.tableCentres()) centres.push({ id: planTargetId(tableId), x, y });
      continue;
    }
    const rect = context.droppableRects.get(container.id);
    if (rect) {
      centres.push({ id: container.id, x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    }
  }
  let best: { dx: number; dy: number; score: number } | null = null;
  for (const centre of centres) {
    if (centre.id === context.over?.id) continue;
    const dx = centre.x - cx;
    const dy = centre.y - cy;
    const ahead = dx * direction[0] + dy * direction[1];
    if (ahead <= 1) continue;
    const aside = Math.abs(dx * direction[1]) + Math.abs(dy * direction[0]);
    const score = ahead + 2 * aside;
    if (!best || score < best.score) best = { dx, dy, score };
  }
  if (!best) return undefined;
  return { x: currentCoordinates.x + best.dx, y: currentCoordinates.y + best.dy };
};
