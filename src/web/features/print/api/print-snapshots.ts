import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PrintOptions } from "@/shared/print/options";
import type { PrintSnapshots, SnapshotCard, SnapshotKind } from "@/shared/print/snapshot";
import { api, unwrap } from "@/web/lib/api-client";

/** The escort and place cards last printed for the event; invalidate with this factory's key. */
export const printSnapshotsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ["events", eventId, "print-snapshots"] as const,
    queryFn: async (): Promise<PrintSnapshots> =>
      unwrap(api.events[":eventId"]["print-snapshots"].$get({ param: { eventId } })),
  });

export function usePrintSnapshots(eventId: string) {
  return useQuery(printSnapshotsQueryOptions(eventId));
}

/** Remembers the cards as now printed (after a full print, or after reprinting what changed). */
export function useSavePrintSnapshot(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      cards,
      options,
    }: {
      kind: SnapshotKind;
      cards: SnapshotCard[];
      options: PrintOptions;
    }) =>
      unwrap(
        api.events[":eventId"]["print-snapshots"][":kind"].$put({
          param: { eventId, kind },
          json: { cards, options },
        }),
      ),
    onSuccess: (snapshot) =>
      queryClient.setQueryData(printSnapshotsQueryOptions(eventId).queryKey, (old) =>
        old ? { ...old, [snapshot.kind]: snapshot } : old,
      ),
  });
}
