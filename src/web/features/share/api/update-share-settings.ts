import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateEventInput } from "@/shared/event";
import { api, unwrap } from "@/web/lib/api-client";
import { EVENTS_QUERY_KEY } from "@/web/lib/current-event";

type ShareChanges = Pick<UpdateEventInput, "isPublished" | "guestListMode" | "passcode" | "baseVersion">;

/** Publication and the guest page's privacy, saved on the event. */
export function useUpdateShareSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, changes }: { eventId: string; changes: ShareChanges }) =>
      unwrap(api.events[":eventId"].$patch({ param: { eventId }, json: changes })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
