import { useState } from "react";
import { can, type Role } from "@/shared/roles";
import { HistoryList } from "@/web/components/history/history-list";
import { Card, CardContent } from "@/web/components/ui/card";
import { type HistoryFilters, useHistory } from "@/web/lib/history/history-query";
import { useHistoryNames } from "@/web/lib/history/use-history-names";
import { useT } from "@/web/lib/i18n";
import { HistoryFiltersBar } from "./history-filters";
import { HistorySize } from "./history-size";

/** The Changes tab: the filters, the entries newest first ("Load older"), and what the history takes. */
export function ChangesPanel({ eventId, role }: { eventId: string; role: Role }) {
  const t = useT();
  const [filters, setFilters] = useState<HistoryFilters>({});
  const history = useHistory(eventId, filters);
  const names = useHistoryNames(eventId);
  const firstPage = history.data?.pages[0];
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="flex flex-col gap-4">
      <HistoryFiltersBar
        eventId={eventId}
        people={firstPage?.people ?? []}
        filters={filters}
        onChange={setFilters}
      />
      <Card className="py-2">
        <CardContent>
          <HistoryList
            eventId={eventId}
            history={history}
            names={names}
            canRestore={can(role, "history.write")}
            empty={
              <p className="py-8 text-center text-sm text-muted-foreground">
                {filtered
                  ? t("No change matches these filters.")
                  : t("No changes yet. Every change to guests, tables, seats and settings will show here.")}
              </p>
            }
          />
        </CardContent>
      </Card>
      {firstPage && firstPage.size.entries + firstPage.size.versionBytes > 0 ? (
        <HistorySize eventId={eventId} size={firstPage.size} canPrune={can(role, "history.manage")} />
      ) : null}
    </div>
  );
}
