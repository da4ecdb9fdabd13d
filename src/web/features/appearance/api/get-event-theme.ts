import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

export const eventThemeQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ["events", eventId, "theme"] as const,
    queryFn: () => unwrap(api.events[":eventId"].theme.$get({ param: { eventId } })),
  });

export function useEventTheme(eventId: string | undefined) {
  return useQuery({ ...eventThemeQueryOptions(eventId ?? ""), enabled: Boolean(eventId) });
}
