import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InvitationPreview } from "@/shared/team";
import { api, unwrap } from "@/web/lib/api-client";

/** What an invitation link offers, readable without a session. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["invitations", token] as const,
    queryFn: async (): Promise<InvitationPreview> =>
      unwrap(api.invitations[":token"].$get({ param: { token } })),
    // A refusal (invalid, expired, used, withdrawn) is the answer: asking again changes nothing.
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
