import { ArrowRightIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { HistoryEntry } from "@/shared/history";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { getErrorMessage } from "@/web/lib/api-client";
import { useHistoryEntry } from "@/web/lib/history/history-query";
import { useRestoreRow } from "@/web/lib/history/restore-row";
import type { HistoryNames } from "@/web/lib/history/row-fields";
import { type RowView, rowView } from "@/web/lib/history/row-view";
import { useT } from "@/web/lib/i18n";

/** Rows drawn at first, and added by each "Show more": an import's entry can hold 10,000. */
const SHOWN_ROWS = 50;

/** An entry's rows, field by field. An entry with more rows than the list carried reads the whole entry. */
export function EntryRows({
  eventId,
  entry,
  names,
  canRestore,
}: {
  eventId: string;
  entry: HistoryEntry;
  names: HistoryNames;
  canRestore: boolean;
}) {
  const t = useT();
  const partial = entry.changes.length < entry.total;
  const full = useHistoryEntry(eventId, entry.version, partial);
  const rows = (full.data ?? entry).changes;
  const [shown, setShown] = useState(SHOWN_ROWS);
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {rows.slice(0, shown).map((row) => {
          const view = rowView(row, entry, names);
          return <Row key={view.key} eventId={eventId} view={view} canRestore={canRestore} />;
        })}
      </ul>
      {partial && full.isPending ? <Spinner label={t("Loading the whole change")} /> : null}
      {full.isError ? <p className="text-sm text-destructive">{getErrorMessage(full.error)}</p> : null}
      {rows.length > shown ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => setShown(shown + 4 * SHOWN_ROWS)}
        >
          {t("Show more ({count, number} left)", { count: rows.length - shown })}
        </Button>
      ) : null}
    </div>
  );
}

function Row({ eventId, view, canRestore }: { eventId: string; view: RowView; canRestore: boolean }) {
  const t = useT();
  const restore = useRestoreRow(eventId);
  const onRestore = () => {
    if (!view.restore) return;
    restore.mutate(view.restore, {
      onSuccess: () => toast.success(t("{item} is back", { item: view.title })),
      onError: (error) =>
        toast.error(t("Could not restore {item}", { item: view.title }), {
          description: getErrorMessage(error),
        }),
    });
  };
  return (
    <li className="rounded-lg border bg-muted/40 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-medium break-words">{view.title}</span>
        {view.change === "added" ? <Badge variant="success">{t("Added")}</Badge> : null}
        {view.change === "removed" ? <Badge variant="destructive">{t("Removed")}</Badge> : null}
        {view.restore && canRestore ? (
          <Button
            variant="outline"
            size="sm"
            className="ms-auto h-7"
            disabled={restore.isPending || restore.isSuccess}
            onClick={onRestore}
            aria-label={t("Restore {item}", { item: view.title })}
          >
            <RotateCcwIcon aria-hidden="true" />
            {t("Restore")}
          </Button>
        ) : null}
      </div>
      {view.lines.length > 0 ? (
        <dl className="mt-1 flex flex-col gap-0.5">
          {view.lines.map((line) => (
            <div key={line.field} className="flex flex-wrap items-baseline gap-x-1.5">
              <dt className="text-muted-foreground">{t("{field}:", { field: line.label })}</dt>
              <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
                <span className="break-words line-through decoration-muted-foreground/50">{line.before}</span>
                <ArrowRightIcon
                  aria-hidden="true"
                  className="size-3.5 shrink-0 self-center rtl:-scale-x-100"
                />
                <span className="sr-only"> {t("to")} </span>
                <span className="font-medium break-words">{line.after}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {view.moved ? <p className="mt-1 text-muted-foreground">{t("Moved on the floor plan")}</p> : null}
      {view.others > 0 ? (
        <p className="mt-1 text-muted-foreground">
          {t("{count, plural, one {# other detail changed} other {# other details changed}}", {
            count: view.others,
          })}
        </p>
      ) : null}
    </li>
  );
}
