import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { chooseEvent, EVENTS_QUERY_KEY, readChosenEventId } from "@/web/lib/current-event";

export function leaveEvent(eventId: string) {
  return unwrap(api.events[":eventId"].team.leave.$post({ param: { eventId } }));
}

/** Leaves an event someone was invited to; the dashboard then works on their newest event left. */
export function useLeaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveEvent,
    onSuccess: (_result, eventId) => {
      if (readChosenEventId() === eventId) chooseEvent(null);
      queryClient.removeQueries({ queryKey: ["events", eventId] });
      queryClient.removeQueries({ queryKey: ["guests", eventId] });
      return queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
    },
  });
}
