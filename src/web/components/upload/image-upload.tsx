import { ImageIcon, UploadIcon, XIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { MB } from "@/shared/constants";
import {
  IMAGE_ACCEPT,
  UPLOAD_LIMIT_MB,
  UPLOAD_MESSAGES,
  type UploadFolder,
  type UploadResult,
} from "@/shared/upload";
import { Button } from "@/web/components/ui/button";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { uploadImage } from "./upload-image";

/**
 * Pick an image, upload it, report the stored path. States: idle, 'Uploading...', then success (toast
 * 'Upload successful') or failure (toast 'Upload failed' with the reason, preview cleared).
 */
export function ImageUpload({
  folder,
  previewUrl,
  label,
  onUploaded,
  onClear,
}: {
  folder: UploadFolder;
  previewUrl: string | null;
  label?: string;
  onUploaded: (result: UploadResult) => void;
  onClear?: () => void;
}) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const limitMb = UPLOAD_LIMIT_MB[folder];
  const shown = localPreview ?? previewUrl;

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (file.size > limitMb * MB) {
      toast.error(t("Upload failed"), { description: UPLOAD_MESSAGES.tooLarge(limitMb) });
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setLocalPreview(objectUrl);
    setUploading(true);
    try {
      const result = await uploadImage(file, folder);
      onUploaded(result);
      toast.success(t("Upload successful"));
    } catch (error) {
      toast.error(t("Upload failed"), { description: getErrorMessage(error) });
      onClear?.();
    } finally {
      URL.revokeObjectURL(objectUrl);
      setLocalPreview(null);
      setUploading(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative flex aspect-[16/7] w-full items-center justify-center overflow-hidden rounded-xl border border-dashed bg-muted">
        {shown ? (
          <img src={shown} alt={t("Cover preview")} className="size-full object-cover" />
        ) : (
          <ImageIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          // The visible button below opens it; an invisible second tab stop would show no focus.
          tabIndex={-1}
          aria-label={label ?? t("Upload image")}
          disabled={uploading}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <Button variant="outline" disabled={uploading} onClick={() => input.current?.click()}>
          <UploadIcon aria-hidden="true" />
          {uploading ? t("Uploading...") : (label ?? t("Upload image"))}
        </Button>
        {shown && onClear && !uploading ? (
          <Button variant="ghost" onClick={onClear}>
            <XIcon aria-hidden="true" /> {t("Remove")}
          </Button>
        ) : null}
        <span className="text-xs text-muted-foreground">
          {t("PNG, JPEG, WebP, GIF or AVIF, up to {limit} MB", { limit: limitMb })}
        </span>
      </div>
    </div>
  );
}
