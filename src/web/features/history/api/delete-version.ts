import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";

export function deleteVersion({ eventId, versionId }: { eventId: string; versionId: string }) {
  return unwrap(api.events[":eventId"].versions[":versionId"].$delete({ param: { eventId, versionId } }));
}

/** Deletes one version for good (history.manage). */
export function useDeleteVersion(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => deleteVersion({ eventId, versionId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueryKeys.versions(eventId) }),
  });
}
