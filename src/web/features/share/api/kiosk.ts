import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { KioskSettings } from "@/shared/kiosk";
import { api, unwrap } from "@/web/lib/api-client";

const kioskKey = (eventId: string) => ["events", eventId, "kiosk"] as const;

/** The lobby kiosk's link while it is on (only those who edit the Share screen may read it). */
export const kioskQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: kioskKey(eventId),
    queryFn: async (): Promise<KioskSettings> =>
      unwrap(api.events[":eventId"].kiosk.$get({ param: { eventId } })),
  });

export function useKiosk(eventId: string, enabled: boolean) {
  return useQuery({ ...kioskQueryOptions(eventId), enabled });
}

/** Turns the kiosk on or off, or makes its link anew (`regenerate`): the old link stops working. */
export function useChangeKiosk(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { enabled: boolean } | "regenerate") =>
      unwrap(
        change === "regenerate"
          ? api.events[":eventId"].kiosk.regenerate.$post({ param: { eventId } })
          : api.events[":eventId"].kiosk.$put({ param: { eventId }, json: change }),
      ),
    onSuccess: (settings) => queryClient.setQueryData(kioskKey(eventId), settings),
  });
}
