import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ApplyPlanInput, PinGuestsInput, SeatingData } from "@/shared/auto-seat-plan";
import type { CreateSeatingRuleInput } from "@/shared/seating-rules";
import { api, unwrap } from "@/web/lib/api-client";
import { CURRENT_EVENT_QUERY_KEY } from "@/web/lib/current-event";

/**
 * The event's seating data for auto-seat (guests, tables, groups, rules). Its key sits under the guest list's
 * (["guests", eventId]), so whatever refreshes the guest list — the guests screen, the seating board — refreshes
 * it too, and the seating check never judges a stale plan.
 */
export const seatingDataQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ["guests", eventId, "auto-seat"] as const,
    queryFn: async (): Promise<SeatingData> =>
      unwrap(api.events[":eventId"]["auto-seat"].$get({ param: { eventId } })),
  });

export function useSeatingData(eventId: string) {
  const queryClient = useQueryClient();
  // A board that writes the guest list's cache directly (no refetch) still makes this data stale.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const key = event.query.queryKey;
        if (
          event.type === "updated" &&
          event.action.type === "success" &&
          key.length === 2 &&
          key[0] === "guests" &&
          key[1] === eventId
        )
          void queryClient.invalidateQueries({ queryKey: seatingDataQueryOptions(eventId).queryKey });
      }),
    [queryClient, eventId],
  );
  return useQuery(seatingDataQueryOptions(eventId));
}

/** Seats changed: every query about this event (guest list, seating board, floor plan) and the dashboard's
 * seated count read again. */
function refreshSeating(queryClient: ReturnType<typeof useQueryClient>, eventId: string) {
  void queryClient.invalidateQueries({ queryKey: CURRENT_EVENT_QUERY_KEY });
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(eventId) });
}

function useSeatingMutation<Args, Result>(eventId: string, call: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => refreshSeating(queryClient, eventId) });
}

export function useCreateRule(eventId: string) {
  return useSeatingMutation(eventId, (input: CreateSeatingRuleInput) =>
    unwrap(api.events[":eventId"]["seating-rules"].$post({ param: { eventId }, json: input })),
  );
}

export function useDeleteRule(eventId: string) {
  return useSeatingMutation(eventId, (ruleId: string) =>
    unwrap(api.events[":eventId"]["seating-rules"][":ruleId"].$delete({ param: { eventId, ruleId } })),
  );
}

export function useApplyPlan(eventId: string) {
  return useSeatingMutation(eventId, (input: ApplyPlanInput) =>
    unwrap(api.events[":eventId"]["auto-seat"].apply.$post({ param: { eventId }, json: input })),
  );
}

export function useUndoPlan(eventId: string) {
  return useSeatingMutation(eventId, () =>
    unwrap(api.events[":eventId"]["auto-seat"].undo.$post({ param: { eventId } })),
  );
}

export function usePinGuests(eventId: string) {
  return useSeatingMutation(eventId, (input: PinGuestsInput) =>
    unwrap(api.events[":eventId"]["auto-seat"].pins.$put({ param: { eventId }, json: input })),
  );
}
