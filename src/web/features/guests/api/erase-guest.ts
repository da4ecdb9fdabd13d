import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { EVENTS_QUERY_KEY } from "@/web/lib/current-event";
import { updateCachedGuests } from "./guest-list";

/** Erases a guest who asked to be forgotten: from the event, its history and its versions
 * (src/server/modules/history/history-rows.service.ts). */
export function useEraseGuest(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: string) =>
      unwrap(api.events[":eventId"].guests[":guestId"].erase.$post({ param: { eventId, guestId } })),
    onSuccess: (_result, guestId) => {
      updateCachedGuests(queryClient, eventId, (guests) => guests.filter((guest) => guest.id !== guestId));
      void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
    },
  });
}
