import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Guest, UpdateGuestInput } from "@/shared/guests";
import { api, unwrap } from "@/web/lib/api-client";
import { CURRENT_EVENT_QUERY_KEY } from "@/web/lib/current-event";
import { guestListQueryOptions } from "@/web/lib/guest-list-query";
import { isStaleWrite } from "@/web/lib/stale-write";
import { putCachedGuest, refreshGuestList } from "./guest-list";

export function updateGuest({
  eventId,
  guestId,
  changes,
}: {
  eventId: string;
  guestId: string;
  changes: UpdateGuestInput;
}) {
  return unwrap(
    api.events[":eventId"].guests[":guestId"].$patch({ param: { eventId, guestId }, json: changes }),
  );
}

/** Saves changes to a guest. A status change shows at once (the inline select) and is undone if it fails.
 * A change refused as stale (409: someone changed the guest meanwhile) brings the fresh list. */
export function useUpdateGuest(eventId: string) {
  const queryClient = useQueryClient();
  const key = guestListQueryOptions(eventId).queryKey;
  return useMutation<Guest, Error, { guestId: string; changes: UpdateGuestInput }, Guest | undefined>({
    mutationFn: ({ guestId, changes }) => updateGuest({ eventId, guestId, changes }),
    onMutate: async ({ guestId, changes }) => {
      const { baseVersion: _, ...fields } = changes;
      const status = fields.status;
      if (status === undefined || Object.keys(fields).length !== 1) return undefined;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key)?.guests.find((guest) => guest.id === guestId);
      if (before) putCachedGuest(queryClient, eventId, { ...before, status });
      return before;
    },
    onError: async (error, _variables, before) => {
      if (before) putCachedGuest(queryClient, eventId, before);
      if (isStaleWrite(error)) await refreshGuestList(queryClient, eventId);
    },
    onSuccess: (guest, { changes }) => {
      putCachedGuest(queryClient, eventId, guest);
      if (!("tableId" in changes || "seatNumber" in changes)) return;
      void refreshGuestList(queryClient, eventId);
      void queryClient.invalidateQueries({ queryKey: CURRENT_EVENT_QUERY_KEY }); // the dashboard's seated count
    },
  });
}
