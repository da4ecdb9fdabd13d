import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RsvpMailKind, RsvpMailStatus } from "@/shared/rsvp";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

/** Whether RSVP e-mails can be sent, and to how many invitations. */
export function useRsvpMailStatus(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventQueryKeys.rsvpMail(eventId),
    queryFn: async (): Promise<RsvpMailStatus> =>
      unwrap(api.events[":eventId"].rsvp.mail.$get({ param: { eventId } })),
    enabled,
  });
}

export function useSendRsvpMail(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: RsvpMailKind) =>
      unwrap(api.events[":eventId"].rsvp.mail.$post({ param: { eventId }, json: { kind } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventQueryKeys.rsvpMail(eventId) }),
  });
}
