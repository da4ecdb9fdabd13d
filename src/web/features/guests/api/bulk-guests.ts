import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkGuestsInput } from "@/shared/guests-bulk";
import { api, unwrap } from "@/web/lib/api-client";
import { EVENTS_QUERY_KEY } from "@/web/lib/current-event";
import { refreshGuestList } from "./guest-list";

export function bulkGuests({ eventId, action }: { eventId: string; action: BulkGuestsInput }) {
  return unwrap(api.events[":eventId"].guests.bulk.$post({ param: { eventId }, json: action }));
}

export function useBulkGuests(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BulkGuestsInput) => bulkGuests({ eventId, action }),
    onSuccess: (_result, action) => {
      void refreshGuestList(queryClient, eventId);
      if (action.action === "delete") void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
    },
  });
}
