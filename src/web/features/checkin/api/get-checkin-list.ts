import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CheckinList } from "@/shared/checkin";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

/** The check-in screen's list; the live stream refreshes it when anyone checks a guest in (area arrivals). */
export const checkinListQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKeys.checkin(eventId),
    queryFn: async (): Promise<CheckinList> =>
      unwrap(api.events[":eventId"].checkin.$get({ param: { eventId } })),
  });

export function useCheckinList(eventId: string) {
  return useQuery(checkinListQueryOptions(eventId));
}
