import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useEffect,
  useRef,
} from "react";
import { CANVAS_SIZE_PX } from "@/shared/tables";
import { cn } from "@/web/lib/utils";
import { ParquetPattern } from "./element-glyph";
import { type Bounds, svgTranslate } from "./geometry";
import type { ViewportApi } from "./use-viewport";

export type CanvasMode = "select" | "pan";

const FLOOR = {
  x: -CANVAS_SIZE_PX,
  y: -CANVAS_SIZE_PX,
  width: 3 * CANVAS_SIZE_PX,
  height: 3 * CANVAS_SIZE_PX,
} as const;

/** The attribute every interactive item carries, so a press on it is left to the item. */
export const PLAN_ITEM_ATTRIBUTE = "data-plan-item";

type Gesture =
  | { kind: "pan"; lastX: number; lastY: number; moved: boolean }
  | { kind: "pinch"; distance: number; midX: number; midY: number }
  | { kind: "marquee"; startX: number; startY: number; additive: boolean; moved: boolean };

interface FloorPlanCanvasProps {
  api: ViewportApi;
  containerRef: RefObject<HTMLDivElement | null>;
  /** Accessible name of the drawing. */
  label: string;
  mode?: CanvasMode;
  /** A drag on empty floor with the mouse in select mode: the box, and whether Shift adds to the selection. */
  onMarquee?: (box: Bounds, additive: boolean) => void;
  /** A press on empty floor that did not move. */
  onFloorClick?: () => void;
  /** Controls drawn over the canvas (zoom buttons). */
  overlay?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * An SVG floor plan that zooms and pans: the wheel pans and Ctrl / ⌘ + wheel (a trackpad pinch) zooms;
 * on a touch screen one finger on the floor pans and two pinch; with a mouse, dragging the floor draws a
 * selection box (select mode) or pans (pan mode, the middle button, or Space held).
 */
export function FloorPlanCanvas({
  api,
  containerRef,
  label,
  mode = "select",
  onMarquee,
  onFloorClick,
  overlay,
  className,
  children,
}: FloorPlanCanvasProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const marqueeRef = useRef<SVGRectElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const spaceHeld = useRef(false);
  const { viewport } = api;

  // React's wheel listener is passive; zooming must stop the page from scrolling.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = svg.getBoundingClientRect();
      if (event.ctrlKey || event.metaKey) {
        api.zoomAt(Math.exp(-event.deltaY * 0.01), event.clientX - rect.left, event.clientY - rect.top);
      } else {
        api.panBy(-event.deltaX, -event.deltaY);
      }
    };
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
  }, [api.zoomAt, api.panBy]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code === "Space") spaceHeld.current = event.type === "keydown";
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("keyup", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("keyup", onKey);
    };
  }, []);

  const startPinch = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return;
    gesture.current = {
      kind: "pinch",
      distance: Math.hypot(a.x - b.x, a.y - b.y),
      midX: (a.x + b.x) / 2,
      midY: (a.y + b.y) / 2,
    };
  };

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if ((event.target as Element).closest(`[${PLAN_ITEM_ATTRIBUTE}]`)) return;
    svgRef.current?.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) return startPinch();
    const pans = event.pointerType !== "mouse" || mode === "pan" || event.button === 1 || spaceHeld.current;
    if (pans) {
      gesture.current = { kind: "pan", lastX: event.clientX, lastY: event.clientY, moved: false };
    } else if (event.button === 0) {
      const start = api.toWorld(event.clientX, event.clientY);
      gesture.current = {
        kind: "marquee",
        startX: start.x,
        startY: start.y,
        additive: event.shiftKey,
        moved: false,
      };
    }
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (!current) return;
    if (current.kind === "pan") {
      const dx = event.clientX - current.lastX;
      const dy = event.clientY - current.lastY;
      current.moved ||= Math.abs(dx) + Math.abs(dy) > 0;
      current.lastX = event.clientX;
      current.lastY = event.clientY;
      api.panBy(dx, dy);
    } else if (current.kind === "pinch") {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      const midX = (a.x + b.x) / 2;
      const midY = (a.y + b.y) / 2;
      const rect = event.currentTarget.getBoundingClientRect();
      api.panBy(midX - current.midX, midY - current.midY);
      if (current.distance > 0) api.zoomAt(distance / current.distance, midX - rect.left, midY - rect.top);
      Object.assign(current, { distance, midX, midY });
    } else {
      const point = api.toWorld(event.clientX, event.clientY);
      current.moved = true;
      const rect = marqueeRef.current;
      rect?.setAttribute("x", String(Math.min(point.x, current.startX)));
      rect?.setAttribute("y", String(Math.min(point.y, current.startY)));
      rect?.setAttribute("width", String(Math.abs(point.x - current.startX)));
      rect?.setAttribute("height", String(Math.abs(point.y - current.startY)));
      rect?.setAttribute("visibility", "visible");
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    gesture.current = null;
    marqueeRef.current?.setAttribute("visibility", "hidden");
    if (event.type === "pointercancel" || !current) return;
    if (current.kind === "marquee" && current.moved) {
      const end = api.toWorld(event.clientX, event.clientY);
      onMarquee?.(
        {
          minX: Math.min(end.x, current.startX),
          minY: Math.min(end.y, current.startY),
          maxX: Math.max(end.x, current.startX),
          maxY: Math.max(end.y, current.startY),
        },
        current.additive,
      );
    } else if (current.kind !== "pinch" && !current.moved) {
      onFloorClick?.();
    }
  };

  const minor = viewport.k >= 0.4;
  return (
    // The room is drawn as it is, never mirrored in a right-to-left language (its labels still translate).
    <div ref={containerRef} dir="ltr" className={cn("relative overflow-hidden bg-muted", className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a fieldset; group names its items */}
      <svg
        ref={svgRef}
        role="group"
        aria-label={label}
        tabIndex={-1}
        className={cn(
          "block size-full touch-none outline-none select-none",
          mode === "pan" ? "cursor-grab active:cursor-grabbing" : "cursor-default",
        )}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <defs>
          <pattern
            id="floor-plan-grid"
            width={minor ? 20 : 100}
            height={minor ? 20 : 100}
            patternUnits="userSpaceOnUse"
          >
            <path
              d={minor ? "M 20 0 L 0 0 0 20" : "M 100 0 L 0 0 0 100"}
              className="fill-none stroke-lavender-200"
              strokeWidth={1 / viewport.k}
            />
          </pattern>
          <ParquetPattern />
        </defs>
        <g transform={svgTranslate(viewport.x, viewport.y, viewport.k)}>
          {/* The floor reaches past the world's edges, so a view fitted to the tables never shows a grey
              band of no floor above or beside them. */}
          <rect {...FLOOR} className="fill-background" />
          <rect {...FLOOR} fill="url(#floor-plan-grid)" />
          {children}
          <rect
            ref={marqueeRef}
            visibility="hidden"
            className="pointer-events-none fill-primary/10 stroke-primary"
            strokeWidth={1 / viewport.k}
          />
        </g>
      </svg>
      {overlay}
    </div>
  );
}
