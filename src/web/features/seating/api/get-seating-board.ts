import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SeatingBoard } from "@/shared/seating";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

/** Tables, venue, guests and groupings of the Assign Seats board; one cache entry per event. */
export const seatingBoardQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKeys.seatingBoard(eventId),
    queryFn: async (): Promise<SeatingBoard> =>
      unwrap(api.events[":eventId"].seating.$get({ param: { eventId } })),
  });

export function useSeatingBoard(eventId: string) {
  return useQuery(seatingBoardQueryOptions(eventId));
}
