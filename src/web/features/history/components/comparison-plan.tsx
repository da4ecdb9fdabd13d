import { useLayoutEffect, useMemo, useRef } from "react";
import { TABLE_SHAPES } from "@/shared/constants";
import type { Comparison } from "@/shared/history";
import { VENUE_ELEMENT_DEFAULTS, VENUE_ELEMENT_KINDS } from "@/shared/tables";
import { ElementGlyph, ParquetPattern } from "@/web/components/floor-plan/element-glyph";
import {
  elementBounds,
  type PlanElement,
  type PlanTable,
  svgTranslate,
  tableBounds,
  unionBounds,
} from "@/web/components/floor-plan/geometry";
import { TableGlyph } from "@/web/components/floor-plan/table-glyph";
import { useT } from "@/web/lib/i18n";

const PADDING = 40;
/** Drawn at this scale at least, so names stay readable on a phone: a wide room scrolls sideways. */
const MIN_SCALE = 0.6;

/** The tables guests moved to or were added at, with how many arrived at each. */
function arrivals(comparison: Comparison): Map<string, number> {
  const counts = new Map<string, number>();
  const arrive = (tableId: string | null) => {
    if (tableId) counts.set(tableId, (counts.get(tableId) ?? 0) + 1);
  };
  for (const move of comparison.guests.moved) arrive(move.to.tableId);
  for (const guest of comparison.guests.added) arrive(guest.tableId);
  return counts;
}

/**
 * The `to` side's floor plan, read-only, drawn with the floor plan's own table and element glyphs: the tables
 * guests moved to (or were added at) are outlined, with how many arrived. Never mirrored in a right-to-left
 * language (the room is the room).
 */
export function ComparisonPlan({ comparison, title }: { comparison: Comparison; title: string }) {
  const t = useT();
  const { plan } = comparison;
  const highlighted = useMemo(() => arrivals(comparison), [comparison]);
  const tables = useMemo<PlanTable[]>(
    () =>
      plan.tables.map((table) => ({
        id: table.id,
        number: table.number,
        name: table.name,
        capacity: table.capacity,
        shape: TABLE_SHAPES.find((shape) => shape === table.shape) ?? "round",
        x: table.positionX,
        y: table.positionY,
        rotation: table.rotation,
        isHead: table.isHead,
        seated: plan.seated[table.id] ?? 0,
        occupiedSeats: [],
      })),
    [plan],
  );
  const elements = useMemo<PlanElement[]>(
    () =>
      plan.elements.flatMap((element) => {
        const kind = VENUE_ELEMENT_KINDS.find((candidate) => candidate === element.kind);
        if (!kind) return [];
        const label = element.label === VENUE_ELEMENT_DEFAULTS[kind].label ? t(element.label) : element.label;
        return [{ ...element, kind, label, x: element.positionX, y: element.positionY }];
      }),
    [plan, t],
  );
  const scroller = useRef<HTMLDivElement>(null);
  // On a phone the room scrolls sideways: the first outlined table is brought into view, again for each
  // comparison.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new comparison draws other tables
  useLayoutEffect(() => {
    const box = scroller.current;
    const first = box?.querySelector("[data-highlighted]");
    if (!box || !first || box.scrollWidth <= box.clientWidth) return;
    const target = first.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    box.scrollLeft += target.left + target.width / 2 - (frame.left + frame.width / 2);
  }, [comparison]);
  const bounds = unionBounds([...tables.map(tableBounds), ...elements.map(elementBounds)]);
  if (!bounds) {
    return (
      <p className="rounded-xl bg-muted px-4 py-6 text-sm text-muted-foreground">
        {t("No tables on this plan.")}
      </p>
    );
  }
  const x = bounds.minX - PADDING;
  const y = bounds.minY - PADDING;
  const width = bounds.maxX - bounds.minX + 2 * PADDING;
  const height = bounds.maxY - bounds.minY + 2 * PADDING + 16;
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <div
        ref={scroller}
        className="overflow-x-auto rounded-xl border bg-background"
        dir="ltr"
        data-comparison-plan=""
      >
        <svg
          role="img"
          aria-label={t("Floor plan of “{name}”: the tables guests moved to are outlined", { name: title })}
          viewBox={`${x} ${y} ${width} ${height}`}
          style={{ minWidth: `${Math.round(width * MIN_SCALE)}px` }}
          className="block h-auto max-h-[70dvh] w-full"
        >
          <defs>
            <ParquetPattern />
          </defs>
          {elements.map((element) => (
            <g key={element.id} transform={svgTranslate(element.x, element.y)}>
              <ElementGlyph element={element} />
            </g>
          ))}
          {tables.map((table) => {
            const arrived = highlighted.get(table.id) ?? 0;
            const box = tableBounds({ ...table, x: 0, y: 0 });
            return (
              <g
                key={table.id}
                transform={svgTranslate(table.x, table.y)}
                data-plan-table={table.number ?? undefined}
                data-highlighted={arrived > 0 || undefined}
              >
                <title>
                  {arrived > 0
                    ? t("{table}: {count, plural, one {# guest moved here} other {# guests moved here}}", {
                        table: table.name,
                        count: arrived,
                      })
                    : table.name}
                </title>
                <TableGlyph table={table} selected={arrived > 0} />
                {arrived > 0 ? (
                  <g transform={svgTranslate(box.maxX - 2, box.minY + 2)}>
                    <circle r={11} className="fill-primary stroke-card stroke-2" />
                    <text
                      textAnchor="middle"
                      dominantBaseline="central"
                      className="pointer-events-none fill-primary-foreground text-[11px] font-semibold"
                    >
                      {arrived}
                    </text>
                  </g>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="flex items-center gap-2 text-xs text-muted-foreground">
        <span
          aria-hidden="true"
          className="size-3 rounded-sm border-2 border-dashed border-primary bg-primary/10"
        />
        {t("Tables guests moved to or were added at, with how many")}
      </figcaption>
    </figure>
  );
}
