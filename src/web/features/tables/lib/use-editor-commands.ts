import { type RefObject, useMemo } from "react";
import { t } from "@/shared/i18n/messages";
import type { VenueElementKind } from "@/shared/tables";
import { snapTo } from "@/web/components/floor-plan/geometry";
import { ELEMENT_LABELS, itemName, positionText } from "./item-labels";
import {
  duplicateItems,
  type Layout,
  moveItems,
  newElement,
  newTable,
  removeItems,
  rotateItems,
} from "./layout";
import type { LayoutEditor } from "./use-layout-editor";

export const GRID_PX = 20;
export const ROTATE_STEP = 15;

interface CommandOptions {
  snap: RefObject<boolean>;
  announce(message: string): void;
  /** The world point at the centre of the canvas, where new venue elements appear. */
  viewCenter(): { x: number; y: number };
  /** Brings a world point into view if it is outside it. */
  reveal(point: { x: number; y: number }): void;
}

/** The editor's actions, shared by the toolbar and the keyboard. They act on the selection, or on `ids`
 * when given (the focused item when it is not selected). Stable: they read the latest state from refs. */
export function useEditorCommands(editor: LayoutEditor, options: CommandOptions) {
  const { edit, latest, setSelection } = editor;
  const { snap, announce, viewCenter, reveal } = options;

  return useMemo(() => {
    const targets = (ids?: ReadonlySet<string>) => ids ?? latest.current.selection;
    const nameOf = (layout: Layout, ids: ReadonlySet<string>) => {
      const items = [...layout.tables, ...layout.elements].filter((item) => ids.has(item.id));
      return items.length === 1
        ? itemName(items[0]!)
        : t("{count, plural, one {# item} other {# items}}", { count: items.length });
    };

    return {
      /** Arrow keys: one grid step (or 5 px without the grid); `large` (Shift) is five times that. */
      nudge(directionX: number, directionY: number, large: boolean, ids?: ReadonlySet<string>) {
        const chosen = targets(ids);
        if (chosen.size === 0) return;
        const step = (snap.current ? GRID_PX : 5) * (large ? 5 : 1);
        const layout = latest.current.layout;
        const first = [...layout.tables, ...layout.elements].find((item) => chosen.has(item.id));
        if (!first) return;
        // With the grid on, the first item lands on it and the others keep their distance to it.
        const toX = snap.current ? snapTo(first.x + directionX * step, GRID_PX) : first.x + directionX * step;
        const toY = snap.current ? snapTo(first.y + directionY * step, GRID_PX) : first.y + directionY * step;
        edit((current) => moveItems(current, chosen, toX - first.x, toY - first.y));
        announce(
          t("{item} moved to {position}.", {
            item: nameOf(layout, chosen),
            position: positionText({ x: toX, y: toY }),
          }),
        );
      },
      rotate(degrees: number, ids?: ReadonlySet<string>) {
        const chosen = targets(ids);
        if (chosen.size === 0) return;
        edit((layout) => rotateItems(layout, chosen, degrees));
        const item = nameOf(latest.current.layout, chosen);
        announce(
          degrees > 0
            ? t("{item} rotated clockwise.", { item })
            : t("{item} rotated anticlockwise.", { item }),
        );
      },
      remove(ids?: ReadonlySet<string>) {
        const chosen = targets(ids);
        if (chosen.size === 0) return;
        const name = nameOf(latest.current.layout, chosen);
        edit((layout) => removeItems(layout, chosen));
        setSelection(new Set());
        announce(t("{item} removed. Undo with Ctrl+Z.", { item: name }));
      },
      duplicate(ids?: ReadonlySet<string>) {
        const chosen = targets(ids);
        if (chosen.size === 0) return;
        const { layout, ids: created } = duplicateItems(latest.current.layout, chosen);
        edit(() => layout);
        setSelection(created);
        announce(t("{item} added.", { item: nameOf(layout, created) }));
      },
      addTable(head = false) {
        const count = latest.current.layout.tables.length;
        const table = head
          ? newTable(count, { name: "Head Table", shape: "rectangular", capacity: 10, isHead: true })
          : newTable(count);
        edit((layout) => ({ ...layout, tables: [...layout.tables, table] }));
        setSelection(new Set([table.id]));
        reveal(table);
        announce(t("{item} added.", { item: table.name }));
      },
      addElement(kind: VenueElementKind) {
        const center = viewCenter();
        const at = { x: snapTo(center.x, GRID_PX), y: snapTo(center.y, GRID_PX) };
        const element = newElement(kind, at);
        edit((layout) => ({ ...layout, elements: [...layout.elements, element] }));
        setSelection(new Set([element.id]));
        announce(t("{item} added.", { item: t(ELEMENT_LABELS[kind]) }));
      },
      selectAll() {
        const { tables, elements } = latest.current.layout;
        setSelection(new Set([...tables.map((t) => t.id), ...elements.map((e) => e.id)]));
      },
    };
  }, [edit, latest, setSelection, snap, announce, viewCenter, reveal]);
}
export type EditorCommands = ReturnType<typeof useEditorCommands>;
