import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FloorPlan } from "@/shared/tables";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

/** The event's saved floor plan; invalidate with `floorPlanQueryOptions(eventId).queryKey`. */
export const floorPlanQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKeys.floorPlan(eventId),
    queryFn: async (): Promise<FloorPlan> =>
      unwrap(api.events[":eventId"].tables.$get({ param: { eventId } })),
  });

export function useFloorPlan(eventId: string) {
  return useQuery(floorPlanQueryOptions(eventId));
}
