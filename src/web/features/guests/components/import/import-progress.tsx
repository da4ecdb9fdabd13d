import { useT } from "@/web/lib/i18n";

/** The import on its way: the upload's share sent, then the server saving the guests. */
export function ImportProgress({ sent }: { sent: number }) {
  const t = useT();
  const uploading = sent < 1;
  const percent = Math.round(sent * 100);
  return (
    <div className="flex flex-col gap-2" role="status" aria-live="polite">
      <p className="text-sm">
        {uploading
          ? t("Sending the file… {percent, number, percent}", { percent: sent })
          : t("Saving guests…")}
      </p>
      <div
        role="progressbar"
        aria-label={t("Import progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={uploading ? percent : undefined}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            uploading
              ? "h-full rounded-full bg-primary transition-[width]"
              : "h-full w-1/3 animate-pulse rounded-full bg-primary"
          }
          style={uploading ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
