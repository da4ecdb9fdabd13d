import { t } from "@/shared/i18n/messages";
import { type UploadFolder, type UploadResult, uploadResultSchema } from "@/shared/upload";
import { ApiError } from "@/web/lib/api-client";

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

/** POST /api/uploads as multipart (the typed client does not stream files); errors become ApiError. */
export async function uploadImage(file: File, folder: UploadFolder): Promise<UploadResult> {
  const form = new FormData();
  form.append("file", file);
  form.append("folder", folder);
  let response: Response;
  try {
    response = await fetch("/api/uploads", { method: "POST", body: form, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "network", t("Network error. Please check your connection."));
  }
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = (body as ErrorBody).error;
    throw new ApiError(
      response.status,
      error?.code ?? "unknown",
      error?.message ?? t("Upload failed"),
      error?.fields,
    );
  }
  return uploadResultSchema.parse(body);
}
