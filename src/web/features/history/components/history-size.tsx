import { DatabaseIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { HistoryPage } from "@/shared/history";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { getErrorMessage } from "@/web/lib/api-client";
import { formatBytes } from "@/web/lib/history/history-labels";
import { useLocale, useT } from "@/web/lib/i18n";
import { usePruneHistory } from "../api/prune-history";

/** What the history takes, and for history.manage "Prune history": the changes go, the versions stay. */
export function HistorySize({
  eventId,
  size,
  canPrune,
}: {
  eventId: string;
  size: HistoryPage["size"];
  canPrune: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const prune = usePruneHistory(eventId);
  const onPrune = () =>
    prune.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t("History pruned"), { description: t("The versions are kept.") });
      },
      onError: (error) =>
        toast.error(t("Could not prune the history"), { description: getErrorMessage(error) }),
    });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border bg-card px-4 py-3 text-sm shadow-soft">
      <DatabaseIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <p className="flex-1 text-muted-foreground">
        {t(
          "History takes {history} ({count, plural, one {# change} other {# changes}}); versions {versions}",
          {
            history: formatBytes(size.historyBytes, locale),
            count: size.entries,
            versions: formatBytes(size.versionBytes, locale),
          },
        )}
      </p>
      {canPrune ? (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setConfirming(true)}
            disabled={size.entries === 0}
          >
            {t("Prune history")}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t("Keep versions only?")}
            description={t(
              "Every change recorded so far is deleted: who changed what and when. The versions stay, so the plan can still be compared and restored. This cannot be undone.",
            )}
            confirmLabel={t("Prune history")}
            busy={prune.isPending}
            onConfirm={onPrune}
          />
        </>
      ) : null}
    </div>
  );
}
