import { useDroppable } from "@dnd-kit/core";
import { memo, useMemo, useRef, useSyncExternalStore } from "react";
import { type BoardGuest, type FillLevel, fillLevel } from "@/shared/seating";
import type { FloorTable } from "@/shared/tables";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { type CardTargetData, parseTarget, seatTargetId, tableTargetId } from "../lib/drop-targets";
import type { IdStore } from "../lib/placing";
import type { NextToPairs } from "../lib/seat-links";
import { GuestChip } from "./guest-chip";
import { SeatRing, seatRingHeight } from "./seat-ring";

const FILL_CLASSES = {
  open: "border-border bg-card",
  amber: "border-amber-400 bg-amber-50",
  red: "border-rose-400 bg-rose-50",
} as const;

const seatNumbers = (capacity: number) => Array.from({ length: capacity }, (_, i) => i + 1);

/** One seat of a card: not a drop target of its own (the card finds the seat under the guest), lit up while a
 * guest is dragged over it. */
const SeatSlot = memo(function SeatSlot({
  tableId,
  seat,
  guest,
  seatOver,
  onOpen,
}: {
  tableId: string;
  seat: number;
  guest: BoardGuest | undefined;
  seatOver: IdStore;
  onOpen: (guestId: string) => void;
}) {
  const t = useT();
  const isOver = useSyncExternalStore(
    seatOver.subscribe,
    () => seatOver.get() === seatTargetId(tableId, seat),
  );
  return (
    <li
      data-seat-slot={seat}
      data-over={isOver || undefined}
      className={cn(
        "flex h-8 min-w-0 items-center gap-1 rounded-md ps-1",
        isOver && "bg-primary/10 ring-1 ring-primary",
      )}
    >
      <span className="w-5 shrink-0 text-end text-xs text-muted-foreground tabular-nums">{seat}</span>
      {guest ? (
        <GuestChip guest={guest} onOpen={onOpen} className="flex-1" />
      ) : (
        <span className="truncate text-xs text-muted-foreground/70 italic">{t("Empty")}</span>
      )}
    </li>
  );
});

/** The number of the seat whose row is at a point (page coordinates), in a card's list of seats. */
function seatAt(list: HTMLOListElement | null, x: number, y: number): number | null {
  for (const item of list?.children ?? []) {
    const box = item.getBoundingClientRect();
    if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom)
      return Number((item as HTMLElement).dataset.seatSlot);
  }
  return null;
}

/** A card's name and fill, drawn again only when they change (a drag's start and end redraw every card, as
 * each follows the drag-and-drop context). */
const CardHeading = memo(function CardHeading({
  table,
  headingId,
  taken,
  level,
  arrival,
}: {
  table: FloorTable;
  headingId: string;
  taken: number;
  level: FillLevel;
  arrival?: { arrived: number; expected: number };
}) {
  const t = useT();
  return (
    <header className="flex items-baseline justify-between gap-2">
      <h3 id={headingId} className="truncate font-semibold">
        {table.name}
        {table.name !== `Table ${table.number}` ? (
          <span className="ms-1.5 text-xs font-normal text-muted-foreground">
            {t("Table {number}", { number: table.number })}
          </span>
        ) : null}
      </h3>
      {arrival ? (
        <span
          className="ms-auto shrink-0 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800 tabular-nums"
          data-testid="table-arrivals"
        >
          {t("{arrived, number} of {expected, number} arrived", arrival)}
        </span>
      ) : null}
      <span
        className={cn(
          "shrink-0 rounded-full px-2 py-0.5 text-xs font-medium tabular-nums",
          level === "red"
            ? "bg-rose-200 text-rose-900"
            : level === "amber"
              ? "bg-amber-200 text-amber-900"
              : "bg-secondary text-secondary-foreground",
        )}
      >
        <span aria-hidden="true">
          {taken}/{table.capacity}
        </span>
        <span className="sr-only">
          {t(
            "{fill, select, amber {{taken} of {capacity} seats taken, nearly full} red {{taken} of {capacity} seats taken, full} other {{taken} of {capacity} seats taken}}",
            { fill: level, taken, capacity: table.capacity },
          )}
        </span>
      </span>
    </header>
  );
});

