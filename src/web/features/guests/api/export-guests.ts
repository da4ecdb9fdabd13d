import { exportFileName } from "@/shared/csv/export";
import { localToday } from "@/shared/event";
import { t } from "@/shared/i18n/messages";
import { downloadFile } from "@/web/lib/download";

/** Downloads the server's export as guest-list-{YYYY-MM-DD}.csv, dated by the owner's own today. */
export function exportGuests(eventId: string): Promise<void> {
  return downloadFile(
    `/api/events/${encodeURIComponent(eventId)}/guests/export`,
    exportFileName(localToday()),
    t("Export failed"),
  );
}
