import { useDroppable } from "@dnd-kit/core";
import { MaximizeIcon, MinusIcon, PlusIcon } from "lucide-react";
import { memo, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { SeatingBoard } from "@/shared/seating";
import type { FloorTable } from "@/shared/tables";
import { ElementGlyph } from "@/web/components/floor-plan/element-glyph";
import { FloorPlanCanvas, PLAN_ITEM_ATTRIBUTE } from "@/web/components/floor-plan/floor-plan-canvas";
import {
  elementBounds,
  type PlanElement,
  type PlanTable,
  svgTranslate,
  tableBounds,
  unionBounds,
} from "@/web/components/floor-plan/geometry";
import { DETAIL_ZOOM, TableGlyph } from "@/web/components/floor-plan/table-glyph";
import { useViewport, type Viewport } from "@/web/components/floor-plan/use-viewport";
import { Button } from "@/web/components/ui/button";
import { type TableArrival, useTableArrivals } from "@/web/lib/arrival-counts-query";
import { useCurrentEvent } from "@/web/lib/current-event";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { PLAN_TARGET, type PlanTargetData, planTargetId } from "../lib/drop-targets";
import { createIdStore, type IdStore, usePlacing, usePlacingSelect } from "../lib/placing";
import { usePlanHitTest } from "../lib/use-plan-hit-test";
import { PICK_TARGET_ATTRIBUTE } from "../lib/use-tap-to-place";

const toPlanTable = (table: FloorTable): PlanTable => ({
  ...table,
  x: table.position.x,
  y: table.position.y,
});

/** A table on the plan; while a guest is over it, it says so (`data-over`) and `PlanHoverLayer` lights it
 * up. While a guest is being placed it is a button (a press on it is then left to it, not to panning). */
const PlanTableItem = memo(function PlanTableItem({
  table,
  detail,
  hover,
  arrival,
}: {
  table: PlanTable;
  detail: boolean;
  hover: IdStore;
  /** On the day: who of those seated here has arrived (docs/decisions/029-check-in.md). */
  arrival?: TableArrival;
}) {
  const t = useT();
  const over = useSyncExternalStore(hover.subscribe, () => hover.get() === table.id);
  const { place } = usePlacing();
  const placing = usePlacingSelect((id) => id !== null);
  const full = table.seated >= table.capacity;
  const values = { table: table.name, taken: table.seated, capacity: table.capacity };
  const empty = Math.max(0, table.capacity - table.seated);
  const arrivals = useMemo(
    () =>
      arrival
        ? {
            seats: new Set(arrival.arrivedSeats),
            label: t("{arrived, number} of {expected, number} here · {empty, number} empty", {
              arrived: arrival.arrived,
              expected: arrival.expected,
              empty,
            }),
          }
        : undefined,
    [arrival, empty, t],
  );
  const label = arrival
    ? t(
        "{table}: {arrived, number} of {expected, number} arrived, {empty, plural, one {# seat} other {# seats}} empty",
        {
          table: table.name,
          arrived: arrival.arrived,
          expected: arrival.expected,
          empty,
        },
      )
    : t("{table}, {taken} of {capacity} seats taken", values);
  const choose = (byKeyboard: boolean) => place({ kind: "table", tableId: table.id }, byKeyboard);
  const tap = placing
    ? {
        [PLAN_ITEM_ATTRIBUTE]: "",
        [PICK_TARGET_ATTRIBUTE]: "",
        role: "button",
        tabIndex: 0,
        "aria-label": full
          ? t("{table}, {taken} of {capacity} seats taken, full", values)
          : t("{table}, {taken} of {capacity} seats taken", values),
        "aria-disabled": full || undefined,
        className: "cursor-pointer outline-none focus-visible:[&>rect]:stroke-ring",
        onClick: () => choose(false),
        onKeyDown: (event: React.KeyboardEvent) => {
          if (event.key !== "Enter" && event.key !== " ") return;
          event.preventDefault();
          choose(true);
        },
      }
    : {};
  return (
    <g
      transform={svgTranslate(table.x, table.y)}
      data-plan-table={table.number ?? undefined}
      data-over={over || undefined}
      {...tap}
    >
      <title>{label}</title>
      <TableGlyph table={table} selected={placing && !full} detail={detail} arrivals={arrivals} />
    </g>
  );
});

/**
 * The table under a dragged guest, lit up in a layer of its own over the plan: drawn again selected, on top.
 * Changing a table inside the plan's SVG (some 10,000 elements at 1,000 tables) records and paints the whole
 * SVG again, some 40 ms a frame; this small SVG, its own compositing layer, is painted alone.
 */
function PlanHoverLayer({
  hover,
  tables,
  viewport,
  detail,
}: {
  hover: IdStore;
  tables: PlanTable[];
  viewport: Viewport;
  detail: boolean;
}) {
  const tableId = useSyncExternalStore(hover.subscribe, hover.get);
  const table = tableId ? tables.find((candidate) => candidate.id === tableId) : undefined;
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 size-full overflow-visible [will-change:transform]"
    >
      {table ? (
        <g transform={svgTranslate(viewport.x, viewport.y, viewport.k)}>
          <g transform={svgTranslate(table.x, table.y)}>
            <TableGlyph table={table} selected detail={detail} />
          </g>
        </g>
      ) : null}
    </svg>
  );
}

