import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateEventInput } from "@/shared/event";
import { api, unwrap } from "@/web/lib/api-client";
import { chooseEvent, EVENTS_QUERY_KEY } from "@/web/lib/current-event";

export function createEvent(input: CreateEventInput) {
  return unwrap(api.events.$post({ json: input }));
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    // The new event becomes the one the dashboard works on.
    onSuccess: (event) => {
      chooseEvent(event.id);
      return queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
    },
  });
}
