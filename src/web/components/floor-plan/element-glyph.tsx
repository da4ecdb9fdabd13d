import { memo } from "react";
import type { VenueElementKind } from "@/shared/tables";
import { cn } from "@/web/lib/utils";
import type { PlanElement } from "./geometry";

const LOOK: Record<VenueElementKind, { box: string; text: string }> = {
  dance_floor: { box: "fill-[url(#floor-plan-parquet)] stroke-lavender-300", text: "fill-lavender-900" },
  stage: { box: "fill-lavender-800 stroke-lavender-900", text: "fill-white" },
  bar: { box: "fill-champagne-300 stroke-champagne-500", text: "fill-foreground" },
  dj: { box: "fill-blush-200 stroke-blush-400", text: "fill-foreground" },
  entrance: { box: "fill-emerald-100 stroke-emerald-600", text: "fill-emerald-900" },
  label: { box: "fill-transparent stroke-transparent", text: "fill-foreground" },
};

/** The dance floor's fill (`url(#floor-plan-parquet)`): one in the <defs> of every drawing of a plan. */
export function ParquetPattern() {
  return (
    <pattern id="floor-plan-parquet" width={40} height={40} patternUnits="userSpaceOnUse">
      <rect width={40} height={40} className="fill-lavender-100" />
      <rect width={20} height={20} className="fill-lavender-200" />
      <rect x={20} y={20} width={20} height={20} className="fill-lavender-200" />
    </pattern>
  );
}

/** A venue element drawn at the origin: a labelled box, turned with the element. Not seated. */
export const ElementGlyph = memo(function ElementGlyph({
  element,
  selected = false,
}: {
  element: PlanElement;
  selected?: boolean;
}) {
  const { width, height, rotation, kind } = element;
  const look = LOOK[kind];
  const fontSize = kind === "label" ? 16 : Math.max(10, Math.min(18, height / 3));
  return (
    <g transform={rotation ? `rotate(${rotation})` : undefined}>
      <rect
        x={-width / 2}
        y={-height / 2}
        width={width}
        height={height}
        rx={kind === "dance_floor" || kind === "label" ? 4 : 8}
        className={cn("stroke-[1.5]", look.box, selected && "stroke-primary stroke-[2.5]")}
        strokeDasharray={selected && kind === "label" ? "4 3" : undefined}
      />
      <text
        textAnchor="middle"
        dominantBaseline="central"
        className={cn("pointer-events-none font-semibold tracking-wide", look.text)}
        style={{ fontSize }}
      >
        {element.label}
      </text>
    </g>
  );
});
