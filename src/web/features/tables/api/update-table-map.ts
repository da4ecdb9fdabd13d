import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { EVENTS_QUERY_KEY } from "@/web/lib/current-event";

/** The "Show table map" flag: saved at once. */
export function useUpdateTableMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, showTableMap }: { eventId: string; showTableMap: boolean }) =>
      unwrap(api.events[":eventId"].$patch({ param: { eventId }, json: { showTableMap } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
