import { exportFileName } from "@/shared/csv/export";
import { localToday } from "@/shared/event";
import { t } from "@/shared/i18n/messages";
import { ApiError } from "@/web/lib/api-client";

type ErrorBody = { error?: { code?: string; message?: string } };

/**
 * Downloads the server's export as guest-list-{YYYY-MM-DD}.csv, dated by the owner's own today. Fetched
 * rather than linked so a refusal ('There are no guests to export') can be shown as a toast.
 */
export async function exportGuests(eventId: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/events/${encodeURIComponent(eventId)}/guests/export`, {
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, "network", t("Network error. Please check your connection."));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ErrorBody;
    throw new ApiError(
      response.status,
      body.error?.code ?? "unknown",
      body.error?.message ?? t("Export failed"),
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = exportFileName(localToday());
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once click() returns; the next task may let the blob go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
