import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { HistoryEntry, HistoryPage, HistoryQuery } from "@/shared/history";
import { api, unwrap } from "../api-client";
import { eventQueryKeys } from "../event-query-keys";

/** What the history screen filters by (all optional); a guest's or a table's own history is `guest`/`table`. */
export type HistoryFilters = Pick<HistoryQuery, "actor" | "kind" | "guest" | "table">;

export function getHistoryPage(
  eventId: string,
  filters: HistoryFilters,
  before?: number,
): Promise<HistoryPage> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...filters, before })) {
    if (value !== undefined && value !== "") query[name] = String(value);
  }
  return unwrap(api.events[":eventId"].history.$get({ param: { eventId }, query }));
}

/**
 * The event's history, newest first, one page of entries at a time ("Load older" asks for the next); under
 * the history's key, so every change (live-refresh.ts) and every restore reads it again. Read afresh each
 * time a screen shows it: a change made in this tab on another screen is not announced to it.
 */
export const historyQueryOptions = (eventId: string, filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: [...eventQueryKeys.history(eventId), "pages", filters] as const,
    queryFn: ({ pageParam }) => getHistoryPage(eventId, filters, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    staleTime: 0,
  });

export function useHistory(eventId: string, filters: HistoryFilters) {
  return useInfiniteQuery(historyQueryOptions(eventId, filters));
}

/** One entry with every row it touched (the list carries its first HISTORY_LIST_ROWS). */
export const historyEntryQueryOptions = (eventId: string, version: number) =>
  queryOptions({
    queryKey: [...eventQueryKeys.history(eventId), "entry", version] as const,
    queryFn: async (): Promise<HistoryEntry> =>
      unwrap(
        api.events[":eventId"].history[":version"].$get({ param: { eventId, version: String(version) } }),
      ),
  });

export function useHistoryEntry(eventId: string, version: number, enabled: boolean) {
  return useQuery({ ...historyEntryQueryOptions(eventId, version), enabled });
}
