import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { chooseEvent, EVENTS_QUERY_KEY } from "@/web/lib/current-event";

export function acceptInvitation(token: string) {
  return unwrap(api.invitations[":token"].accept.$post({ param: { token } }));
}

/** Joins the event's team; the event becomes the dashboard's current one. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async ({ eventId }) => {
      chooseEvent(eventId);
      await queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
    },
  });
}
