import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ArrivalCounts } from "@/shared/checkin";
import { api, unwrap } from "./api-client";
import { eventQueryKeys } from "./event-query-keys";
import { useCan } from "./event-role";

/** One table's arrivals: who is here of those expected, and their seats. */
export type TableArrival = ArrivalCounts["tables"][number];
export type TableArrivals = ReadonlyMap<string, TableArrival>;

/**
 * Arrived and expected guests per table on the day (docs/decisions/029-check-in.md), for the Seating board's
 * cards and floor plan:
 * under the check-in list's key, so the live stream refreshes it with every check-in. Null until someone has
 * arrived, so the board looks as before on every other day.
 */
export function useTableArrivals(eventId: string | undefined): TableArrivals | null {
  const allowed = useCan("seating.read");
  const counts = useQuery({
    queryKey: [...eventQueryKeys.checkin(eventId ?? ""), "counts"],
    queryFn: async (): Promise<ArrivalCounts> =>
      unwrap(api.events[":eventId"].checkin.counts.$get({ param: { eventId: eventId! } })),
    enabled: Boolean(eventId) && allowed,
  });
  return useMemo(() => {
    if (!counts.data || counts.data.arrived === 0) return null;
    return new Map(counts.data.tables.map((row) => [row.tableId, row]));
  }, [counts.data]);
}
