import { useDndMonitor } from "@dnd-kit/core";
import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useLayoutEffect, useRef, useState } from "react";
import type { FloorTable } from "@/shared/tables";
import { useTableArrivals } from "@/web/lib/arrival-counts-query";
import { useCurrentEvent } from "@/web/lib/current-event";
import { useT } from "@/web/lib/i18n";
import { type BoardIndex, guestsAt } from "../lib/board-state";
import { createIdStore } from "../lib/placing";
import type { NextToPairs } from "../lib/seat-links";
import { estimateCardHeight, TableCard, TWO_COLUMN_CARD_PX } from "./table-card";

const MIN_CARD_WIDTH = 260;
const GAP = 12;

/** The width of an element, followed as it changes. A hidden element (its tab not shown) keeps the width it
 * had, so hiding and showing it again does not lay its contents out twice. */
export function useWidth(ref: React.RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.contentRect.width ?? 0;
      if (next > 0) setWidth(next);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Every table as a card, in rows as many cards wide as fit; only the rows in view (and a few around them)
 * are in the page, so 1,000 tables cost what a dozen do. */
export const TableCards = memo(function TableCards({
  tables,
  index,
  nextTo,
  onOpen,
}: {
  tables: FloorTable[];
  index: BoardIndex;
  nextTo: NextToPairs;
  onOpen: (guestId: string) => void;
}) {
  const t = useT();
  const arrivals = useTableArrivals(useCurrentEvent().data?.event.id);
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useWidth(scrollRef);
  const columns = Math.max(1, Math.floor((width - 8 + GAP) / (MIN_CARD_WIDTH + GAP)));
  const rowCount = Math.ceil(tables.length / columns);
  const twoColumns = (width - 8) / columns - GAP >= TWO_COLUMN_CARD_PX;
  const rowTables = (row: number) => tables.slice(row * columns, row * columns + columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: (row) =>
      Math.max(...rowTables(row).map((table) => estimateCardHeight(table, twoColumns))) + GAP,
    overscan: 2,
  });
  // The seat under a dragged guest, found by the collision detection (src/web/features/seating/lib/drop-targets.ts):
  // the card and the two seats it concerns redraw, not every card.
  const [seatOver] = useState(createIdStore);
  useDndMonitor({
    onDragMove: ({ collisions }) => {
      const seat = collisions?.[0]?.data?.seat;
      seatOver.set(typeof seat === "string" ? seat : null);
    },
    onDragEnd: () => seatOver.set(null),
    onDragCancel: () => seatOver.set(null),
  });
  // The estimates depend on how many cards share a row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the column count changes
  useLayoutEffect(() => virtualizer.measure(), [columns, twoColumns, virtualizer]);

  return (
    <section
      ref={scrollRef}
      className="h-[75dvh] min-h-0 overflow-y-auto overscroll-contain rounded-2xl p-1 lg:h-full"
      aria-label={t("Tables")}
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 start-0 grid w-full items-stretch"
            style={{
              transform: `translateY(${row.start}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: GAP,
              paddingBottom: GAP,
            }}
          >
            {rowTables(row.index).map((table) => (
              <TableCard
                key={table.id}
                table={table}
                guests={guestsAt(index, table.id)}
                nextTo={nextTo}
                arrival={arrivals?.get(table.id)}
                seatOver={seatOver}
                onOpen={onOpen}
              />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
});
