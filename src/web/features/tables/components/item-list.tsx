import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef } from "react";
import { useT } from "@/web/lib/i18n";
import { afterNextPaint } from "@/web/lib/use-after-first-paint";
import { type Layout, type Occupancy, occupancyOf } from "../lib/layout";
import { ElementRow } from "./element-row";
import type { RowHandlers } from "./item-row";
import { TableRow } from "./table-row";

type Row =
  | { kind: "heading"; id: string; text: string }
  | { kind: "table"; index: number }
  | { kind: "element"; index: number };

/**
 * The left pane: every table, then the venue elements. Virtualised, so a plan of 1,000 tables renders only
 * the rows in view; selecting one item on the canvas scrolls its row into view.
 */
export function ItemList({
  layout,
  occupancy,
  selection,
  errors,
  handlers,
}: {
  layout: Layout;
  occupancy: ReadonlyMap<string, Occupancy>;
  selection: ReadonlySet<string>;
  errors: Record<string, string>;
  handlers: RowHandlers;
}) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows: Row[] = [
    { kind: "heading", id: "tables", text: t("Tables ({count})", { count: layout.tables.length }) },
    ...layout.tables.map((_, index) => ({ kind: "table" as const, index })),
    ...(layout.elements.length > 0
      ? [
          {
            kind: "heading" as const,
            id: "venue",
            text: t("Venue ({count})", { count: layout.elements.length }),
          },
          ...layout.elements.map((_, index) => ({ kind: "element" as const, index })),
        ]
      : []),
  ];
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i]?.kind === "heading" ? 36 : rows[i]?.kind === "element" ? 110 : 150),
    getItemKey: (i) => {
      const row = rows[i]!;
      if (row.kind === "heading") return row.id;
      return row.kind === "table" ? layout.tables[row.index]!.id : layout.elements[row.index]!.id;
    },
    overscan: 4,
    // A row is measured by the virtualiser's ResizeObserver, after layout; a row just mounted keeps the
    // size it had (or the estimate), so mounting rows (a table added, a scroll) forces no layout mid-commit.
    measureElement: (element, entry, instance) => {
      const size = entry?.borderBoxSize[0]?.blockSize;
      if (size !== undefined) return size;
      const index = instance.indexFromElement(element);
      return (
        instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
      );
    },
  });

  const only = selection.size === 1 ? [...selection][0] : undefined;
  // Only a new selection scrolls: editing the selected row must not move the list under the pointer. The
  // scroll waits for the frame that shows the selection: it mounts the rows around the item (each with its
  // slider and select), drawn otherwise inside the click that added or selected it
  // (docs/decisions/021-interaction-speed.md).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selected id alone triggers the scroll
  useEffect(() => {
    if (!only) return;
    const index = rows.findIndex(
      (row) =>
        (row.kind === "table" && layout.tables[row.index]?.id === only) ||
        (row.kind === "element" && layout.elements[row.index]?.id === only),
    );
    if (index < 0) return;
    return afterNextPaint(() => virtualizer.scrollToIndex(index, { align: "auto" }));
  }, [only]);

  return (
    <div ref={scrollRef} className="h-full overflow-y-auto overscroll-contain p-3">
      {layout.tables.length === 0 ? (
        <p className="px-1 pb-2 text-sm text-muted-foreground">
          {t("No tables yet. Add a table to start your floor plan.")}
        </p>
      ) : null}
      <ul
        aria-label={t("Tables and venue elements")}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute inset-x-0 top-0 pb-2"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {row.kind === "heading" ? (
                <h3 className="px-1 pt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {row.text}
                </h3>
              ) : row.kind === "table" ? (
                <TableRow
                  table={layout.tables[row.index]!}
                  seated={occupancyOf(occupancy, layout.tables[row.index]!.id).seated}
                  selected={selection.has(layout.tables[row.index]!.id)}
                  error={errors[layout.tables[row.index]!.id]}
                  handlers={handlers}
                />
              ) : (
                <ElementRow
                  element={layout.elements[row.index]!}
                  selected={selection.has(layout.elements[row.index]!.id)}
                  error={errors[layout.elements[row.index]!.id]}
                  handlers={handlers}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