/** Height of a card (its seat ring, then its seats in one or two columns): the grid measures real cards, this
 * is its guess. */
export const estimateCardHeight = (table: FloorTable, twoColumns: boolean) =>
  60 +
  Math.min(256, seatRingHeight(table)) +
  (twoColumns ? Math.ceil(table.capacity / 2) : table.capacity) * 32;

/** Cards at least this wide list their seats in two columns (Tailwind's @sm container, 24rem). */
export const TWO_COLUMN_CARD_PX = 384;

/** A table as a card: coloured by fill (FILL_THRESHOLDS), its seats drawn round its shape, then listed in
 * order with who sits in each, and one drop target for the whole table (lowest free seat) or, under the
 * pointer, a seat: `seatOver` holds the seat under a dragged guest (a seat target's id), which names the
 * card's target. */
export const TableCard = memo(function TableCard({
  table,
  guests,
  nextTo,
  arrival,
  seatOver,
  onOpen,
}: {
  table: FloorTable;
  guests: BoardGuest[];
  /** 'Next to' wishes, marked where the table keeps them. */
  nextTo: NextToPairs;
  /** On the day: who of those seated here has arrived (docs/decisions/029-check-in.md). */
  arrival?: { arrived: number; expected: number };
  seatOver: IdStore;
  onOpen: (guestId: string) => void;
}) {
  const t = useT();
  const seatsRef = useRef<HTMLOListElement>(null);
  const seatId = useSyncExternalStore(seatOver.subscribe, () => {
    const id = seatOver.get();
    const target = id ? parseTarget(id) : null;
    return target?.kind === "seat" && target.tableId === table.id ? id : null;
  });
  const data = useMemo<{ card: CardTargetData }>(
    () => ({ card: { tableId: table.id, seatAt: (x, y) => seatAt(seatsRef.current, x, y) } }),
    [table.id],
  );
  const { setNodeRef, isOver } = useDroppable({ id: seatId ?? tableTargetId(table.id), data });
  const level = fillLevel(guests.length, table.capacity);
  const bySeat = new Map<number, BoardGuest>();
  const unnumbered: BoardGuest[] = [];
  for (const guest of guests) {
    if (guest.seatNumber !== null && guest.seatNumber <= table.capacity) bySeat.set(guest.seatNumber, guest);
    else unnumbered.push(guest);
  }
  const headingId = `table-card-${table.id}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-table-card={table.number}
      data-fill={level}
      data-over={(isOver && !seatId) || undefined}
      className={cn(
        "@container flex h-full flex-col gap-2 rounded-2xl border-2 p-3 transition-colors",
        FILL_CLASSES[level],
        isOver && !seatId && "ring-2 ring-primary ring-offset-2",
      )}
    >
      <CardHeading
        table={table}
        headingId={headingId}
        taken={guests.length}
        level={level}
        arrival={arrival}
      />
      <SeatRing table={table} guests={guests} nextTo={nextTo} />
      <ol
        ref={seatsRef}
        className="grid grid-cols-1 gap-x-2 @sm:grid-cols-2"
        aria-label={t("Seats at {table}", { table: table.name })}
      >
        {seatNumbers(table.capacity).map((seat) => (
          <SeatSlot
            key={seat}
            tableId={table.id}
            seat={seat}
            guest={bySeat.get(seat)}
            seatOver={seatOver}
            onOpen={onOpen}
          />
        ))}
      </ol>
      {unnumbered.length ? (
        <ul aria-label={t("Without a seat number")} className="border-t pt-1">
          {unnumbered.map((guest) => (
            <li key={guest.id}>
              <GuestChip guest={guest} detail={t("No seat number")} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});
