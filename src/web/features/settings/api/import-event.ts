import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportedEventResult } from "@/shared/account-data";
import { t } from "@/shared/i18n/messages";
import { chooseEvent, EVENTS_QUERY_KEY } from "@/web/lib/current-event";
import { fetchApi } from "@/web/lib/download";

/** POST /api/account/import: the zip itself as the body; `event` picks one of a download of several. */
export async function importEvent({
  file,
  event,
}: {
  file: File;
  event?: number;
}): Promise<ImportedEventResult> {
  const query = event === undefined ? "" : `?event=${event}`;
  const response = await fetchApi(
    `/api/account/import${query}`,
    { method: "POST", headers: { "content-type": "application/zip" }, body: file },
    t("Import failed"),
  );
  return (await response.json()) as ImportedEventResult;
}

/** Imports, then works on the new event. */
export function useImportEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEvent,
    onSuccess: async (result) => {
      chooseEvent(result.eventId);
      await queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
    },
  });
}
