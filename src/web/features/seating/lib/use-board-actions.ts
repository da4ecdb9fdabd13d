import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { t } from "@/shared/i18n/messages";
import type { SeatRefusal } from "@/shared/seat-allocation";
import { type BoardGuest, SEATING_MESSAGES, type SeatPlace } from "@/shared/seating";
import { type BoardIndex, guestsAt, placeOf, planMove } from "./board-state";
import type { DropTarget } from "./drop-targets";
import { type MoveRequest, useSeatMoves } from "./use-seat-moves";

/** A drop of one household member, waiting for the owner to say whether the household comes along. */
export interface HouseholdQuestion {
  guest: BoardGuest;
  household: string;
  memberIds: string[];
  tableId: string | null;
  seat: number | null;
  destination: string;
}

const tableWord = (number: number) => t("Table {number}", { number });

/**
 * What the board does with a drop or a choice in the seat dialog: refuses a full table at once ('Table is
 * full'), asks about the household, swaps two seats within a table, and otherwise sends the move.
 */
export function useBoardActions(eventId: string, index: BoardIndex, announce: (text: string) => void) {
  const seatMoves = useSeatMoves(eventId, announce);
  const latest = useRef(index);
  latest.current = index;
  const [question, setQuestion] = useState<HouseholdQuestion | null>(null);

  /** A move the board knows the server would refuse, told as the server's answer would be. */
  const refuse = useCallback(
    ({ cause, message }: SeatRefusal) => {
      const title = t(cause === "full" ? SEATING_MESSAGES.tableFull : SEATING_MESSAGES.assignFailed);
      toast.error(title, { description: message });
      announce(t("{title}. {message}", { title, message }));
    },
    [announce],
  );

  /** Seats these guests at a table (a seat only for a single guest), or unseats them with `null`. */
  const seat = useCallback(
    (guestIds: string[], tableId: string | null, seatNumber: number | null) => {
      const current = latest.current;
      const movers = guestIds.map((id) => current.guestById.get(id)).filter((g): g is BoardGuest => !!g);
      const first = movers[0];
      if (!first) return;
      const table = tableId ? current.tableById.get(tableId) : undefined;

      if (table && seatNumber !== null && movers.length === 1) {
        const holder = guestsAt(current, table.id).find(
          (other) => other.seatNumber === seatNumber && other.id !== first.id,
        );
        if (holder && first.tableId === table.id && first.seatNumber !== null) {
          const places: SeatPlace[] = [
            { guestId: first.id, tableId: table.id, seatNumber },
            { guestId: holder.id, tableId: table.id, seatNumber: first.seatNumber },
          ];
          void seatMoves.move({
            moves: places,
            predicted: places,
            before: [placeOf(first), placeOf(holder)],
            label: t("{first} and {second} swapped seats", { first: first.name, second: holder.name }),
            success: () => ({
              title: t("Seats swapped"),
              description: t("{first} and {second} swapped seats at {table}", {
                first: first.name,
                second: holder.name,
                table: tableWord(table.number),
              }),
            }),
          });
          return;
        }
        // A taken seat at another table: the guest gets that table's lowest free seat instead.
        if (holder) seatNumber = null;
      }

      const plan = planMove(current, guestIds, tableId, seatNumber);
      if (!plan.ok) {
        refuse(plan.refusal);
        return;
      }
      const request: MoveRequest = {
        moves: plan.places.map((place) => ({
          guestId: place.guestId,
          tableId: place.tableId,
          seatNumber: seatNumber !== null ? place.seatNumber : null,
        })),
        predicted: plan.places,
        before: plan.before,
        label: describeLabel(movers, table ? tableWord(table.number) : null),
        success: (places) => describeSuccess(current, movers, table?.number ?? null, places),
      };
      void seatMoves.move(request);
    },
    [seatMoves.move, refuse],
  );

  /** A guest dropped on a table, a seat, or back on the unseated panel. */
  const drop = useCallback(
    (guestId: string, target: DropTarget) => {
      const current = latest.current;
      const guest = current.guestById.get(guestId);
      if (!guest) return;
      const tableId = target.kind === "unseated" ? null : target.tableId;
      const seatNumber = target.kind === "seat" ? target.seat : null;
      if (tableId === guest.tableId && (seatNumber === null || seatNumber === guest.seatNumber)) return;
      const table = tableId ? current.tableById.get(tableId) : undefined;
      const members = guest.householdId ? (current.householdMembers.get(guest.householdId) ?? []) : [];
      const others = members.filter((m) => m.id !== guest.id && m.tableId !== tableId);
      const withinTable = tableId !== null && guest.tableId === tableId;
      if (others.length && !withinTable) {
        setQuestion({
          guest,
          household: current.householdName.get(guest.householdId!) ?? t("Household"),
          memberIds: members.map((m) => m.id),
          tableId,
          seat: seatNumber,
          destination: table ? table.name : t("the unseated list"),
        });
        return;
      }
      seat([guestId], tableId, seatNumber);
    },
    [seat],
  );

  const answer = useCallback(
    (all: boolean | null) => {
      const asked = question;
      setQuestion(null);
      if (!asked || all === null) return;
      if (all) seat(asked.memberIds, asked.tableId, null);
      else seat([asked.guest.id], asked.tableId, asked.seat);
    },
    [question, seat],
  );

  return { ...seatMoves, seat, drop, question, answer };
}

function describeLabel(movers: BoardGuest[], table: string | null) {
  if (movers.length === 1) {
    const guest = movers[0]!.name;
    return table ? t("{guest} seated at {table}", { guest, table }) : t("{guest} unseated", { guest });
  }
  const count = movers.length;
  return table
    ? t("{count, plural, one {# guest seated at {table}} other {# guests seated at {table}}}", {
        count,
        table,
      })
    : t("{count, plural, one {# guest unseated} other {# guests unseated}}", { count });
}

function describeSuccess(
  index: BoardIndex,
  movers: BoardGuest[],
  tableNumber: number | null,
  places: SeatPlace[],
): { title: string; description: string } {
  const first = movers[0]!;
  if (tableNumber === null) {
    return {
      title: t(SEATING_MESSAGES.unseated),
      description:
        movers.length === 1
          ? t("{guest} no longer has a seat", { guest: first.name })
          : t("{count, plural, one {# guest no longer has a seat} other {# guests no longer have a seat}}", {
              count: movers.length,
            }),
    };
  }
  if (movers.length > 1) {
    const household = first.householdId ? index.householdName.get(first.householdId) : undefined;
    return {
      title: t(SEATING_MESSAGES.householdAssigned),
      description: SEATING_MESSAGES.householdAssignedDescription(
        household ?? first.name,
        movers.length,
        tableNumber,
      ),
    };
  }
  const place = places.find((p) => p.guestId === first.id);
  if (first.tableId === place?.tableId && place?.seatNumber) {
    return {
      title: t("Seat changed"),
      description: t("{guest} now sits in seat {seat} at {table}", {
        guest: first.name,
        seat: place.seatNumber,
        table: tableWord(tableNumber),
      }),
    };
  }
  return {
    title: t(SEATING_MESSAGES.assigned),
    description: SEATING_MESSAGES.assignedDescription(first.name, tableNumber),
  };
}
