import { useQuery } from "@tanstack/react-query";
import type { CheckinList } from "@/shared/checkin";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

/** What the arrival report is made from (GET …/checkin/report/data): under the check-in list's key, so a
 * check-in at the door refreshes it live. Read only while the report is open. */
export function useArrivalReportData(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...eventQueryKeys.checkin(eventId), "report"] as const,
    queryFn: async (): Promise<CheckinList> =>
      unwrap(api.events[":eventId"].checkin.report.data.$get({ param: { eventId } })),
    enabled,
  });
}
