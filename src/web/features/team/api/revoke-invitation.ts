import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { teamQueryKey } from "./get-team";

export function revokeInvitation({ eventId, invitationId }: { eventId: string; invitationId: string }) {
  return unwrap(
    api.events[":eventId"].team.invitations[":invitationId"].$delete({ param: { eventId, invitationId } }),
  );
}

/** Withdraws an invitation: its link stops working. */
export function useRevokeInvitation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation({ eventId, invitationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey(eventId) }),
  });
}
