import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

export function pruneHistory(eventId: string) {
  return unwrap(api.events[":eventId"].history.$delete({ param: { eventId } }));
}

/** Deletes the event's history, keeping its versions (history.manage). */
export function usePruneHistory(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => pruneHistory(eventId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueryKeys.history(eventId) }),
  });
}
