import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { teamQueryKey } from "./get-team";

export function removeMember({ eventId, userId }: { eventId: string; userId: string }) {
  return unwrap(api.events[":eventId"].team.members[":userId"].$delete({ param: { eventId, userId } }));
}

/** Takes someone off the team: their next request to the event is refused. */
export function useRemoveMember(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember({ eventId, userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey(eventId) }),
  });
}
