import type { TableShape } from "@/shared/constants";
import type { PublicPlanElement, PublicPlanTable } from "@/shared/public-event";
import { seatLayout, seatShape } from "@/shared/seat-layout";
import { CANVAS_SIZE_PX, tableSize } from "@/shared/tables";

/** A table as the floor plan draws it: the public page's table, plus an id; `number` is null until the
 * table is saved. */
export interface PlanTable extends Omit<PublicPlanTable, "number"> {
  id: string;
  number: number | null;
}

export interface PlanElement extends PublicPlanElement {
  id: string;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const SEAT_RADIUS = 5;
/** Distance from the table's edge to a seat's centre. */
const SEAT_GAP = 9;

export interface Seat {
  number: number;
  x: number;
  y: number;
}

/**
 * Seat centres around a table, relative to its centre before rotation: the seat model's layout
 * (src/shared/seat-layout.ts: its numbering, who sits beside and facing whom) drawn round the table's size.
 * Round and oval tables spread the seats on a ring (an ellipse for an oval), a rectangular one along its long
 * sides (all along the top for a head table, facing the room).
 */
export function seatPositions(shape: TableShape, capacity: number, isHead: boolean): Seat[] {
  const { width, height } = tableSize(shape, capacity);
  const model = seatShape({ shape, isHead });
  const { seats, table } = seatLayout(model, capacity);
  if (table.kind === "circle") {
    // The model's ring has this radius; the drawn one, the table's half-size plus the gap.
    const radius = Math.hypot(seats[0]?.x ?? 0, seats[0]?.y ?? 1);
    const rx = (width / 2 + SEAT_GAP) / radius;
    const ry = (height / 2 + SEAT_GAP) / radius;
    return seats.map((seat, i) => ({ number: i + 1, x: seat.x * rx, y: seat.y * ry }));
  }
  // Seats along a side are 1 apart in the model; drawn, each has an equal share of the table's width.
  const perSide = model === "row" ? capacity : Math.ceil(capacity / 2);
  const along = width / perSide;
  const side = height / 2 + SEAT_GAP;
  return seats.map((seat, i) => ({ number: i + 1, x: seat.x * along, y: Math.sign(seat.y) * side }));
}

/** Seats drawn as taken: the numbered ones, then one free seat for each seated guest without a number. */
export function takenSeats(table: Pick<PlanTable, "capacity" | "seated" | "occupiedSeats">): Set<number> {
  const taken = new Set(table.occupiedSeats);
  let unnumbered = table.seated - taken.size;
  for (let seat = 1; seat <= table.capacity && unnumbered > 0; seat += 1) {
    if (!taken.has(seat)) {
      taken.add(seat);
      unnumbered -= 1;
    }
  }
  return taken;
}

/** Half-extents of a w × h box turned by `rotation` degrees, as an axis-aligned box. */
function rotatedHalfExtents(w: number, h: number, rotation: number) {
  const r = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(r));
  const sin = Math.abs(Math.sin(r));
  return { hx: (w * cos + h * sin) / 2, hy: (w * sin + h * cos) / 2 };
}

/** The box a table covers, seats included. */
export function tableBounds(table: Pick<PlanTable, "shape" | "capacity" | "rotation" | "x" | "y">): Bounds {
  const { width, height } = tableSize(table.shape, table.capacity);
  const reach = 2 * (SEAT_GAP + SEAT_RADIUS);
  const { hx, hy } = rotatedHalfExtents(width + reach, height + reach, table.rotation);
  return { minX: table.x - hx, minY: table.y - hy, maxX: table.x + hx, maxY: table.y + hy };
}

export function elementBounds(element: PlanElement): Bounds {
  const { hx, hy } = rotatedHalfExtents(element.width, element.height, element.rotation);
  return { minX: element.x - hx, minY: element.y - hy, maxX: element.x + hx, maxY: element.y + hy };
}

export function unionBounds(boxes: Iterable<Bounds>): Bounds | null {
  let union: Bounds | null = null;
  for (const box of boxes) {
    union = union
      ? {
          minX: Math.min(union.minX, box.minX),
          minY: Math.min(union.minY, box.minY),
          maxX: Math.max(union.maxX, box.maxX),
          maxY: Math.max(union.maxY, box.maxY),
        }
      : { ...box };
  }
  return union;
}

export function intersects(a: Bounds, b: Bounds): boolean {
  return a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;
}

export const clampToCanvas = (value: number) => Math.min(CANVAS_SIZE_PX, Math.max(0, value));

export const snapTo = (value: number, grid: number) => Math.round(value / grid) * grid;

/** An SVG transform that moves a drawing to (x, y), optionally scaled. */
export function svgTranslate(x: number, y: number, scale?: number): string {
  return scale === undefined ? `translate(${x} ${y})` : `translate(${x} ${y}) scale(${scale})`;
}
