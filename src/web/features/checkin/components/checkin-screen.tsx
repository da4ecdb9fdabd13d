import { CheckIcon, DownloadIcon, SearchIcon } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import { toast } from "sonner";
import type { CheckinList } from "@/shared/checkin";
import { countArrivals } from "@/shared/checkin-rules";
import { ListError } from "@/web/components/list-error";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCan } from "@/web/lib/event-role";
import { useT } from "@/web/lib/i18n";
import { downloadArrivalReport } from "../api/download-arrival-report";
import { useCheckinList } from "../api/get-checkin-list";
import { type ArrivalTarget, useSetArrival } from "../api/set-arrival";
import { checkinRows, shownGuests } from "../lib/checkin-rows";
import { useQueuedList } from "../lib/use-checkin-sync";
import { ArrivalCountsSummary } from "./arrival-counts";
import { GuestRow } from "./guest-row";
import { HouseholdBlock } from "./household-block";
import { OfflineBar } from "./offline-bar";
import { ScanDialog } from "./scan-dialog";
import { TakeSeatDialog } from "./take-seat-dialog";
import { WalkInDialog } from "./walk-in-dialog";

/** Rows drawn at once: a phone scrolls a few dozen; typing narrows 20,000 to them. */
const SHOWN = 150;

export function CheckinScreen({ eventId }: { eventId: string }) {
  const t = useT();
  const list = useCheckinList(eventId);
  if (list.isPending)
    return (
      <div role="status" aria-label={t("Loading the guest list")} className="flex flex-col gap-3">
        <Skeleton className="h-10 w-48 rounded-xl" />
        <Skeleton className="h-12 rounded-xl" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  if (list.isError)
    return (
      <ListError
        title={t("Could not load the guest list")}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  return <CheckinBody eventId={eventId} list={list.data} />;
}

function CheckinBody({ eventId, list: fetched }: { eventId: string; list: CheckinList }) {
  const t = useT();
  const list = useQueuedList(eventId, fetched);
  const canReport = useCan("guests.read");
  const [query, setQuery] = useState("");
  const [notArrived, setNotArrived] = useState(false);
  const typed = useDeferredValue(query);
  const counts = useMemo(() => countArrivals(list.guests, list.tables), [list]);
  const rows = useMemo(() => checkinRows(list, typed, notArrived), [list, typed, notArrived]);
  const tables = useMemo(() => new Map(list.tables.map((table) => [table.id, table])), [list.tables]);
  const arrival = useSetArrival(eventId);
  const busyKey = arrival.isPending
    ? (arrival.variables?.guestId ?? arrival.variables?.householdId)
    : undefined;
  const set = (target: ArrivalTarget) =>
    arrival.mutate(target, {
      onError: (error) => toast.error(getErrorMessage(error, t("Could not save the check-in"))),
    });
  const shown = shownGuests(rows);

  return (
    <div className="flex flex-col gap-4">
      <OfflineBar eventId={eventId} list={list} />
      <ArrivalCountsSummary counts={counts} tables={list.tables} />
      <div className="sticky top-14 z-10 -mx-4 flex flex-col gap-2 bg-muted/95 px-4 py-2 backdrop-blur md:top-0">
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label={t("Search guests")}
            placeholder={t("Name, household or table")}
            className="h-12 ps-10 text-base"
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant={notArrived ? "default" : "outline"}
            size="lg"
            className="px-4"
            aria-pressed={notArrived}
            onClick={() => setNotArrived((value) => !value)}
          >
            {notArrived ? <CheckIcon aria-hidden="true" /> : null}
            {t("Not arrived")}
          </Button>
          <WalkInDialog eventId={eventId} list={list} />
          <ScanDialog eventId={eventId} list={list} />
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card p-6 text-center text-muted-foreground">
          {list.guests.length === 0
            ? t("No guests yet. Add walk-ins as they arrive.")
            : typed.trim()
              ? t("No one matches “{query}”.", { query: typed.trim() })
              : t("Everyone has arrived.")}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t("Guests")}>
          {rows.slice(0, SHOWN).map((row) =>
            row.kind === "guest" ? (
              <GuestRow
                key={row.guest.id}
                guest={row.guest}
                table={row.guest.tableId ? tables.get(row.guest.tableId) : undefined}
                busy={busyKey === row.guest.id}
                onArrival={(arrived) => set({ guestId: row.guest.id, arrived })}
                seatAction={<TakeSeatDialog eventId={eventId} guest={row.guest} list={list} />}
              />
            ) : (
              <HouseholdBlock
                key={row.id}
                name={row.name}
                arrived={row.arrived}
                total={row.total}
                busy={busyKey === row.id}
                onAll={() => set({ householdId: row.id, arrived: true })}
              >
                {row.members.map((guest) => (
                  <GuestRow
                    key={guest.id}
                    guest={guest}
                    table={guest.tableId ? tables.get(guest.tableId) : undefined}
                    busy={busyKey === guest.id || busyKey === row.id}
                    onArrival={(arrived) => set({ guestId: guest.id, arrived })}
                    seatAction={<TakeSeatDialog eventId={eventId} guest={guest} list={list} />}
                  />
                ))}
              </HouseholdBlock>
            ),
          )}
        </ul>
      )}
      {rows.length > SHOWN ? (
        <p className="text-center text-sm text-muted-foreground">
          {t("Showing {shown, number} of {count, number}. Type a name to narrow the list.", {
            shown: SHOWN,
            count: shown,
          })}
        </p>
      ) : null}
      {canReport ? (
        <Button
          variant="link"
          className="self-start"
          onClick={() =>
            void downloadArrivalReport(eventId).catch((error: unknown) =>
              toast.error(getErrorMessage(error, t("Download failed"))),
            )
          }
        >
          <DownloadIcon aria-hidden="true" />
          {t("Arrival report (CSV)")}
        </Button>
      ) : null}
    </div>
  );
}
