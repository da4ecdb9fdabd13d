import type { ReactNode } from "react";
import { ListError } from "@/web/components/list-error";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import type { useHistory } from "@/web/lib/history/history-query";
import type { HistoryNames } from "@/web/lib/history/row-fields";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { HistoryEntryItem } from "./history-entry-item";

/**
 * Entries of the history, newest first, with "Load older" while there are more; its loading, empty and
 * error states. The History screen's list and a guest's or a table's own in their dialogs.
 */
export function HistoryList({
  eventId,
  history,
  names,
  canRestore,
  empty,
  compact = false,
}: {
  eventId: string;
  history: ReturnType<typeof useHistory>;
  names: HistoryNames;
  /** What a sentence names besides its entry (the version a save or a restore is about). */
  canRestore: boolean;
  empty: ReactNode;
  compact?: boolean;
}) {
  const t = useT();
  if (history.isPending) {
    return (
      <div role="status" aria-label={t("Loading the history")} className="flex flex-col gap-3 py-2">
        {["a", "b", "c"].map((key) => (
          <div key={key} className="flex gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/4" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (history.isError) {
    return (
      <ListError
        title={t("Could not load the history")}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const entries = history.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-2">
      <ol
        aria-label={t("Changes, newest first")}
        className={cn("flex flex-col divide-y", compact && "text-sm")}
      >
        {entries.map((entry) => (
          <HistoryEntryItem
            key={entry.version}
            eventId={eventId}
            entry={entry}
            names={names}
            canRestore={canRestore}
            compact={compact}
          />
        ))}
      </ol>
      {history.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? t("Loading…") : t("Load older")}
        </Button>
      ) : null}
    </div>
  );
}
