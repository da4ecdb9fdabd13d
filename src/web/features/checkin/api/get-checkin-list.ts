import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CheckinList } from "@/shared/checkin";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";
import { meQueryOptions } from "@/web/lib/session";
import { loadList, saveList } from "../lib/offline-db";
import { isTransient } from "../lib/sync-engine";

/**
 * The check-in screen's list; the live stream refreshes it when anyone checks a guest in (area arrivals).
 * Each list the server gives is kept on the phone (IndexedDB); without a network the kept one is shown
 * (docs/decisions/030-offline-check-in-and-kiosk.md), so the query runs offline too (`networkMode: always`).
 */
export const checkinListQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKeys.checkin(eventId),
    networkMode: "always",
    queryFn: async ({ client }): Promise<CheckinList> => {
      const userId = client.getQueryData(meQueryOptions().queryKey)?.id;
      try {
        const list = await unwrap(api.events[":eventId"].checkin.$get({ param: { eventId } }));
        if (userId) void saveList(userId, eventId, list).catch(() => undefined);
        return list;
      } catch (error) {
        const kept =
          isTransient(error) && userId ? await loadList(userId, eventId).catch(() => undefined) : undefined;
        if (!kept) throw error;
        return kept.list;
      }
    },
  });

export function useCheckinList(eventId: string) {
  return useQuery(checkinListQueryOptions(eventId));
}
