import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedFloorPlan, SaveFloorPlanInput } from "@/shared/tables";
import { api, unwrap } from "@/web/lib/api-client";
import { EVENTS_QUERY_KEY } from "@/web/lib/current-event";
import { floorPlanQueryOptions } from "./get-floor-plan";

export function saveFloorPlan({
  eventId,
  plan,
}: {
  eventId: string;
  plan: SaveFloorPlanInput;
}): Promise<SavedFloorPlan> {
  return unwrap(api.events[":eventId"].tables.$put({ param: { eventId }, json: plan }));
}

/** Saves the whole plan; the cache then holds what the server answered (real ids, numbers). */
export function useSaveFloorPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFloorPlan,
    onSuccess: ({ createdIds: _created, ...plan }, { eventId }) => {
      queryClient.setQueryData(floorPlanQueryOptions(eventId).queryKey, plan);
      // The dashboard's table count and setup progress changed.
      return queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
    },
  });
}
