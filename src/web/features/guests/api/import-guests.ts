import { useQueryClient } from "@tanstack/react-query";
import { CSV_MESSAGES } from "@/shared/csv/errors";
import type { MergeChoices } from "@/shared/csv/merge";
import type { ImportTarget } from "@/shared/csv/targets";
import { type ImportResult, importResultSchema } from "@/shared/guests-import";
import { t } from "@/shared/i18n/messages";
import { ApiError } from "@/web/lib/api-client";
import { EVENTS_QUERY_KEY } from "@/web/lib/current-event";
import { refreshGuestList } from "./guest-list";

export interface ImportRequest extends MergeChoices {
  eventId: string;
  file: File;
  mapping: ImportTarget[];
  skipDuplicates: boolean;
  splitCouples: boolean;
  /** The workbook's sheet the preview read, when it is a workbook. */
  sheet?: string;
  /** Share of the file sent so far, 0 to 1; the server's own work follows the last call. */
  onUploadProgress?: (sent: number) => void;
}

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

/**
 * POST .../guests/import as multipart: the file itself (the server reads it again with the same shared code,
 * and stays the authority) and the choices made in the preview. XMLHttpRequest rather than the typed client:
 * only it reports upload progress, which a 10 MB file on a slow line needs.
 */
export function importGuests(request: ImportRequest): Promise<ImportResult> {
  const form = new FormData();
  form.append("file", request.file);
  form.append("mapping", JSON.stringify(request.mapping));
  form.append("skipDuplicates", String(request.skipDuplicates));
  form.append("splitCouples", String(request.splitCouples));
  if (request.sheet !== undefined) form.append("sheet", request.sheet);
  form.append("mode", request.mode);
  form.append("exclude", request.exclude.join(","));
  form.append("keep", request.keep.join(","));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/events/${encodeURIComponent(request.eventId)}/guests/import`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status === 200) {
        const parsed = importResultSchema.safeParse(body);
        if (parsed.success) return resolve(parsed.data);
      }
      const error = (body as ErrorBody | null)?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? "unknown",
          error?.message ?? t(CSV_MESSAGES.importFailed),
          error?.fields,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, "network", t("Network error. Please check your connection.")));
    xhr.send(form);
  });
}

/** After an import: the list, its tables, households and groups, and the dashboard's totals all changed. */
export function useAfterImport() {
  const queryClient = useQueryClient();
  return (eventId: string) =>
    Promise.all([
      refreshGuestList(queryClient, eventId),
      queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
    ]);
}
