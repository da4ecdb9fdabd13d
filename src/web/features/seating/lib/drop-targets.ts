import {
  type CollisionDetection,
  closestCenter,
  type KeyboardCoordinateGetter,
  pointerWithin,
} from "@dnd-kit/core";

/** Where a guest can be dropped: a table card, one seat of a card, a table on the floor plan, or the
 * unseated panel (which unseats). Ids are strings so dnd-kit can hold them. */
export type DropTarget =
  | { kind: "table"; tableId: string }
  | { kind: "seat"; tableId: string; seat: number }
  | { kind: "unseated" };

export const UNSEATED_TARGET = "unseated";
export const tableTargetId = (tableId: string) => `table:${tableId}`;
export const planTargetId = (tableId: string) => `plan:${tableId}`;
export const seatTargetId = (tableId: string, seat: number) => `seat:${tableId}:${seat}`;
export const guestDragId = (guestId: string) => `guest:${guestId}`;

export function parseTarget(id: string | number): DropTarget | null {
  const [kind, tableId, seat] = String(id).split(":");
  if (kind === UNSEATED_TARGET) return { kind: "unseated" };
  if (!tableId) return null;
  if (kind === "table" || kind === "plan") return { kind: "table", tableId };
  if (kind === "seat" && seat) return { kind: "seat", tableId, seat: Number(seat) };
  return null;
}

const isSeat = (id: string | number) => String(id).startsWith("seat:");

/**
 * With a pointer: what is under it, a seat before the card around it. With the keyboard (no pointer):
 * the table or panel whose centre is nearest, seats left out (the arrow keys jump from table to table).
 */
export const boardCollisions: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const hits = pointerWithin(args);
    return [...hits.filter((hit) => isSeat(hit.id)), ...hits.filter((hit) => !isSeat(hit.id))];
  }
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((container) => !isSeat(container.id)),
  });
};

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/** The arrow keys carry the guest to the next table (or the unseated panel) in that direction: the nearest
 * centre ahead, favouring ones straight ahead over ones to the side. */
export const jumpToTarget: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const direction = DIRECTIONS[event.code];
  const from = context.collisionRect;
  if (!direction || !from) return undefined;
  event.preventDefault();
  const cx = from.left + from.width / 2;
  const cy = from.top + from.height / 2;
  let best: { dx: number; dy: number; score: number } | null = null;
  for (const container of context.droppableContainers.getEnabled()) {
    if (isSeat(container.id) || container.id === context.over?.id) continue;
    const rect = context.droppableRects.get(container.id);
    if (!rect) continue;
    const dx = rect.left + rect.width / 2 - cx;
    const dy = rect.top + rect.height / 2 - cy;
    const ahead = dx * direction[0] + dy * direction[1];
    if (ahead <= 1) continue;
    const aside = Math.abs(dx * direction[1]) + Math.abs(dy * direction[0]);
    const score = ahead + 2 * aside;
    if (!best || score < best.score) best = { dx, dy, score };
  }
  if (!best) return undefined;
  return { x: currentCoordinates.x + best.dx, y: currentCoordinates.y + best.dy };
};
