import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RestoreRowInput } from "@/shared/history";
import { api, unwrap } from "../api-client";
import { refreshEvent } from "../live-refresh";

export function restoreRow({ eventId, input }: { eventId: string; input: RestoreRowInput }) {
  return unwrap(api.events[":eventId"].history.restore.$post({ param: { eventId }, json: input }));
}

/** Brings back one removed guest or table from its removal in the history; every screen reads again. */
export function useRestoreRow(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RestoreRowInput) => restoreRow({ eventId, input }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}
