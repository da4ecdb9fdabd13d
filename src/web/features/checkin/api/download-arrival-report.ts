import { localToday } from "@/shared/event";
import { t } from "@/shared/i18n/messages";
import { downloadFile } from "@/web/lib/download";

/** The arrival report as arrivals-{YYYY-MM-DD}.csv: who came, who did not, walk-ins, by table. */
export function downloadArrivalReport(eventId: string): Promise<void> {
  return downloadFile(
    `/api/events/${encodeURIComponent(eventId)}/checkin/report`,
    `arrivals-${localToday()}.csv`,
    t("Download failed"),
  );
}
