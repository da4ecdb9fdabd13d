import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GuestList } from "@/shared/guests-list";
import { api, unwrap } from "./api-client";
import { eventQueryKeys } from "./event-query-keys";

/** The event's guest list with its households, groups and tables; one cache entry per event. The Guests
 * screen edits it (src/web/features/guests/api/guest-list.ts); History names guests and tables from it. */
export const guestListQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKeys.guestList(eventId),
    queryFn: async (): Promise<GuestList> =>
      unwrap(api.events[":eventId"].guests.$get({ param: { eventId } })),
  });

export function useGuestList(eventId: string) {
  return useQuery(guestListQueryOptions(eventId));
}
