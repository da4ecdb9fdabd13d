import { type RefObject, useCallback, useMemo, useRef, useState } from "react";
import type { Bounds } from "./geometry";

/** What part of the world the canvas shows: screen = world × k + (x, y). */
export interface Viewport {
  x: number;
  y: number;
  k: number;
}

export const ZOOM_LIMITS = { min: 0.1, max: 3 } as const;
const FIT_PADDING = 32;

const clampZoom = (k: number) => Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, k));

export interface ViewportApi {
  viewport: Viewport;
  /** The latest viewport, for event handlers that must not re-render with it. */
  current: RefObject<Viewport>;
  set(next: Viewport): void;
  panBy(dx: number, dy: number): void;
  /** Zooms by `factor` keeping the screen point (px, py), relative to the canvas, in place. */
  zoomAt(factor: number, px: number, py: number): void;
  zoomBy(factor: number): void;
  /** Shows `bounds` whole, centred, at most at `maxZoom`. */
  fit(bounds: Bounds | null, maxZoom?: number): void;
  /** A point of the page (clientX, clientY) in world coordinates. */
  toWorld(clientX: number, clientY: number): { x: number; y: number };
}

/** Zoom and pan state of a canvas whose element is `containerRef`. */
export function useViewport(containerRef: RefObject<HTMLElement | null>): ViewportApi {
  const [viewport, setViewport] = useState<Viewport>({ x: 0, y: 0, k: 1 });
  const current = useRef(viewport);

  const set = useCallback((next: Viewport) => {
    current.current = next;
    setViewport(next);
  }, []);

  const size = useCallback(() => {
    const rect = containerRef.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0, left: rect?.left ?? 0, top: rect?.top ?? 0 };
  }, [containerRef]);

  const zoomAt = useCallback(
    (factor: number, px: number, py: number) => {
      const { x, y, k } = current.current;
      const next = clampZoom(k * factor);
      const ratio = next / k;
      set({ k: next, x: px - (px - x) * ratio, y: py - (py - y) * ratio });
    },
    [set],
  );

  const panBy = useCallback(
    (dx: number, dy: number) => {
      const { x, y, k } = current.current;
      set({ k, x: x + dx, y: y + dy });
    },
    [set],
  );
  const zoomBy = useCallback(
    (factor: number) => {
      const { width, height } = size();
      zoomAt(factor, width / 2, height / 2);
    },
    [size, zoomAt],
  );
  const fit = useCallback(
    (bounds: Bounds | null, maxZoom = 1) => {
      const { width, height } = size();
      if (!bounds || width === 0 || height === 0) {
        set({ x: 0, y: 0, k: 1 });
        return;
      }
      const w = bounds.maxX - bounds.minX + 2 * FIT_PADDING;
      const h = bounds.maxY - bounds.minY + 2 * FIT_PADDING;
      const k = clampZoom(Math.min(width / w, height / h, maxZoom));
      const cx = (bounds.minX + bounds.maxX) / 2;
      const cy = (bounds.minY + bounds.maxY) / 2;
      set({ k, x: width / 2 - cx * k, y: height / 2 - cy * k });
    },
    [set, size],
  );
  const toWorld = useCallback(
    (clientX: number, clientY: number) => {
      const { left, top } = size();
      const { x, y, k } = current.current;
      return { x: (clientX - left - x) / k, y: (clientY - top - y) / k };
    },
    [size],
  );

  // The functions are stable; only `viewport` changes as the view moves.
  return useMemo(
    () => ({ viewport, current, set, zoomAt, panBy, zoomBy, fit, toWorld }),
    [viewport, set, zoomAt, panBy, zoomBy, fit, toWorld],
  );
}
