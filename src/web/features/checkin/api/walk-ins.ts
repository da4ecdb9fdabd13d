import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CheckinList, SeatProposal, WalkInInput } from "@/shared/checkin";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";
import { mergeGuests } from "./set-arrival";

/** The seat Add walk-in proposes for someone who came with `withGuestId` (or alone). */
export const seatProposalQueryOptions = (eventId: string, withGuestId: string | null) =>
  queryOptions({
    queryKey: [...eventQueryKeys.checkin(eventId), "proposal", withGuestId ?? ""] as const,
    queryFn: async (): Promise<{ proposal: SeatProposal | null }> =>
      unwrap(
        api.events[":eventId"].checkin["walk-ins"].proposal.$get({
          param: { eventId },
          query: withGuestId ? { withGuestId } : {},
        }),
      ),
  });

export function useSeatProposal(eventId: string, withGuestId: string | null, enabled: boolean) {
  return useQuery({ ...seatProposalQueryOptions(eventId, withGuestId), enabled });
}

export function useAddWalkIn(eventId: string) {
  const queryClient = useQueryClient();
  const key = eventQueryKeys.checkin(eventId);
  return useMutation({
    mutationFn: (input: WalkInInput) =>
      unwrap(api.events[":eventId"].checkin["walk-ins"].$post({ param: { eventId }, json: input })),
    onSuccess: ({ guest }) => {
      queryClient.setQueryData<CheckinList>(key, (list) => (list ? mergeGuests(list, [guest]) : list));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Gives a no-show's seat to a guest (a walk-in), in one request. */
export function useTakeSeat(eventId: string) {
  const queryClient = useQueryClient();
  const key = eventQueryKeys.checkin(eventId);
  return useMutation({
    mutationFn: (input: { guestId: string; noShowId: string }) =>
      unwrap(api.events[":eventId"].checkin["take-seat"].$post({ param: { eventId }, json: input })),
    onSuccess: (result) => {
      queryClient.setQueryData<CheckinList>(key, (list) => (list ? mergeGuests(list, result.guests) : list));
    },
  });
}
