import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { teamQueryKey } from "./get-team";

export function resendInvitation({ eventId, invitationId }: { eventId: string; invitationId: string }) {
  return unwrap(
    api.events[":eventId"].team.invitations[":invitationId"].resend.$post({
      param: { eventId, invitationId },
    }),
  );
}

/** Sends the invitation again: a new link, valid for another INVITATION_DAYS. */
export function useResendInvitation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => resendInvitation({ eventId, invitationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey(eventId) }),
  });
}
