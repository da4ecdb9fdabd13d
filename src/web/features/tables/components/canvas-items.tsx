import { useDraggable } from "@dnd-kit/core";
import { type KeyboardEvent, memo, type PointerEvent, useMemo } from "react";
import { ElementGlyph } from "@/web/components/floor-plan/element-glyph";
import { PLAN_ITEM_ATTRIBUTE } from "@/web/components/floor-plan/floor-plan-canvas";
import { type PlanElement, svgTranslate } from "@/web/components/floor-plan/geometry";
import { TableGlyph } from "@/web/components/floor-plan/table-glyph";
import { DragBadgeSvg } from "@/web/components/live/drag-badge";
import { useT } from "@/web/lib/i18n";
import { type DragStore, useDragOffset } from "../lib/drag-store";
import { elementDescription, tableDescription } from "../lib/item-labels";
import { type DraftTable, type Layout, type Occupancy, occupancyOf } from "../lib/layout";

/** The least reach, in plan pixels from its centre, at which a table can be picked up. A 2-seat table with
 * its seats is 44 px across; this makes it 56. */
export const MIN_HIT_RADIUS = 28;

interface ItemHandlers {
  /** A press on an item: selects it (Shift adds or removes it) before a drag may start. */
  onPress(id: string, additive: boolean): void;
}

function useItem(id: string, roleDescription: string, store: DragStore, onPress: ItemHandlers["onPress"]) {
  const { attributes, listeners, setNodeRef } = useDraggable({ id, attributes: { roleDescription } });
  const offset = useDragOffset(store, id);
  return {
    offset,
    props: {
      ...attributes,
      [PLAN_ITEM_ATTRIBUTE]: id,
      // dnd-kit types its node as an HTMLElement; it only measures it, which an SVG element supports.
      ref: (node: SVGGElement | null) => setNodeRef(node as unknown as HTMLElement | null),
      onKeyDown: (event: KeyboardEvent<SVGGElement>) => listeners?.onKeyDown?.(event),
      onPointerDown: (event: PointerEvent<SVGGElement>) => {
        if (event.button !== 0) return;
        onPress(id, event.shiftKey || event.metaKey || event.ctrlKey);
        listeners?.onPointerDown?.(event);
      },
      className:
        "cursor-move outline-none [&:focus-visible>*:first-child]:stroke-ring focus-visible:[filter:drop-shadow(0_0_3px_var(--ring))]",
    },
  };
}

const CanvasTable = memo(function CanvasTable({
  table: draft,
  occupancy,
  selected,
  detail,
  store,
  onPress,
}: {
  table: DraftTable;
  occupancy: Occupancy;
  selected: boolean;
  detail: boolean;
  store: DragStore;
  onPress: ItemHandlers["onPress"];
}) {
  const table = useMemo(() => ({ ...draft, ...occupancy }), [draft, occupancy]);
  const t = useT();
  const { offset, props } = useItem(table.id, t("table"), store, onPress);
  const label = useMemo(
    () =>
      selected
        ? t("{item}, selected", { item: tableDescription(table, table.seated) })
        : tableDescription(table, table.seated),
    [table, selected, t],
  );
  const x = table.x + (offset?.dx ?? 0);
  const y = table.y + (offset?.dy ?? 0);
  return (
    <g {...props} transform={svgTranslate(x, y)} aria-label={label}>
      <TableFace table={table} selected={selected} detail={detail} />
    </g>
  );
});

/** What a table shows, memoised apart from its drag hook: dnd-kit's context redraws every draggable when one
 * is added, removed or picked up, and this part is the same (docs/decisions/021-interaction-speed.md). */
const TableFace = memo(function TableFace({
  table,
  selected,
  detail,
}: {
  table: DraftTable & Occupancy;
  selected: boolean;
  detail: boolean;
}) {
  return (
    <>
      <TableGlyph table={table} selected={selected} detail={detail} />
      {/* A small table is smaller than a fingertip: this keeps it easy to pick up and apart from its
          rotation handle. Last, so it lies over the glyph; transparent, so it shows nothing. */}
      <circle r={MIN_HIT_RADIUS} className="fill-transparent" />
      <DragBadgeSvg kind="table" id={table.id} />
    </>
  );
});

const CanvasElement = memo(function CanvasElement({
  element,
  selected,
  store,
  onPress,
}: {
  element: PlanElement;
  selected: boolean;
  store: DragStore;
  onPress: ItemHandlers["onPress"];
}) {
  const t = useT();
  const { offset, props } = useItem(element.id, t("venue element"), store, onPress);
  const x = element.x + (offset?.dx ?? 0);
  const y = element.y + (offset?.dy ?? 0);
  return (
    <g
      {...props}
      transform={svgTranslate(x, y)}
      aria-label={
        selected ? t("{item}, selected", { item: elementDescription(element) }) : elementDescription(element)
      }
    >
      <ElementGlyph element={element} selected={selected} />
    </g>
  );
});

/** Every item of the plan, elements under tables. Memoised apart from the canvas, so panning and zooming
 * (which re-render the canvas) do not visit the items, except when the zoom crosses DETAIL_ZOOM. */
export const CanvasItems = memo(function CanvasItems({
  layout,
  occupancy,
  selection,
  detail,
  store,
  onPress,
}: {
  layout: Layout;
  occupancy: ReadonlyMap<string, Occupancy>;
  selection: ReadonlySet<string>;
  /** Seats and names drawn (false when zoomed far out). */
  detail: boolean;
  store: DragStore;
  onPress: ItemHandlers["onPress"];
}) {
  return (
    <>
      {layout.elements.map((element) => (
        <CanvasElement
          key={element.id}
          element={element}
          selected={selection.has(element.id)}
          store={store}
          onPress={onPress}
        />
      ))}
      {layout.tables.map((table) => (
        <CanvasTable
          key={table.id}
          table={table}
          occupancy={occupancyOf(occupancy, table.id)}
          selected={selection.has(table.id)}
          detail={detail}
          store={store}
          onPress={onPress}
        />
      ))}
    </>
  );
});
