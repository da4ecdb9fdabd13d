import { BookmarkIcon, ClockIcon, GitCompareArrowsIcon, RotateCcwIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { VersionSummary } from "@/shared/history";
import { can, type Role } from "@/shared/roles";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { getErrorMessage } from "@/web/lib/api-client";
import { formatDateTime, formatRelative } from "@/web/lib/format-date";
import { versionTitle } from "@/web/lib/history/history-labels";
import { useT } from "@/web/lib/i18n";
import { useDeleteVersion } from "../api/delete-version";
import { useRestoreVersion } from "../api/restore-version";

/** One version: its name (or why it was taken), who took it and when, what it holds; Compare with now, and
 * for the roles that may, Restore and Delete. */
export function VersionRow({
  eventId,
  version,
  role,
  comparing,
  onCompare,
  onDeleted,
}: {
  eventId: string;
  version: VersionSummary;
  role: Role;
  comparing: boolean;
  onCompare: () => void;
  /** After it is deleted (a comparison with it closes). */
  onDeleted: () => void;
}) {
  const t = useT();
  const title = versionTitle(version);
  const [asking, setAsking] = useState<"restore" | "delete" | null>(null);
  const restore = useRestoreVersion(eventId);
  const remove = useDeleteVersion(eventId);
  const Icon = version.name ? BookmarkIcon : ClockIcon;

  const onRestore = () =>
    restore.mutate(version.id, {
      onSuccess: () => {
        setAsking(null);
        toast.success(t("Version restored"), {
          description: t("The plan is back as “{name}” held it. The plan before is kept as a version.", {
            name: title,
          }),
        });
      },
      onError: (error) =>
        toast.error(t("Could not restore the version"), { description: getErrorMessage(error) }),
    });
  const onDelete = () =>
    remove.mutate(version.id, {
      onSuccess: () => {
        setAsking(null);
        onDeleted();
        toast.success(t("Version deleted"));
      },
      onError: (error) =>
        toast.error(t("Could not delete the version"), { description: getErrorMessage(error) }),
    });

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-version={version.id}>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
      >
        <Icon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{title}</span>
          {version.name ? null : <Badge variant="secondary">{t("Automatic")}</Badge>}
        </p>
        <p className="text-xs text-muted-foreground">
          {version.createdBy ? `${version.createdBy.name} · ` : ""}
          <time dateTime={version.createdAt} title={formatDateTime(version.createdAt)}>
            {formatRelative(version.createdAt)}
          </time>
          {" · "}
          {t(
            "{guests, plural, one {# guest} other {# guests}}, {tables, plural, one {# table} other {# tables}}",
            {
              guests: version.guests,
              tables: version.tables,
            },
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 max-sm:ps-12">
        <Button
          variant="outline"
          size="sm"
          aria-pressed={comparing}
          aria-label={t("Compare “{name}” with now", { name: title })}
          onClick={onCompare}
        >
          <GitCompareArrowsIcon aria-hidden="true" />
          {t("Compare with now")}
        </Button>
        {can(role, "history.write") ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={t("Restore “{name}”", { name: title })}
            onClick={() => setAsking("restore")}
          >
            <RotateCcwIcon aria-hidden="true" />
            {t("Restore")}
          </Button>
        ) : null}
        {can(role, "history.manage") ? (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t("Delete “{name}”", { name: title })}
            title={t("Delete version")}
            className="text-muted-foreground hover:text-destructive"
            onClick={() => setAsking("delete")}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking === "restore"}
        onOpenChange={(open) => setAsking(open ? "restore" : null)}
        title={t("Restore “{name}”?", { name: title })}
        description={t("The current plan is saved as a version first, so you can undo this.")}
        confirmLabel={t("Restore")}
        busy={restore.isPending}
        onConfirm={onRestore}
      />
      <ConfirmDialog
        open={asking === "delete"}
        onOpenChange={(open) => setAsking(open ? "delete" : null)}
        title={t("Delete “{name}”?", { name: title })}
        description={t("The version is gone for good; the plan itself does not change.")}
        confirmLabel={t("Delete version")}
        busy={remove.isPending}
        onConfirm={onDelete}
      />
    </li>
  );
}
