import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CheckinGuest, CheckinList, SeatProposal, TakeSeatInput, WalkInInput } from "@/shared/checkin";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";
import { deviceName } from "../lib/device-name";
import { localProposal } from "../lib/local-proposal";
import { pendingGuest } from "../lib/offline-queue";
import { isTransient } from "../lib/sync-engine";
import { useCheckinSync } from "../lib/use-checkin-sync";
import { sendWalkIn } from "./send-queue";
import { mergeGuests } from "./set-arrival";

/** The seat Add walk-in proposes for someone who came with `withGuestId` (or alone): the server's, or without
 * a network the same rule run on the phone's list (`list`: as the phone sees it, walk-ins waiting included). */
export const seatProposalQueryOptions = (eventId: string, withGuestId: string | null, list: CheckinList) =>
  queryOptions({
    queryKey: [...eventQueryKeys.checkin(eventId), "proposal", withGuestId ?? ""] as const,
    networkMode: "always",
    staleTime: 0,
    queryFn: async (): Promise<{ proposal: SeatProposal | null }> => {
      try {
        return await unwrap(
          api.events[":eventId"].checkin["walk-ins"].proposal.$get({
            param: { eventId },
            query: withGuestId ? { withGuestId } : {},
          }),
        );
      } catch (error) {
        if (!isTransient(error)) throw error;
        return { proposal: localProposal(list, withGuestId) };
      }
    },
  });

export function useSeatProposal(
  eventId: string,
  withGuestId: string | null,
  enabled: boolean,
  list: CheckinList,
) {
  return useQuery({ ...seatProposalQueryOptions(eventId, withGuestId, list), enabled });
}

/**
 * Adds a walk-in with an id made here: sent at once when the phone is online (a refusal, such as a seat
 * taken meanwhile, is shown in the dialog); without a network, or when the request fails on the way, kept in
 * the queue and sent later under the same id, so it is never added twice nor lost. `queued`: it waits.
 */
export function useAddWalkIn(eventId: string) {
  const queryClient = useQueryClient();
  const sync = useCheckinSync();
  const key = eventQueryKeys.checkin(eventId);
  return useMutation({
    networkMode: "always",
    mutationFn: async (input: WalkInInput): Promise<{ guest: CheckinGuest; queued: boolean }> => {
      const walkIn = { ...input, id: crypto.randomUUID(), device: deviceName() };
      if (navigator.onLine) {
        try {
          return { ...(await sendWalkIn(eventId, walkIn)), queued: false };
        } catch (error) {
          if (!isTransient(error) || !sync) throw error;
        }
      }
      if (!sync) throw new Error("signed out");
      const at = new Date().toISOString();
      const queued = {
        kind: "walk-in" as const,
        userId: sync.userId,
        eventId,
        id: walkIn.id,
        name: input.name.trim(),
        withGuestId: input.withGuestId ?? null,
        seat: input.seat ?? null,
        noShowId: input.noShowId ?? null,
        at,
        device: walkIn.device,
      };
      await sync.add([queued]);
      const list = queryClient.getQueryData<CheckinList>(key) ?? { guests: [], tables: [] };
      return { queued: true, guest: pendingGuest(queued, list) };
    },
    onSuccess: ({ guest, queued }) => {
      if (queued) return;
      queryClient.setQueryData<CheckinList>(key, (list) => (list ? mergeGuests(list, [guest]) : list));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Gives a guest here without a seat a no-show's seat or a free one, in one request. */
export function useTakeSeat(eventId: string) {
  const queryClient = useQueryClient();
  const key = eventQueryKeys.checkin(eventId);
  return useMutation({
    mutationFn: (input: TakeSeatInput) =>
      unwrap(api.events[":eventId"].checkin["take-seat"].$post({ param: { eventId }, json: input })),
    onSuccess: (result) => {
      queryClient.setQueryData<CheckinList>(key, (list) => (list ? mergeGuests(list, result.guests) : list));
    },
  });
}
