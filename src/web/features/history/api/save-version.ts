import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VersionNameInput } from "@/shared/history";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

export function saveVersion({ eventId, input }: { eventId: string; input: VersionNameInput }) {
  return unwrap(api.events[":eventId"].versions.$post({ param: { eventId }, json: input }));
}

/** Saves the plan as it is now under a name ("Sent to caterer"). */
export function useSaveVersion(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VersionNameInput) => saveVersion({ eventId, input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventQueryKeys.versions(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventQueryKeys.history(eventId) }),
      ]),
  });
}
