import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { EVENTS_QUERY_KEY } from "@/web/lib/current-event";
import { updateCachedGuests } from "./guest-list";

export function deleteGuest({ eventId, guestId }: { eventId: string; guestId: string }) {
  return unwrap(api.events[":eventId"].guests[":guestId"].$delete({ param: { eventId, guestId } }));
}

export function useDeleteGuest(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: string) => deleteGuest({ eventId, guestId }),
    onSuccess: (_result, guestId) => {
      updateCachedGuests(queryClient, eventId, (guests) => guests.filter((guest) => guest.id !== guestId));
      void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
    },
  });
}
