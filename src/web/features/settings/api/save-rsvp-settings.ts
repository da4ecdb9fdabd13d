import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RsvpSettingsInput } from "@/shared/rsvp";
import { api, unwrap } from "@/web/lib/api-client";
import { EVENTS_QUERY_KEY } from "@/web/lib/current-event";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

export function saveRsvpSettings({ eventId, input }: { eventId: string; input: RsvpSettingsInput }) {
  return unwrap(api.events[":eventId"].rsvp.$put({ param: { eventId }, json: input }));
}

/** Saves the RSVP section. Its version is the event's settings version, so the event is read again too (the
 * details form saves on it next). */
export function useSaveRsvpSettings(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRsvpSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(eventQueryKeys.rsvpSettings(eventId), saved);
      void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
    },
  });
}
