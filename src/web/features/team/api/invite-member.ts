import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InviteInput } from "@/shared/team";
import { api, unwrap } from "@/web/lib/api-client";
import { teamQueryKey } from "./get-team";

export function inviteMember({ eventId, input }: { eventId: string; input: InviteInput }) {
  return unwrap(api.events[":eventId"].team.invitations.$post({ param: { eventId }, json: input }));
}

/** Invites someone by e-mail (the server sends the mail with the link). */
export function useInviteMember(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => inviteMember({ eventId, input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey(eventId) }),
  });
}
