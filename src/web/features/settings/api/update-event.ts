import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateEventInput } from "@/shared/event";
import { api, unwrap } from "@/web/lib/api-client";
import { EVENTS_QUERY_KEY } from "@/web/lib/current-event";

export function updateEvent({ eventId, changes }: { eventId: string; changes: UpdateEventInput }) {
  return unwrap(api.events[":eventId"].$patch({ param: { eventId }, json: changes }));
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
