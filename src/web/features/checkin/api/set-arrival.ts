import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CheckinGuest, CheckinList } from "@/shared/checkin";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

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

/** Check in (or undo) one guest or a household: shown at once, put back if the server refuses. */
export function useSetArrival(eventId: string) {
  const queryClient = useQueryClient();
  const key = eventQueryKeys.checkin(eventId);
  return useMutation({
    mutationFn: (target: ArrivalTarget) =>
      unwrap(api.events[":eventId"].checkin.arrivals.$post({ param: { eventId }, json: target })),
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CheckinList>(key);
      if (before) {
        const now = new Date().toISOString();
        const touched = (guest: CheckinGuest) =>
          target.guestId ? guest.id === target.guestId : guest.householdId === target.householdId;
        queryClient.setQueryData<CheckinList>(key, {
          ...before,
          guests: before.guests.map((guest) =>
            touched(guest)
              ? { ...guest, arrivedAt: target.arrived ? (guest.arrivedAt ?? now) : null }
              : guest,
          ),
        });
      }
      return { before };
    },
    onError: (_error, _target, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<CheckinList>(key, (list) => (list ? mergeGuests(list, result.guests) : list));
    },
  });
}
