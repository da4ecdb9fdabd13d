import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SeatingBoard } from "@/shared/seating";
import { decodeBoard } from "@/shared/seating-compact";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

/** Tables, venue, guests and groupings of the Assign Seats board; one cache entry per event. */
export const seatingBoardQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKeys.seatingBoard(eventId),
    // Read in columns (a third of the plain board's bytes at 10,000 guests), decoded here.
    queryFn: async (): Promise<SeatingBoard> =>
      decodeBoard(await unwrap(api.events[":eventId"].seating.compact.$get({ param: { eventId } }))),
  });

export function useSeatingBoard(eventId: string) {
  return useQuery(seatingBoardQueryOptions(eventId));
}
