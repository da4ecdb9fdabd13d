import type { QueryClient } from "@tanstack/react-query";
import type { Guest } from "@/shared/guests";
import { guestListQueryOptions } from "@/web/lib/guest-list-query";

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
