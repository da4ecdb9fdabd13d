import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateGuestInput } from "@/shared/guests";
import { api, unwrap } from "@/web/lib/api-client";
import { EVENTS_QUERY_KEY } from "@/web/lib/current-event";
import { putCachedGuest, refreshGuestList } from "./guest-list";

export function createGuest({ eventId, guest }: { eventId: string; guest: CreateGuestInput }) {
  return unwrap(api.events[":eventId"].guests.$post({ param: { eventId }, json: guest }));
}

export function useCreateGuest(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guest: CreateGuestInput) => createGuest({ eventId, guest }),
    onSuccess: (guest) => {
      putCachedGuest(queryClient, eventId, guest);
      // Table fill and the dashboard's totals and setup progress changed too.
      if (guest.tableId) void refreshGuestList(queryClient, eventId);
      void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
    },
  });
}
