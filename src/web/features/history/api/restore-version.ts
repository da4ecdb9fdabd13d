import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { refreshEvent } from "@/web/lib/live-refresh";

export function restoreVersion({ eventId, versionId }: { eventId: string; versionId: string }) {
  return unwrap(
    api.events[":eventId"].versions[":versionId"].restore.$post({ param: { eventId, versionId } }),
  );
}

/** Puts the plan back as a version holds it (the server saves the current plan as a version first); every
 * screen of the event reads again. */
export function useRestoreVersion(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => restoreVersion({ eventId, versionId }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}
