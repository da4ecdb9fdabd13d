import { localToday } from "@/shared/event";
import { t } from "@/shared/i18n/messages";
import { downloadFile } from "@/web/lib/download";

/** GET /api/account/data, saved as seatwise-data-{YYYY-MM-DD}.zip. */
export function downloadAccountData(): Promise<void> {
  return downloadFile("/api/account/data", `seatwise-data-${localToday()}.zip`, t("Download failed"));
}
