import type { PublicEvent } from "@/shared/public-event";
import { VENUE_ELEMENT_DEFAULTS } from "@/shared/tables";
import { ElementGlyph, ParquetPattern } from "@/web/components/floor-plan/element-glyph";
import {
  elementBounds,
  type PlanTable,
  tableBounds,
  unionBounds,
} from "@/web/components/floor-plan/geometry";
import { TableGlyph } from "@/web/components/floor-plan/table-glyph";
import type { Translate } from "./translate";

const PADDING = 40;
/** Drawn at this scale at least, so names stay readable on a phone: a wide room scrolls sideways. */
const MIN_SCALE = 0.75;

const at = (x: number, y: number) => `translate(${x} ${y})`;

/**
 * The floor plan as a still drawing (the dashboard's own table and element glyphs, rendered once on the
 * server). Each table is a `[data-plan-table]` group; the page's script marks the guest's table `data-you`.
 * Never mirrored in a right-to-left language (the room is the room); an element still named as the editor
 * named it ("Dance floor") reads in the page's language.
 */
export function GuestFloorPlan({
  plan,
  highlight,
  t,
}: {
  plan: NonNullable<PublicEvent["floorPlan"]>;
  highlight: number | null;
  t: Translate;
}) {
  const tables: PlanTable[] = plan.tables.map((table) => ({ ...table, id: String(table.number) }));
  const elements = plan.elements.map((element, index) => ({
    ...element,
    id: String(index),
    label: element.label === VENUE_ELEMENT_DEFAULTS[element.kind].label ? t(element.label) : element.label,
  }));
  const bounds = unionBounds([...tables.map(tableBounds), ...elements.map(elementBounds)]);
  if (!bounds) return null;
  const x = bounds.minX - PADDING;
  const y = bounds.minY - PADDING;
  const width = bounds.maxX - bounds.minX + 2 * PADDING;
  const height = bounds.maxY - bounds.minY + 2 * PADDING + 16;
  return (
    <div
      className="floor-plan overflow-x-auto rounded-2xl border border-[#e8e3f0] bg-white"
      data-floor-plan=""
      dir="ltr"
    >
      <svg
        role="img"
        aria-label={t("Floor plan of the tables")}
        viewBox={`${x} ${y} ${width} ${height}`}
        style={{ minWidth: `${Math.round(width * MIN_SCALE)}px` }}
        className="block h-auto w-full"
      >
        <defs>
          <ParquetPattern />
        </defs>
        {elements.map((element) => (
          <g key={element.id} transform={at(element.x, element.y)}>
            <ElementGlyph element={element} />
          </g>
        ))}
        {tables.map((table) => {
          const box = tableBounds({ ...table, x: 0, y: 0 });
          return (
            <g
              key={table.id}
              transform={at(table.x, table.y)}
              data-plan-table={table.number}
              data-you={highlight === table.number ? "" : undefined}
            >
              <rect
                className="you-ring"
                x={box.minX - 8}
                y={box.minY - 8}
                width={box.maxX - box.minX + 16}
                height={box.maxY - box.minY + 30}
                rx={16}
              />
              <TableGlyph table={table} />
            </g>
          );
        })}
      </svg>
    </div>
  );
}
