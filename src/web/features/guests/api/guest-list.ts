import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { Guest } from "@/shared/guests";
import type { GuestList } from "@/shared/guests-list";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

/** The event's guest list with its households, groups and tables; one cache entry per event. */
export const guestListQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKeys.guestList(eventId),
    queryFn: async (): Promise<GuestList> =>
      unwrap(api.events[":eventId"].guests.$get({ param: { eventId } })),
  });

export function useGuestList(eventId: string) {
  return useQuery(guestListQueryOptions(eventId));
}

/** Applies a change to the cached list's guests without refetching 10,000 of them. */
export function updateCachedGuests(
  queryClient: QueryClient,
  eventId: string,
  change: (guests: Guest[]) => Guest[],
): void {
  queryClient.setQueryData(guestListQueryOptions(eventId).queryKey, (list) =>
    list ? { ...list, guests: change(list.guests) } : list,
  );
}

/** Replaces one guest in the cached list (or adds it). */
export function putCachedGuest(queryClient: QueryClient, eventId: string, guest: Guest): void {
  updateCachedGuests(queryClient, eventId, (guests) => {
    const index = guests.findIndex((candidate) => candidate.id === guest.id);
    if (index === -1) return [...guests, guest];
    const next = guests.slice();
    next[index] = guest;
    return next;
  });
}

/** After a change the list cannot apply itself (tables, households, groups): read it again. */
export function refreshGuestList(queryClient: QueryClient, eventId: string) {
  return queryClient.invalidateQueries({ queryKey: guestListQueryOptions(eventId).queryKey });
}
