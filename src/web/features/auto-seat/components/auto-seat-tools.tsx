import { ListChecksIcon, SparklesIcon, Undo2Icon, UsersRoundIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import type { AutoSeatMode, SeatingData } from "@/shared/auto-seat-plan";
import type { Event } from "@/shared/event";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCan } from "@/web/lib/event-role";
import { useT } from "@/web/lib/i18n";
import { useSeatingData, useUndoPlan } from "../api/seating-data";
import { AutoSeatDialog } from "./auto-seat-dialog";
import { RulesPanel } from "./rules-panel";
import { SeatingCheck } from "./seating-check";

/** Guests a 'Re-seat changes' run would place or take off a table. */
function pendingChanges(data: SeatingData): number {
  const tables = new Set(data.tables.map((table) => table.id));
  return data.guests.filter((guest) =>
    guest.status === "declined"
      ? guest.tableId !== null && !guest.seatLocked
      : guest.tableId === null || !tables.has(guest.tableId),
  ).length;
}

/**
 * Auto-seat on the Seating screen: the Auto-seat, Re-seat changes, Rules and Undo buttons, and the seating
 * check (broken wishes, guests among strangers, why a guest sits where they sit). `?rules=<guestId>` opens
 * the Rules panel on that guest (the guest dialog links here).
 */
/** Auto-seat's bar while its data loads: the bar's place, kept so the board below does not move. */
export function AutoSeatLoading() {
  const t = useT();
  return (
    <div role="status" aria-label={t("Loading auto-seat")}>
      <Skeleton className="h-14 rounded-2xl" />
    </div>
  );
}

export function AutoSeatTools({ event }: { event: Event }) {
  const t = useT();
  const seating = useSeatingData(event.id);
  const [params, setParams] = useSearchParams();
  const rulesFor = params.get("rules");
  const [rulesOpen, setRulesOpen] = useState(false);
  const [dialog, setDialog] = useState<{ open: boolean; startMode: AutoSeatMode | null }>({
    open: false,
    startMode: null,
  });
  const undo = useUndoPlan(event.id);
  const canSeat = useCan("seating.write");
  // Stable, so the memoised panel is not drawn again when the auto-seat dialog opens.
  const onRulesOpenChange = useCallback(
    (open: boolean) => {
      setRulesOpen(open);
      if (!open && rulesFor !== null) {
        const next = new URLSearchParams(params);
        next.delete("rules");
        setParams(next, { replace: true });
      }
    },
    [rulesFor, params, setParams],
  );

  if (seating.isPending) return <AutoSeatLoading />;
  if (seating.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>{t("Auto-seat is unavailable")}</AlertTitle>
        <AlertDescription>
          {getErrorMessage(seating.error, t("Could not load your seating"))}
        </AlertDescription>
      </Alert>
    );
  const data = seating.data;
  const pending = pendingChanges(data);
  const runUndo = async () => {
    try {
      const result = await undo.mutateAsync();
      toast.success(t("Auto-seat undone"), {
        description: t(
          "{count, plural, one {# guest is back where they were.} other {# guests are back where they were.}}",
          { count: result.moved },
        ),
      });
    } catch (error) {
      toast.error(t("Could not undo"), { description: getErrorMessage(error) });
    }
  };
  const rulesPanelOpen = rulesOpen || rulesFor !== null;
  // A role that may not seat guests reads the seating check only.
  if (!canSeat)
    return (
      <section aria-label={t("Auto-seat")}>
        <SeatingCheck eventId={event.id} data={data} />
      </section>
    );

  return (
    <section aria-label={t("Auto-seat")} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 rounded-2xl border bg-card p-3 shadow-soft">
        <Button
          onClick={() => setDialog({ open: true, startMode: null })}
          disabled={data.guests.length === 0 || data.tables.length === 0}
        >
          <SparklesIcon aria-hidden="true" />
          {t("Auto-seat")}
        </Button>
        <Button
          variant="outline"
          onClick={() => setDialog({ open: true, startMode: "changes" })}
          disabled={pending === 0 || data.tables.length === 0}
          title={pending === 0 ? t("Everyone who is coming has a table") : undefined}
        >
          <UsersRoundIcon aria-hidden="true" />
          {pending > 0 ? t("Re-seat changes ({count})", { count: pending }) : t("Re-seat changes")}
        </Button>
        <Button variant="outline" onClick={() => setRulesOpen(true)}>
          <ListChecksIcon aria-hidden="true" />
          {t("Rules ({count})", { count: data.rules.length })}
        </Button>
        {data.undoAvailable ? (
          <Button variant="ghost" onClick={runUndo} disabled={undo.isPending}>
            <Undo2Icon aria-hidden="true" />
            {undo.isPending ? t("Undoing…") : t("Undo auto-seat")}
          </Button>
        ) : null}
        {data.tables.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t("Add tables in Configure Tables to use auto-seat.")}
          </p>
        ) : null}
      </div>

      <SeatingCheck eventId={event.id} data={data} />

      <RulesPanel
        eventId={event.id}
        data={data}
        open={rulesPanelOpen}
        initialGuestId={rulesFor}
        onOpenChange={onRulesOpenChange}
      />
      <AutoSeatDialog
        eventId={event.id}
        data={data}
        open={dialog.open}
        startMode={dialog.startMode}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        onApplied={(moved) =>
          toast.success(t("Plan applied"), {
            description: t(
              "{count, plural, one {# guest seated or moved.} other {# guests seated or moved.}}",
              {
                count: moved,
              },
            ),
            action: { label: t("Undo"), onClick: () => void runUndo() },
          })
        }
      />
    </section>
  );
}
