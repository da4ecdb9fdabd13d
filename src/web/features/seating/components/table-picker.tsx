import { useDroppable } from "@dnd-kit/core";
import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useLayoutEffect, useRef } from "react";
import { type BoardGuest, fillLevel } from "@/shared/seating";
import type { FloorTable } from "@/shared/tables";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { type BoardIndex, guestsAt } from "../lib/board-state";
import { pickTargetId } from "../lib/drop-targets";
import { usePlacing, usePlacingSelect } from "../lib/placing";
import { isFullFor, PICK_TARGET_ATTRIBUTE } from "../lib/use-tap-to-place";
import { useWidth } from "./table-cards";

const MIN_TILE_WIDTH = 112;
const GAP = 8;
const TILE_HEIGHT = 56;

const TILE_CLASSES = {
  open: "border-border bg-card",
  amber: "border-amber-400 bg-amber-50",
  red: "border-rose-400 bg-rose-50",
} as const;

/** One table while a guest is being placed: its name and count, a button that seats the guest at the lowest
 * free seat; with `showSeats`, a button for each free seat. A full table stays in place, marked and dimmed,
 * and answers a tap with the board's 'Table is full'. It takes a dragged guest like a card, while `active`
 * (the tiles stay mounted, hidden, between placings). */
const PickerTile = memo(function PickerTile({
  table,
  guests,
  showSeats,
  active,
}: {
  table: FloorTable;
  guests: BoardGuest[];
  showSeats: boolean;
  active: boolean;
}) {
  // The cards are hidden while the tiles show, so a guest dragged meanwhile is dropped on a tile.
  const { setNodeRef, isOver } = useDroppable({ id: pickTargetId(table.id), disabled: !active });
  const here = usePlacingSelect((id) => id !== null && guests.some((guest) => guest.id === id));
  const full = usePlacingSelect((id) => isFullFor(table.capacity, guests, id));
  const level = fillLevel(guests.length, table.capacity);
  return (
    <div
      ref={setNodeRef}
      data-pick-table={table.number}
      data-fill={level}
      data-over={isOver || undefined}
      className={cn(
        "flex h-full min-w-0 flex-col rounded-xl border-2",
        TILE_CLASSES[level],
        full && "opacity-60",
        (here || isOver) && "ring-2 ring-primary",
      )}
    >
      <TileFace table={table} guests={guests} showSeats={showSeats} here={here} full={full} />
    </div>
  );
});

/** A tile's buttons, drawn again only when what they show changes (not when the tiles are put away). */
const TileFace = memo(function TileFace({
  table,
  guests,
  showSeats,
  here,
  full,
}: {
  table: FloorTable;
  guests: BoardGuest[];
  showSeats: boolean;
  here: boolean;
  full: boolean;
}) {
  const t = useT();
  const { place } = usePlacing();
  const taken = new Set(guests.map((guest) => guest.seatNumber));
  const freeSeats =
    showSeats && !full
      ? Array.from({ length: table.capacity }, (_, i) => i + 1).filter((seat) => !taken.has(seat))
      : [];
  return (
    <>
      <button
        type="button"
        {...{ [PICK_TARGET_ATTRIBUTE]: "" }}
        aria-disabled={full || undefined}
        aria-label={t(
          "{state, select, full {{table}, {taken} of {capacity} seats taken, full} here {{table}, {taken} of {capacity} seats taken, seated here} other {{table}, {taken} of {capacity} seats taken}}",
          {
            state: full ? "full" : here ? "here" : "open",
            table: table.name,
            taken: guests.length,
            capacity: table.capacity,
          },
        )}
        title={table.name}
        onClick={(event) => place({ kind: "table", tableId: table.id }, event.detail === 0)}
        className={cn(
          "flex min-h-12 w-full min-w-0 flex-col items-start justify-center rounded-[10px] px-2.5 py-1 text-start outline-none focus-visible:ring-2 focus-visible:ring-ring",
          full ? "cursor-not-allowed" : "hover:bg-primary/10",
        )}
      >
        <span className="w-full truncate text-sm font-semibold">{table.name}</span>
        <span className="text-xs text-muted-foreground tabular-nums">
          {full
            ? t("Full · {taken}/{capacity}", { taken: guests.length, capacity: table.capacity })
            : here
              ? t("Here · {taken}/{capacity}", { taken: guests.length, capacity: table.capacity })
              : `${guests.length}/${table.capacity}`}
        </span>
      </button>
      {freeSeats.length ? (
        <ul
          aria-label={t("Free seats at {table}", { table: table.name })}
          className="flex flex-wrap gap-1 px-1.5 pb-1.5"
        >
          {freeSeats.map((seat) => (
            <li key={seat}>
              <button
                type="button"
                aria-label={t("Seat {seat} at {table}", { seat, table: table.name })}
                onClick={(event) => place({ kind: "seat", tableId: table.id, seat }, event.detail === 0)}
                className="size-7 rounded-md border bg-background text-xs tabular-nums outline-none hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring"
              >
                {seat}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
});

/** Every table as a small tile, so a phone shows dozens at once while a guest is being placed; rows are
 * virtualised like the cards. */
export const TablePicker = memo(function TablePicker({
  tables,
  index,
  showSeats,
  active,
}: {
  tables: FloorTable[];
  index: BoardIndex;
  showSeats: boolean;
  /** A guest is being placed: the tiles show and take drops (between placings they are kept, hidden). */
  active: boolean;
}) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useWidth(scrollRef);
  const columns = Math.max(2, Math.floor((width + GAP) / (MIN_TILE_WIDTH + GAP)));
  const rowCount = Math.ceil(tables.length / columns);
  const rowTables = (row: number) => tables.slice(row * columns, row * columns + columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: (row) =>
      TILE_HEIGHT +
      GAP +
      (showSeats ? Math.max(...rowTables(row).map((table) => Math.ceil(table.capacity / 3))) * 32 : 0),
    overscan: 4,
    // Rows from the first render, so a keyboard user's focus can land on the first table at once.
    initialRect: { width: 0, height: 600 },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the rows change shape
  useLayoutEffect(() => virtualizer.measure(), [columns, showSeats, virtualizer]);

  return (
    <section
      ref={scrollRef}
      aria-label={t("Choose a table")}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-0.5"
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            // Rows are drawn anew when the seats show or hide, so each is measured again.
            key={`${showSeats}-${row.key}`}
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
              <PickerTile
                key={table.id}
                table={table}
                guests={guestsAt(index, table.id)}
                showSeats={showSeats}
                active={active}
              />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
});
