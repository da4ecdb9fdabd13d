import { type PointerEvent, useRef } from "react";
import { normalizeRotation } from "@/shared/tables";
import { PLAN_ITEM_ATTRIBUTE } from "@/web/components/floor-plan/floor-plan-canvas";
import {
  elementBounds,
  type PlanElement,
  svgTranslate,
  tableBounds,
} from "@/web/components/floor-plan/geometry";
import type { ViewportApi } from "@/web/components/floor-plan/use-viewport";
import { type DragStore, useDragOffset } from "../lib/drag-store";
import type { DraftTable } from "../lib/layout";
import { ROTATE_STEP } from "../lib/use-editor-commands";
import { MIN_HIT_RADIUS } from "./canvas-items";

/**
 * A handle above the one selected item: dragging it turns the item about its centre, in steps of 15°
 * (free with Shift). One drag is one undo step. Keyboard users rotate with R and Shift+R instead; the
 * handle is a plain drawing with no role, which assistive technology passes over.
 */
export function RotationHandle({
  item,
  store,
  toWorld,
  onRotate,
}: {
  item: DraftTable | PlanElement;
  store: DragStore;
  toWorld: ViewportApi["toWorld"];
  onRotate(id: string, rotation: number, key: string): void;
}) {
  const gesture = useRef<string | null>(null);
  const offset = useDragOffset(store, item.id);
  const bounds = "kind" in item ? elementBounds(item) : tableBounds(item);
  // Above the item, and above a small table's hit area, so the two never overlap.
  const top = "kind" in item ? item.y - bounds.minY : Math.max(item.y - bounds.minY, MIN_HIT_RADIUS);
  const reach = top + 22;

  const angleAt = (event: PointerEvent<SVGGElement>) => {
    const point = toWorld(event.clientX, event.clientY);
    const degrees = (Math.atan2(point.y - item.y, point.x - item.x) * 180) / Math.PI + 90;
    return normalizeRotation(
      event.shiftKey ? Math.round(degrees) : Math.round(degrees / ROTATE_STEP) * ROTATE_STEP,
    );
  };

  return (
    <g
      {...{ [PLAN_ITEM_ATTRIBUTE]: "rotation-handle" }}
      transform={svgTranslate(item.x + (offset?.dx ?? 0), item.y + (offset?.dy ?? 0))}
      className="cursor-grab active:cursor-grabbing"
      onPointerDown={(event) => {
        event.stopPropagation();
        event.currentTarget.setPointerCapture(event.pointerId);
        gesture.current = `rotate:${item.id}:${event.timeStamp}`;
      }}
      onPointerMove={(event) => {
        if (gesture.current) onRotate(item.id, angleAt(event), gesture.current);
      }}
      onPointerUp={() => {
        gesture.current = null;
      }}
      onPointerCancel={() => {
        gesture.current = null;
      }}
    >
      <line y1={-reach + 6} y2={-top - 2} className="stroke-primary" strokeDasharray="2 2" />
      <circle cy={-reach} r={6} className="fill-card stroke-primary stroke-2" />
      <circle cy={-reach} r={14} className="fill-transparent" />
    </g>
  );
}
