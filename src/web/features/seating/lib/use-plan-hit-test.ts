import { useDndMonitor } from "@dnd-kit/core";
import { type RefObject, useMemo, useRef } from "react";
import { type PlanTable, tableBounds } from "@/web/components/floor-plan/geometry";
import type { ViewportApi } from "@/web/components/floor-plan/use-viewport";
import type { PlanTargetData } from "./drop-targets";
import type { IdStore } from "./placing";

/**
 * The floor plan's drop target, found by geometry rather than by 1,000 droppables: the collision detection
 * asks it which table (the box it covers, seats included, as drawn) is under the pointer, and each move puts
 * that table in `hover`, which lights it up and names the plan's drop target after it.
 */
export function usePlanHitTest(
  tables: PlanTable[],
  viewport: ViewportApi,
  containerRef: RefObject<HTMLDivElement | null>,
  hover: IdStore,
): { plan: PlanTargetData } {
  const boxes = useMemo(() => tables.map((table) => ({ table, box: tableBounds(table) })), [tables]);
  const latest = useRef({ boxes, viewport });
  latest.current = { boxes, viewport };

  const data = useMemo<{ plan: PlanTargetData }>(
    () => ({
      plan: {
        tableAt: (clientX, clientY) => {
          const { boxes, viewport } = latest.current;
          const { x, y } = viewport.toWorld(clientX, clientY);
          // The last table drawn is the one on top.
          const hit = boxes.findLast(
            ({ box }) => x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY,
          );
          return hit?.table.id ?? null;
        },
        tableCentres: () => {
          const rect = containerRef.current?.getBoundingClientRect();
          if (!rect) return [];
          const { boxes, viewport } = latest.current;
          const { x, y, k } = viewport.current.current;
          return boxes
            .map(({ table }) => ({
              tableId: table.id,
              x: rect.left + x + table.x * k,
              y: rect.top + y + table.y * k,
            }))
            .filter((c) => c.x >= rect.left && c.x <= rect.right && c.y >= rect.top && c.y <= rect.bottom);
        },
      },
    }),
    [containerRef],
  );

  useDndMonitor({
    onDragMove: ({ collisions }) => {
      const tableId = collisions?.[0]?.data?.tableId;
      hover.set(typeof tableId === "string" ? tableId : null);
    },
    onDragEnd: () => hover.set(null),
    onDragCancel: () => hover.set(null),
  });
  return data;
}
