import { useQuery } from "@tanstack/react-query";
import type { GuestList } from "@/shared/guests-list";
import type { PrintSource } from "@/shared/print/options";
import type { FloorPlan } from "@/shared/tables";
import { api, unwrap } from "@/web/lib/api-client";

/**
 * What the documents are made from: the guest list and the floor plan, under the same cache keys the Guests
 * and Tables screens use, so a change made there shows here without a reload.
 */
export const printGuestsQueryOptions = (eventId: string) => ({
  queryKey: ["guests", eventId] as const,
  queryFn: async (): Promise<GuestList> => unwrap(api.events[":eventId"].guests.$get({ param: { eventId } })),
});

export const printPlanQueryOptions = (eventId: string) => ({
  queryKey: ["events", eventId, "tables"] as const,
  queryFn: async (): Promise<FloorPlan> => unwrap(api.events[":eventId"].tables.$get({ param: { eventId } })),
});

export function usePrintSource(eventId: string) {
  const guests = useQuery(printGuestsQueryOptions(eventId));
  const plan = useQuery(printPlanQueryOptions(eventId));
  const source: PrintSource | undefined =
    guests.data && plan.data
      ? { guests: guests.data.guests, households: guests.data.households, plan: plan.data }
      : undefined;
  return { source, isPending: guests.isPending || plan.isPending, error: guests.error ?? plan.error };
}
