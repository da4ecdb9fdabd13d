import { useCan } from "@/web/lib/event-role";
import { useHistory } from "@/web/lib/history/history-query";
import { useHistoryNames } from "@/web/lib/history/use-history-names";
import { useT } from "@/web/lib/i18n";
import { HistoryList } from "./history-list";

/** A guest's or a table's own history, compact, for their dialogs: loaded with its messages only when shown
 * (lazy-row-history.tsx). */
export default function RowHistory({
  eventId,
  guestId,
  tableId,
}: {
  eventId: string;
  guestId?: string;
  tableId?: string;
}) {
  const t = useT();
  const history = useHistory(eventId, { guest: guestId, table: tableId });
  const names = useHistoryNames(eventId);
  const canRestore = useCan("history.write");
  return (
    <HistoryList
      eventId={eventId}
      history={history}
      names={names}
      canRestore={canRestore}
      compact
      empty={<p className="py-4 text-sm text-muted-foreground">{t("No changes recorded yet.")}</p>}
    />
  );
}
