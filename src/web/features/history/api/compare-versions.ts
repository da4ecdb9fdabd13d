import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Comparison } from "@/shared/history";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

/** `to`: a version's id or "now" (the event as it is). */
export const comparisonQueryOptions = (eventId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...eventQueryKeys.versions(eventId), "compare", from, to] as const,
    queryFn: async (): Promise<Comparison> =>
      unwrap(api.events[":eventId"].versions.compare.$get({ param: { eventId }, query: { from, to } })),
    // Two versions never change; "now" does, and a change refreshes the versions' key.
    staleTime: to === "now" ? 0 : Number.POSITIVE_INFINITY,
  });

export function useComparison(eventId: string, from: string | null, to: string | null) {
  return useQuery({ ...comparisonQueryOptions(eventId, from ?? "", to ?? ""), enabled: Boolean(from && to) });
}
