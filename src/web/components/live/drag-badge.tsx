import { type Active, useDndMonitor } from "@dnd-kit/core";
import type { LiveActivity } from "@/shared/live-input";
import { useT } from "@/web/lib/i18n";
import { reportActivity, useDraggedBy } from "@/web/lib/live-presence";

/**
 * Who drags what, live (docs/decisions/024-live-updates.md): `LiveDragReporter`, put inside a DndContext,
 * tells the others when this tab picks an item up and puts it down; `DragBadge` (HTML) and `DragBadgeSvg`
 * (on the floor plan) show the name of whoever else is dragging the item they sit on.
 */
export function LiveDragReporter({ kind }: { kind: LiveActivity["kind"] }) {
  const idOf = (active: Active) => String(active.data.current?.guestId ?? active.id);
  useDndMonitor({
    onDragStart: ({ active }) => reportActivity({ kind, id: idOf(active) }),
    onDragEnd: () => reportActivity(null),
    onDragCancel: () => reportActivity(null),
  });
  return null;
}

export function DragBadge({ kind, id }: { kind: LiveActivity["kind"]; id: string }) {
  const name = useDraggedBy(kind, id);
  const t = useT();
  if (!name) return null;
  return (
    <span
      role="status"
      className="max-w-24 shrink-0 truncate rounded-full bg-amber-500 px-1.5 py-0.5 text-[0.65rem] font-semibold leading-none text-white"
      title={t("{name} is moving this", { name })}
    >
      {name}
    </span>
  );
}

export function DragBadgeSvg({ kind, id }: { kind: LiveActivity["kind"]; id: string }) {
  const name = useDraggedBy(kind, id);
  const t = useT();
  if (!name) return null;
  const label = name.length > 14 ? `${name.slice(0, 13)}…` : name;
  const width = label.length * 7 + 12;
  return (
    // Drawn inside the table's own button, whose children are presentational: the tooltip says it in words.
    <g pointerEvents="none">
      <title>{t("{name} is moving this", { name })}</title>
      <rect x={-width / 2} y={-62} width={width} height={18} rx={9} className="fill-amber-500" />
      <text y={-49} textAnchor="middle" className="fill-white text-[11px] font-semibold">
        {label}
      </text>
    </g>
  );
}
