import { PinIcon, PinOffIcon } from "lucide-react";
import { type FormEvent, memo, type RefObject, useImperativeHandle, useState } from "react";
import { toast } from "sonner";
import type { BoardGuest, SeatingBoard } from "@/shared/seating";
import type { FloorTable } from "@/shared/tables";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCan } from "@/web/lib/event-role";
import { useT } from "@/web/lib/i18n";
import { useAfterFirstPaint } from "@/web/lib/use-after-first-paint";
import { usePinSeat } from "../api/pin-seat";
import { type BoardIndex, guestsAt } from "../lib/board-state";

export interface SeatChoice {
  tableId: string | null;
  seatNumber: number | null;
  wholeHousehold: boolean;
}

const UNSEATED = "";
const LOWEST = "";

/** A table's option: its name and how full it is. */
function TableOption({ table, index }: { table: FloorTable; index: BoardIndex }) {
  const t = useT();
  return (
    <option value={table.id}>
      {t("{table} · {seated}/{capacity}", {
        // A table keeps its default name "Table {n}" as it was stored.
        table:
          table.name === `Table ${table.number}`
            ? table.name
            : t("{name} (Table {number})", { name: table.name, number: table.number }),
        seated: guestsAt(index, table.id).length,
        capacity: table.capacity,
      })}
    </option>
  );
}

/** One option per table: drawn once per board, not again as the dialog's choices change (3,000 guests: 300
 * options), and only once the dialog is on screen. */
const TableOptions = memo(function TableOptions({
  tables,
  index,
}: {
  tables: FloorTable[];
  index: BoardIndex;
}) {
  return tables.map((table) => <TableOption key={table.id} table={table} index={index} />);
});

/** The seat dialog's open state, kept here rather than in the board: opening and closing the dialog redraws
 * the dialog alone, not the board and its drag-and-drop context. `opener` receives the function that opens
 * it for a guest. */
export const SeatDialogHost = memo(function SeatDialogHost({
  eventId,
  opener,
  board,
  index,
  onChoose,
}: {
  eventId: string;
  opener: RefObject<((guestId: string) => void) | null>;
  board: SeatingBoard;
  index: BoardIndex;
  onChoose: (guest: BoardGuest, choice: SeatChoice) => void;
}) {
  const [guestId, setGuestId] = useState<string | null>(null);
  useImperativeHandle(opener, () => setGuestId, []);
  const guest = guestId ? index.guestById.get(guestId) : undefined;
  if (!guest) return null;
  return (
    <SeatDialog
      key={guest.id}
      eventId={eventId}
      guest={guest}
      board={board}
      index={index}
      onOpenChange={(open) => !open && setGuestId(null)}
      onChoose={(choice) => {
        setGuestId(null);
        onChoose(guest, choice);
      }}
    />
  );
});

/** The same moves as dragging, with selects: a table (or none), a seat (the lowest free by default), and
 * whether the guest's household comes along; and the pin that keeps a seated guest on their seat when
 * auto-seat runs. */
function SeatDialog({
  eventId,
  guest,
  board,
  index,
  onOpenChange,
  onChoose,
}: {
  eventId: string;
  guest: BoardGuest;
  board: SeatingBoard;
  index: BoardIndex;
  onOpenChange: (open: boolean) => void;
  onChoose: (choice: SeatChoice) => void;
}) {
  const t = useT();
  const [tableId, setTableId] = useState(guest.tableId ?? UNSEATED);
  const [seat, setSeat] = useState(guest.seatNumber && guest.tableId ? String(guest.seatNumber) : LOWEST);
  const members = guest.householdId ? (index.householdMembers.get(guest.householdId) ?? []) : [];
  const [wholeHousehold, setWholeHousehold] = useState(members.length > 1);
  const table = tableId ? index.tableById.get(tableId) : undefined;
  const allTables = useAfterFirstPaint();
  const freeSeats = table
    ? Array.from({ length: table.capacity }, (_, i) => i + 1).filter(
        (n) => !guestsAt(index, table.id).some((other) => other.id !== guest.id && other.seatNumber === n),
      )
    : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose({
      tableId: tableId || null,
      seatNumber: tableId && seat && !wholeHousehold ? Number(seat) : null,
      wholeHousehold: wholeHousehold && members.length > 1,
    });
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t("Seat {guest}", { guest: guest.name })}</DialogTitle>
            <DialogDescription>
              {t("Choose a table and a seat, or leave the guest unseated.")}
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="seat-dialog-table">{t("Table")}</Label>
            <NativeSelect
              id="seat-dialog-table"
              value={tableId}
              onChange={(event) => {
                setTableId(event.target.value);
                setSeat(LOWEST);
              }}
            >
              <option value={UNSEATED}>{t("Not seated")}</option>
              {allTables ? (
                <TableOptions tables={board.tables} index={index} />
              ) : table ? (
                <TableOption table={table} index={index} />
              ) : null}
            </NativeSelect>
          </div>
          {table && !wholeHousehold ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="seat-dialog-seat">{t("Seat")}</Label>
              <NativeSelect
                id="seat-dialog-seat"
                value={seat}
                onChange={(event) => setSeat(event.target.value)}
              >
                <option value={LOWEST}>{t("Lowest free seat")}</option>
                {freeSeats.map((n) => (
                  <option key={n} value={String(n)}>
                    {t("Seat {number}", { number: n })}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          {guest.tableId && guest.seatNumber !== null ? (
            <SeatPin eventId={eventId} guest={guest} seatNumber={guest.seatNumber} />
          ) : null}
          {members.length > 1 ? (
            <div className="flex items-center gap-2">
              <Checkbox
                id="seat-dialog-household"
                checked={wholeHousehold}
                onCheckedChange={(checked) => setWholeHousehold(checked === true)}
              />
              <Label htmlFor="seat-dialog-household">
                {t(
                  "Move the whole household ({household}, {count, plural, one {# guest} other {# guests}})",
                  {
                    household: index.householdName.get(guest.householdId!),
                    count: members.length,
                  },
                )}
              </Label>
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("Cancel")}
            </Button>
            <Button type="submit">{tableId ? t("Assign") : t("Unseat")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Pins the guest to the seat they have (auto-seat keeps them there), or unpins them; saved at once. */
function SeatPin({ eventId, guest, seatNumber }: { eventId: string; guest: BoardGuest; seatNumber: number }) {
  const t = useT();
  const pin = usePinSeat(eventId);
  const canPin = useCan("seating.write");
  const pinned = guest.seatNumberLocked;
  if (!canPin) return null;
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border p-3">
      <p className="text-sm" data-testid="seat-pin-status">
        {pinned
          ? t("Pinned to seat {number}: auto-seat keeps {guest} there.", {
              number: seatNumber,
              guest: guest.name,
            })
          : t("Auto-seat may give {guest} another seat.", { guest: guest.name })}
      </p>
      <div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={pin.isPending}
          onClick={async () => {
            try {
              await pin.mutateAsync({ guestId: guest.id, locked: !pinned });
              toast.success(
                pinned
                  ? t("{guest} unpinned from their seat", { guest: guest.name })
                  : t("{guest} pinned to seat {number}", { guest: guest.name, number: seatNumber }),
              );
            } catch (error) {
              toast.error(t("Could not change the pin"), { description: getErrorMessage(error) });
            }
          }}
        >
          {pinned ? <PinOffIcon aria-hidden="true" /> : <PinIcon aria-hidden="true" />}
          {pinned ? t("Unpin from seat") : t("Pin to this seat")}
        </Button>
      </div>
    </div>
  );
}
