import { t } from "@/shared/i18n/messages";
import { ApiError } from "./api-client";

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

/** A fetch that answers the API's error shape, or a network failure, as an ApiError (`fallback` translated
 * already, for an answer without a message). */
export async function fetchApi(url: string, init: RequestInit, fallback: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin", ...init });
  } catch {
    throw new ApiError(0, "network", t("Network error. Please check your connection."));
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  throw new ApiError(
    response.status,
    body.error?.code ?? "unknown",
    body.error?.message ?? fallback,
    body.error?.fields,
  );
}

/** Saves a blob under `fileName` through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once click() returns; the next task may let the blob go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads what the server answers at `url` as `fileName`. Fetched rather than linked so a refusal (no guests
 * to export, too many downloads) can be shown as a toast.
 */
export async function downloadFile(url: string, fileName: string, fallback: string): Promise<void> {
  const response = await fetchApi(url, {}, fallback);
  downloadBlob(await response.blob(), fileName);
}
