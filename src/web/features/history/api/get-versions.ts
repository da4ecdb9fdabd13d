import { queryOptions, useQuery } from "@tanstack/react-query";
import type { VersionSummary } from "@/shared/history";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

/** The event's versions, newest first; read afresh each time the screen shows them (a change in this tab on
 * another screen may have taken one). */
export const versionsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKeys.versions(eventId),
    queryFn: async (): Promise<{ versions: VersionSummary[] }> =>
      unwrap(api.events[":eventId"].versions.$get({ param: { eventId } })),
    staleTime: 0,
  });

export function useVersions(eventId: string) {
  return useQuery(versionsQueryOptions(eventId));
}
