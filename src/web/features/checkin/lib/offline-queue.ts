import type { ArrivalOp, CheckinGuest, CheckinList } from "@/shared/checkin";
import { CHECKIN_LIMITS } from "@/shared/checkin";

/**
 * What a phone has done and the server has not heard yet (docs/decisions/030-offline-check-in-and-kiosk.md),
 * kept in IndexedDB (offline-db.ts) until it is sent: check-ins and undos with the phone's time and name, and
 * walk-ins with an id made here (the guest's id on the server, so sending one again never adds two guests).
 * Pure rules here: how the list looks with them, and how they are sent.
 */

interface Queued {
  /** IndexedDB's key: the order things were done in. */
  key?: number;
  userId: string;
  eventId: string;
  /** The phone's clock when it was done. */
  at: string;
  device: string;
}

export interface QueuedArrival extends Queued {
  kind: "arrival";
  guestId: string;
  op: ArrivalOp;
}

export interface QueuedWalkIn extends Queued {
  kind: "walk-in";
  id: string;
  name: string;
  withGuestId: string | null;
  seat: { tableId: string; seatNumber: number } | null;
  noShowId: string | null;
}

export type QueuedItem = QueuedArrival | QueuedWalkIn;

/** A walk-in as the list shows it before the server has it: checked in, in their companion's household. */
export function pendingGuest(walkIn: QueuedWalkIn, list: CheckinList): CheckinGuest {
  const companion = walkIn.withGuestId ? list.guests.find((g) => g.id === walkIn.withGuestId) : undefined;
  const noShow = walkIn.noShowId ? list.guests.find((g) => g.id === walkIn.noShowId) : undefined;
  return {
    id: walkIn.id,
    name: walkIn.name,
    status: "confirmed",
    householdId: companion?.householdId ?? null,
    householdName: companion?.householdName ?? null,
    tableId: noShow?.tableId ?? walkIn.seat?.tableId ?? null,
    seatNumber: noShow ? noShow.seatNumber : (walkIn.seat?.seatNumber ?? null),
    arrivedAt: walkIn.at,
    walkIn: true,
  };
}

/**
 * The list as this phone sees it: the server's (or the copy kept offline) with what is waiting applied on
 * top, in the order it was done — walk-ins added (a no-show whose seat one took, unseated), check-ins and
 * undos shown. A walk-in the server already has (sent, its answer not merged yet) is not added twice.
 */
export function withQueue(list: CheckinList, items: readonly QueuedItem[]): CheckinList {
  if (items.length === 0) return list;
  const guests = new Map(list.guests.map((guest) => [guest.id, guest]));
  for (const item of items) {
    if (item.kind === "walk-in") {
      if (guests.has(item.id)) continue;
      if (item.noShowId) {
        const noShow = guests.get(item.noShowId);
        if (noShow) guests.set(noShow.id, { ...noShow, tableId: null, seatNumber: null });
      }
      guests.set(item.id, pendingGuest(item, list));
      continue;
    }
    const guest = guests.get(item.guestId);
    if (!guest) continue;
    guests.set(guest.id, {
      ...guest,
      arrivedAt: item.op === "check-in" ? (guest.arrivedAt ?? item.at) : null,
    });
  }
  const known = new Set(list.guests.map((guest) => guest.id));
  const added = [...guests.values()].filter((guest) => !known.has(guest.id));
  return {
    ...list,
    guests: [
      ...list.guests.map((guest) => guests.get(guest.id)!),
      ...added.sort((a, b) => a.name.localeCompare(b.name)),
    ],
  };
}

/** The check-ins and undos of one event in batches the server takes (CHECKIN_LIMITS.batch), oldest first. */
export function arrivalBatches(items: readonly QueuedItem[]): QueuedArrival[][] {
  const arrivals = items.filter((item): item is QueuedArrival => item.kind === "arrival");
  const batches: QueuedArrival[][] = [];
  for (let i = 0; i < arrivals.length; i += CHECKIN_LIMITS.batch)
    batches.push(arrivals.slice(i, i + CHECKIN_LIMITS.batch));
  return batches;
}

/** The phone's clock for the next thing done: never the same as or before the last one, so two taps within
 * one millisecond (check in, undo) keep their order on the server. */
export function nextTime(last: string | undefined, now = Date.now()): string {
  const previous = last ? Date.parse(last) : Number.NEGATIVE_INFINITY;
  return new Date(Math.max(now, previous + 1)).toISOString();
}
