import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateEventInput } from "@/shared/event";
import { api, unwrap } from "@/web/lib/api-client";
import { currentEventQueryOptions } from "@/web/lib/current-event";

export function createEvent(input: CreateEventInput) {
  return unwrap(api.events.$post({ json: input }));
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentEventQueryOptions().queryKey }),
  });
}
