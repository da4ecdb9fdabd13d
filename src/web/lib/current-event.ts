import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EventSummary } from "@/shared/event";
import { api, unwrap } from "./api-client";

/** The signed-in owner's newest event with its totals and setup progress, or null before the first one.
 * Shared by every dashboard screen; invalidate with `currentEventQueryOptions().queryKey`. */
export const currentEventQueryOptions = () =>
  queryOptions({
    queryKey: ["events", "current"] as const,
    queryFn: async (): Promise<EventSummary | null> => unwrap(api.events.current.$get()),
  });

export function useCurrentEvent() {
  return useQuery(currentEventQueryOptions());
}
