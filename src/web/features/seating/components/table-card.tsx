import { useDroppable } from "@dnd-kit/core";
import { memo } from "react";
import { type BoardGuest, type FillLevel, fillLevel } from "@/shared/seating";
import type { FloorTable } from "@/shared/tables";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { seatTargetId, tableTargetId } from "../lib/drop-targets";
import type { NextToPairs } from "../lib/seat-links";
import { GuestChip } from "./guest-chip";
import { SeatRing, seatRingHeight } from "./seat-ring";

const FILL_CLASSES = {
  open: "border-border bg-card",
  amber: "border-amber-400 bg-amber-50",
  red: "border-rose-400 bg-rose-50",
} as const;

const seatNumbers = (capacity: number) => Array.from({ length: capacity }, (_, i) => i + 1);

function SeatSlot({
  tableId,
  seat,
  guest,
  onOpen,
}: {
  tableId: string;
  seat: number;
  guest: BoardGuest | undefined;
  onOpen: (guestId: string) => void;
}) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: seatTargetId(tableId, seat) });
  return (
    <li
      ref={setNodeRef}
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
 * order with who sits in each, and a drop target for the whole table (lowest free seat) and for each seat. */
export const TableCard = memo(function TableCard({
  table,
  guests,
  nextTo,
  arrival,
  onOpen,
}: {
  table: FloorTable;
  guests: BoardGuest[];
  /** 'Next to' wishes, marked where the table keeps them. */
  nextTo: NextToPairs;
  /** On the day: who of those seated here has arrived (docs/decisions/029-check-in.md). */
  arrival?: { arrived: number; expected: number };
  onOpen: (guestId: string) => void;
}) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: tableTargetId(table.id) });
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
      data-over={isOver || undefined}
      className={cn(
        "@container flex h-full flex-col gap-2 rounded-2xl border-2 p-3 transition-colors",
        FILL_CLASSES[level],
        isOver && "ring-2 ring-primary ring-offset-2",
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
        className="grid grid-cols-1 gap-x-2 @sm:grid-cols-2"
        aria-label={t("Seats at {table}", { table: table.name })}
      >
        {seatNumbers(table.capacity).map((seat) => (
          <SeatSlot key={seat} tableId={table.id} seat={seat} guest={bySeat.get(seat)} onOpen={onOpen} />
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
