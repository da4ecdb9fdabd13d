import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

/** Every invitation's RSVP link code and plus-ones (households, and guests in none): read only by roles that
 * edit guests, and only while the households dialog is open. */
export const rsvpLinksQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKeys.rsvpLinks(eventId),
    queryFn: async () => (await unwrap(api.events[":eventId"].rsvp.links.$get({ param: { eventId } }))).links,
  });

export function useRsvpLinks(eventId: string, enabled: boolean) {
  return useQuery({ ...rsvpLinksQueryOptions(eventId), enabled });
}

export function regenerateRsvpLink(args: { eventId: string; kind: "household" | "guest"; id: string }) {
  const { eventId, kind, id } = args;
  return unwrap(
    api.events[":eventId"].rsvp.links.regenerate.$post({ param: { eventId }, json: { kind, id } }),
  );
}

export async function setPlusOnes(args: { eventId: string; householdId: string; plusOnes: number }) {
  const { eventId, householdId, plusOnes } = args;
  await unwrap(
    api.events[":eventId"].households[":householdId"]["plus-ones"].$put({
      param: { eventId, householdId },
      json: { plusOnes },
    }),
  );
}

/** A change to an invitation's link or plus-ones: the links are read again. */
export function useRsvpLinkMutation<Args extends { eventId: string }, Result>(
  mutationFn: (args: Args) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_data, _error, args) =>
      queryClient.invalidateQueries({ queryKey: eventQueryKeys.rsvpLinks(args.eventId) }),
  });
}