/** The plan's one drop target, over the whole canvas; it takes the name of the table under the guest. */
function PlanDropTarget({ hover, data }: { hover: IdStore; data: { plan: PlanTargetData } }) {
  const tableId = useSyncExternalStore(hover.subscribe, hover.get);
  const { setNodeRef } = useDroppable({ id: tableId ? planTargetId(tableId) : PLAN_TARGET, data });
  return <div ref={setNodeRef} aria-hidden="true" className="pointer-events-none absolute inset-0" />;
}

/** The room as drawn in Configure Tables, read-only: drop a guest on a table to seat them there. */
export const BoardFloorPlan = memo(function BoardFloorPlan({
  board,
  placing,
}: {
  board: SeatingBoard;
  placing: boolean;
}) {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const viewport = useViewport(containerRef);
  // A table whose counts did not change keeps its drawing object, so it is not drawn again after a move.
  const cache = useRef(new Map<FloorTable, PlanTable>());
  const tables = useMemo(() => {
    const next = new Map<FloorTable, PlanTable>();
    const list = board.tables.map((table) => {
      const drawn = cache.current.get(table) ?? toPlanTable(table);
      next.set(table, drawn);
      return drawn;
    });
    cache.current = next;
    return list;
  }, [board.tables]);
  const elements = useMemo<PlanElement[]>(
    () => board.venueElements.map((e) => ({ ...e, x: e.position.x, y: e.position.y })),
    [board.venueElements],
  );
  const bounds = useMemo(
    () => unionBounds([...tables.map(tableBounds), ...elements.map(elementBounds)]),
    [tables, elements],
  );
  const { fit: fitView } = viewport;
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;
  // Fitted again when placing starts or ends: on a phone the plan then moves into (or out of) a shorter sheet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: placing changes the plan's height
  useLayoutEffect(() => fitView(boundsRef.current, 1), [fitView, placing]);
  const detail = viewport.viewport.k >= DETAIL_ZOOM;
  const [hover] = useState(createIdStore);
  const target = usePlanHitTest(tables, viewport, containerRef, hover);

  return (
    <FloorPlanCanvas
      api={viewport}
      containerRef={containerRef}
      label={
        placing
          ? t("Floor plan: tap a table to seat the guest")
          : t("Floor plan: drop a guest on a table to seat them")
      }
      mode="pan"
      // A compositing layer of its own: what changes elsewhere in the page during a drag (the announcements,
      // the panel lit up) is painted without recording the plan's SVG again.
      className={cn(
        "h-[75dvh] min-h-0 shrink rounded-2xl border [will-change:transform] lg:h-full",
        placing && "max-lg:h-[45dvh]",
      )}
      overlay={
        <>
          <PlanHoverLayer hover={hover} tables={tables} viewport={viewport.viewport} detail={detail} />
          <PlanDropTarget hover={hover} data={target} />
          <div className="absolute end-2 bottom-2 flex gap-0.5 rounded-xl border bg-card/95 p-1 shadow-soft">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t("Zoom out")}
              onClick={() => viewport.zoomBy(0.8)}
            >
              <MinusIcon aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t("Zoom in")}
              onClick={() => viewport.zoomBy(1.25)}
            >
              <PlusIcon aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t("Fit to screen")}
              onClick={() => fitView(bounds, 2)}
            >
              <MaximizeIcon aria-hidden="true" />
            </Button>
          </div>
        </>
      }
    >
      <PlanItems tables={tables} elements={elements} detail={detail} hover={hover} />
    </FloorPlanCanvas>
  );
});

const PlanItems = memo(function PlanItems({
  tables,
  elements,
  detail,
  hover,
}: {
  tables: PlanTable[];
  elements: PlanElement[];
  detail: boolean;
  hover: IdStore;
}) {
  const arrivals = useTableArrivals(useCurrentEvent().data?.event.id);
  return (
    <>
      {elements.map((element) => (
        <g key={element.id} transform={svgTranslate(element.x, element.y)}>
          <ElementGlyph element={element} selected={false} />
        </g>
      ))}
      {tables.map((table) => (
        <PlanTableItem
          key={table.id}
          table={table}
          detail={detail}
          hover={hover}
          arrival={arrivals?.get(table.id)}
        />
      ))}
    </>
  );
});
