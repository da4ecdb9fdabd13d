import {
  type Announcements,
  DndContext,
  type DragMoveEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { type RefObject, useCallback, useMemo, useRef } from "react";
import { type CanvasMode, FloorPlanCanvas } from "@/web/components/floor-plan/floor-plan-canvas";
import {
  type Bounds,
  elementBounds,
  intersects,
  snapTo,
  tableBounds,
} from "@/web/components/floor-plan/geometry";
import { DETAIL_ZOOM } from "@/web/components/floor-plan/table-glyph";
import type { ViewportApi } from "@/web/components/floor-plan/use-viewport";
import { LiveDragReporter } from "@/web/components/live/drag-badge";
import { msg, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import type { DragStore } from "../lib/drag-store";
import { itemName, positionText } from "../lib/item-labels";
import { moveItems, type Occupancy, updateElement, updateTable } from "../lib/layout";
import { GRID_PX } from "../lib/use-editor-commands";
import type { LayoutEditor } from "../lib/use-layout-editor";
import { CanvasItems } from "./canvas-items";
import { RotationHandle } from "./rotation-handle";
import { ZoomControls } from "./zoom-controls";

const INSTRUCTIONS = msg(
  "To move a table or venue element, press Space or Enter to pick it up, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel. Arrow keys alone nudge the selection; Shift moves further. R rotates, Delete removes, Ctrl+D duplicates, Ctrl+Z undoes.",
);

interface EditorCanvasProps {
  editor: LayoutEditor;
  /** Who sits at each saved table now (the draft holds none of it). */
  occupancy: ReadonlyMap<string, Occupancy>;
  viewport: ViewportApi;
  containerRef: RefObject<HTMLDivElement | null>;
  store: DragStore;
  snap: RefObject<boolean>;
  mode: CanvasMode;
  /** Set while an item is being dragged, so the editor's own keys leave the drag's keys alone. */
  dragging: RefObject<boolean>;
  showItems: boolean;
  /** Nothing moves, turns or is removed: the plan is only looked at (a role without tables.write). */
  readOnly: boolean;
  className?: string;
}

/** The drag-and-drop floor plan: dnd-kit moves items with a pointer (mouse, pen, touch) or the keyboard;
 * the moving items read their offset from `store`, and the layout changes once, on drop (one undo step). */
export function EditorCanvas({
  editor,
  occupancy,
  viewport,
  containerRef,
  store,
  snap,
  mode,
  dragging,
  showItems,
  readOnly,
  className,
}: EditorCanvasProps) {
  const t = useT();
  const { layout, selection, latest, setSelection, edit } = editor;
  const origin = useRef<{ x: number; y: number } | null>(null);

  const coordinateGetter: KeyboardCoordinateGetter = useCallback(
    (event, { currentCoordinates }) => {
      const step = (snap.current ? GRID_PX : 5) * (event.shiftKey ? 5 : 1) * viewport.current.current.k;
      const moves: Record<string, [number, number]> = {
        ArrowRight: [step, 0],
        ArrowLeft: [-step, 0],
        ArrowDown: [0, step],
        ArrowUp: [0, -step],
      };
      const move = moves[event.code];
      if (!move) return undefined;
      event.preventDefault();
      return { x: currentCoordinates.x + move[0], y: currentCoordinates.y + move[1] };
    },
    [snap, viewport.current],
  );
  const pointer = useSensor(PointerSensor, { activationConstraint: { distance: 4 } });
  const keyboard = useSensor(KeyboardSensor, { coordinateGetter });
  const sensors = useSensors(...(readOnly ? [] : [pointer, keyboard]));

  const findItem = useCallback(
    (id: string) => {
      const { tables, elements } = latest.current.layout;
      return tables.find((t) => t.id === id) ?? elements.find((e) => e.id === id);
    },
    [latest],
  );

  /** The drag's offset in world units, snapped so the dragged item lands on the grid. */
  const worldDelta = useCallback(
    (event: DragMoveEvent) => {
      const { k } = viewport.current.current;
      const start = origin.current;
      let dx = event.delta.x / k;
      let dy = event.delta.y / k;
      if (snap.current && start) {
        dx = snapTo(start.x + dx, GRID_PX) - start.x;
        dy = snapTo(start.y + dy, GRID_PX) - start.y;
      }
      return { dx, dy };
    },
    [snap, viewport.current],
  );

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => {
      const id = String(active.id);
      const item = findItem(id);
      origin.current = item ? { x: item.x, y: item.y } : null;
      const current = latest.current.selection;
      const ids = current.has(id) ? current : new Set([id]);
      if (ids !== current) setSelection(ids);
      dragging.current = true;
      store.set({ ids, offset: { dx: 0, dy: 0 } });
    },
    [findItem, latest, setSelection, store, dragging],
  );
  const onDragMove = useCallback(
    (event: DragMoveEvent) => {
      const state = store.get();
      if (state) store.set({ ids: state.ids, offset: worldDelta(event) });
    },
    [store, worldDelta],
  );
  const onDragEnd = useCallback(
    (event: DragMoveEvent) => {
      const state = store.get();
      const { dx, dy } = worldDelta(event);
      dragging.current = false;
      if (state) edit((current) => moveItems(current, state.ids, dx, dy));
      store.set(null);
    },
    [store, worldDelta, edit, dragging],
  );
  const onDragCancel = useCallback(() => {
    dragging.current = false;
    store.set(null);
  }, [store, dragging]);

  const announcements: Announcements = useMemo(() => {
    const name = (id: string | number) => {
      const item = findItem(String(id));
      return item ? itemName(item) : t("Item");
    };
    const at = (id: string | number) => {
      const item = findItem(String(id));
      const offset = store.get()?.offset ?? { dx: 0, dy: 0 };
      return item ? positionText({ x: item.x + offset.dx, y: item.y + offset.dy }) : "";
    };
    return {
      onDragStart: ({ active }) => t("Picked up {item}.", { item: name(active.id) }),
      onDragMove: ({ active }) =>
        t("{item} is at {position}.", { item: name(active.id), position: at(active.id) }),
      onDragOver: () => undefined,
      onDragEnd: ({ active }) => t("{item} dropped.", { item: name(active.id) }),
      onDragCancel: ({ active }) => t("Moving {item} was cancelled.", { item: name(active.id) }),
    };
  }, [findItem, store, t]);

  const onPress = useCallback(
    (id: string, additive: boolean) => {
      const current = latest.current.selection;
      if (additive) {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        setSelection(next);
      } else if (!current.has(id)) {
        setSelection(new Set([id]));
      }
    },
    [latest, setSelection],
  );

  const onMarquee = useCallback(
    (box: Bounds, additive: boolean) => {
      const { tables, elements } = latest.current.layout;
      const hit = [
        ...tables.filter((t) => intersects(box, tableBounds(t))),
        ...elements.filter((e) => intersects(box, elementBounds(e))),
      ].map((item) => item.id);
      setSelection(new Set(additive ? [...latest.current.selection, ...hit] : hit));
    },
    [latest, setSelection],
  );
  const onFloorClick = useCallback(() => setSelection(new Set()), [setSelection]);
  const onRotate = useCallback(
    (id: string, rotation: number, key: string) =>
      edit(
        (current) =>
          current.tables.some((t) => t.id === id)
            ? updateTable(current, id, { rotation })
            : updateElement(current, id, { rotation }),
        key,
      ),
    [edit],
  );
  const onlyId = selection.size === 1 ? [...selection][0] : undefined;
  const only = onlyId
    ? (layout.tables.find((t) => t.id === onlyId) ?? layout.elements.find((e) => e.id === onlyId))
    : undefined;

  return (
    <DndContext
      sensors={sensors}
      autoScroll={false}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t(INSTRUCTIONS) } }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <LiveDragReporter kind="table" />
      <FloorPlanCanvas
        api={viewport}
        containerRef={containerRef}
        label={t("Floor plan")}
        mode={mode}
        onMarquee={onMarquee}
        onFloorClick={onFloorClick}
        overlay={<ZoomControls viewport={viewport} layout={layout} />}
        className={cn("min-h-0", className)}
      >
        {showItems ? (
          <CanvasItems
            layout={layout}
            occupancy={occupancy}
            selection={selection}
            detail={viewport.viewport.k >= DETAIL_ZOOM}
            store={store}
            onPress={onPress}
          />
        ) : null}
        {showItems && only && !readOnly ? (
          <RotationHandle item={only} store={store} toWorld={viewport.toWorld} onRotate={onRotate} />
        ) : null}
      </FloorPlanCanvas>
    </DndContext>
  );
}
