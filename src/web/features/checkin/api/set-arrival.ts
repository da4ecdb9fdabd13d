import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CheckinGuest, CheckinList } from "@/shared/checkin";
import { eventQueryKeys } from "@/web/lib/event-query-keys";
import { deviceName } from "../lib/device-name";
import { nextTime, withQueue } from "../lib/offline-queue";
import { useCheckinSync } from "../lib/use-checkin-sync";

export interface ArrivalTarget {
  guestId?: string;
  householdId?: string;
  arrived: boolean;
}

/** Merges guests the server answered with into the list. */
export function mergeGuests(list: CheckinList, changed: CheckinGuest[]): CheckinList {
  const byId = new Map(changed.map((guest) => [guest.id, guest]));
  const known = new Set(list.guests.map((guest) => guest.id));
  return {
    ...list,
    guests: [
      ...list.guests.map((guest) => byId.get(guest.id) ?? guest),
      ...changed.filter((guest) => !known.has(guest.id)),
    ],
  };
}

/**
 * Check in (or undo) one guest or a household. Online or not, each guest's check-in is recorded on the phone
 * with its time and the phone's name, shown at once, and sent by the sync engine (lib/sync-engine.ts) as soon
 * as it can: one way for both, so nothing depends on the network being there at the moment of the tap
 * (docs/decisions/030-offline-check-in-and-kiosk.md).
 */
export function useSetArrival(eventId: string) {
  const queryClient = useQueryClient();
  const sync = useCheckinSync();
  return useMutation({
    networkMode: "always",
    mutationFn: async (target: ArrivalTarget) => {
      if (!sync) throw new Error("signed out");
      const state = sync.getState();
      const list = queryClient.getQueryData<CheckinList>(eventQueryKeys.checkin(eventId));
      const shown = list
        ? withQueue(
            list,
            state.items.filter((item) => item.eventId === eventId),
          )
        : undefined;
      const guests = target.guestId
        ? [target.guestId]
        : (shown?.guests ?? [])
            .filter((guest) => guest.householdId === target.householdId)
            .filter((guest) => (guest.arrivedAt !== null) !== target.arrived)
            .map((guest) => guest.id);
      let at = state.items.at(-1)?.at;
      await sync.add(
        guests.map((guestId) => {
          at = nextTime(at);
          return {
            kind: "arrival" as const,
            userId: sync.userId,
            eventId,
            guestId,
            op: target.arrived ? ("check-in" as const) : ("undo" as const),
            at,
            device: deviceName(),
          };
        }),
      );
    },
  });
}
