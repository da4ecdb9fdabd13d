import { memo, useMemo } from "react";
import { tableSize } from "@/shared/tables";
import { cn } from "@/web/lib/utils";
import { type PlanTable, SEAT_RADIUS, seatPositions, tableBounds, takenSeats } from "./geometry";

/** Below this zoom a seat is under a pixel and a name unreadable: tables are drawn without them. */
export const DETAIL_ZOOM = 0.35;

/**
 * One table drawn at the origin (its wrapper places it): the top, the seats around it (taken ones filled)
 * and, kept upright whatever the rotation, its number inside and its name below. Memoised: while another
 * table is dragged, this one is not drawn again. Without `detail` (zoomed far out) only the top is drawn.
 */
export const TableGlyph = memo(function TableGlyph({
  table,
  selected = false,
  detail = true,
  arrivals,
}: {
  table: PlanTable;
  selected?: boolean;
  detail?: boolean;
  /** On the day (docs/decisions/029-check-in.md): the seats of guests who have arrived, drawn green, and a
   * line under the name saying who is here, who is expected and how many seats are empty. */
  arrivals?: { seats: ReadonlySet<number>; label: string };
}) {
  const { shape, capacity, isHead, rotation } = table;
  const { width, height } = tableSize(shape, capacity);
  const seats = useMemo(() => seatPositions(shape, capacity, isHead), [shape, capacity, isHead]);
  const taken = takenSeats(table);
  const bounds = tableBounds({ ...table, x: 0, y: 0 });
  const full = table.seated >= capacity;
  // On the day: here (green), expected (pale), empty; otherwise taken (red once the table is full) or free.
  const seatColour = (seat: number) =>
    arrivals?.seats.has(seat)
      ? "fill-green-500 stroke-green-700"
      : taken.has(seat)
        ? arrivals
          ? "fill-lavender-200 stroke-lavender-500"
          : full
            ? "fill-rose-500 stroke-rose-600"
            : "fill-lavender-500 stroke-lavender-600"
        : "fill-card stroke-lavender-300";

  const top = cn(
    "stroke-[1.5]",
    isHead ? "fill-champagne-100 stroke-champagne-500" : "fill-card stroke-lavender-400",
    selected && "stroke-primary stroke-[2.5]",
  );
  return (
    <>
      {selected ? (
        <rect
          x={bounds.minX - 4}
          y={bounds.minY - 4}
          width={bounds.maxX - bounds.minX + 8}
          height={bounds.maxY - bounds.minY + 8}
          rx={8}
          className="fill-primary/5 stroke-primary"
          strokeDasharray="4 3"
        />
      ) : null}
      <g transform={rotation ? `rotate(${rotation})` : undefined}>
        {(detail ? seats : []).map((seat) => (
          <circle
            key={seat.number}
            cx={seat.x}
            cy={seat.y}
            r={SEAT_RADIUS}
            className={cn("stroke-[1.25]", seatColour(seat.number))}
          />
        ))}
        {shape === "rectangular" ? (
          <rect x={-width / 2} y={-height / 2} width={width} height={height} rx={6} className={top} />
        ) : (
          <ellipse rx={width / 2} ry={height / 2} className={top} />
        )}
      </g>
      {detail && table.number !== null ? (
        <text
          textAnchor="middle"
          dominantBaseline="central"
          className="pointer-events-none fill-lavender-900 text-[12px] font-semibold"
        >
          {table.number}
        </text>
      ) : null}
      {detail ? (
        <text
          y={bounds.maxY + 13}
          textAnchor="middle"
          className="pointer-events-none fill-foreground text-[12px] font-medium"
        >
          {isHead ? `★ ${table.name}` : table.name}
        </text>
      ) : null}
      {detail && arrivals ? (
        <text
          y={bounds.maxY + 27}
          textAnchor="middle"
          data-testid="plan-table-arrivals"
          className="pointer-events-none fill-green-800 text-[11px] font-semibold"
        >
          {arrivals.label}
        </text>
      ) : null}
    </>
  );
});
