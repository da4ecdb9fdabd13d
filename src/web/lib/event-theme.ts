import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "./api-client";

/** An event's custom colours and fonts (the defaults until one is saved); written by `useSaveEventTheme`. */
export const eventThemeQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ["events", eventId, "theme"] as const,
    queryFn: () => unwrap(api.events[":eventId"].theme.$get({ param: { eventId } })),
  });

export function useEventTheme(eventId: string | undefined) {
  return useQuery({ ...eventThemeQueryOptions(eventId ?? ""), enabled: Boolean(eventId) });
}
