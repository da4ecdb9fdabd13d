import { MaximizeIcon, MinusIcon, PlusIcon } from "lucide-react";
import { elementBounds, tableBounds, unionBounds } from "@/web/components/floor-plan/geometry";
import type { ViewportApi } from "@/web/components/floor-plan/use-viewport";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import type { Layout } from "../lib/layout";

const ZOOM_STEP = 1.25;

export function layoutBounds(layout: Layout) {
  return unionBounds([...layout.tables.map(tableBounds), ...layout.elements.map(elementBounds)]);
}

/** Zoom buttons over the canvas's corner; the percentage resets to 100 %. */
export function ZoomControls({ viewport, layout }: { viewport: ViewportApi; layout: Layout }) {
  const t = useT();
  return (
    <div className="absolute end-2 bottom-2 flex items-center gap-0.5 rounded-xl border bg-card/95 p-1 shadow-soft backdrop-blur">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t("Zoom out")}
        onClick={() => viewport.zoomBy(1 / ZOOM_STEP)}
      >
        <MinusIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="w-14 px-1 tabular-nums"
        aria-label={t("Zoom {percent} %, reset to 100 %", { percent: Math.round(viewport.viewport.k * 100) })}
        onClick={() => viewport.zoomBy(1 / viewport.viewport.k)}
      >
        {Math.round(viewport.viewport.k * 100)}%
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t("Zoom in")}
        onClick={() => viewport.zoomBy(ZOOM_STEP)}
      >
        <PlusIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t("Fit to screen")}
        title={t("Fit to screen")}
        onClick={() => viewport.fit(layoutBounds(layout), 2)}
      >
        <MaximizeIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
