import { CloudCheckIcon, CloudOffIcon, RefreshCwIcon, XIcon } from "lucide-react";
import { useEffect } from "react";
import type { CheckinList } from "@/shared/checkin";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useT } from "@/web/lib/i18n";
import { keepPageOffline } from "@/web/lib/offline-shell";
import { paths } from "@/web/lib/paths";
import { loadToasts } from "@/web/lib/toast";
import { cn } from "@/web/lib/utils";
import type { SyncNotice } from "../lib/sync-engine";
import { useCheckinSync, useSyncState } from "../lib/use-checkin-sync";
import { TakeSeatDialog } from "./take-seat-dialog";

/**
 * Whether this phone's check-ins have reached the server (docs/decisions/030-offline-check-in-and-kiosk.md):
 * "Offline — N check-ins waiting" without a network, a quiet "All check-ins saved" once everything is sent,
 * and what the people at the door must act on (a walk-in's seat taken by another phone while offline). It
 * also keeps the screen working offline (the service worker) from its first visit.
 */
export function OfflineBar({ eventId, list }: { eventId: string; list: CheckinList }) {
  const t = useT();
  const sync = useCheckinSync();
  const state = useSyncState(sync);
  useEffect(() => {
    // Its toasts must show offline too: sonner (loaded on demand) is fetched now, while online, and kept.
    loadToasts();
    keepPageOffline(paths.dashboard.checkin);
  }, []);
  const waiting = state.items.filter((item) => item.eventId === eventId).length;
  // A walk-in's taken seat is settled once they have another one.
  const seated = new Set(list.guests.flatMap((guest) => (guest.tableId ? [guest.id] : [])));
  const notices = state.notices.filter(
    (notice) => notice.eventId === eventId && !(notice.kind === "seat-taken" && seated.has(notice.guestId)),
  );
  const tone = state.offline
    ? "border-amber-300 bg-amber-50 text-amber-950"
    : state.error
      ? "border-destructive/40 bg-destructive/5 text-destructive"
      : "border-transparent text-muted-foreground";
  return (
    <div className="flex flex-col gap-2">
      <div
        role="status"
        data-testid="sync-status"
        className={cn("flex min-h-10 items-center gap-2 rounded-xl border px-3 py-1.5 text-sm", tone)}
      >
        {state.offline ? (
          <CloudOffIcon aria-hidden="true" className="size-5 shrink-0" />
        ) : state.sending || waiting ? (
          <Spinner className="size-4" />
        ) : (
          <CloudCheckIcon aria-hidden="true" className="size-4 shrink-0" />
        )}
        <span className={cn("flex-1", state.offline && "font-semibold")}>
          {state.offline
            ? waiting
              ? t("Offline — {count, plural, one {# check-in} other {# check-ins}} waiting", {
                  count: waiting,
                })
              : t("Offline — check-ins are kept on this phone")
            : state.error
              ? t("Not sent: {reason}", { reason: state.error })
              : waiting
                ? t("Sending {count, plural, one {# check-in} other {# check-ins}}…", { count: waiting })
                : t("All check-ins saved")}
        </span>
        {state.error && !state.offline ? (
          <Button variant="outline" size="sm" onClick={() => void sync?.flush()}>
            <RefreshCwIcon aria-hidden="true" />
            {t("Try again")}
          </Button>
        ) : null}
      </div>
      {notices.map((notice) => (
        <Notice
          key={notice.id}
          notice={notice}
          eventId={eventId}
          list={list}
          onDismiss={() => sync?.dismiss(notice.id)}
        />
      ))}
    </div>
  );
}

function Notice({
  notice,
  eventId,
  list,
  onDismiss,
}: {
  notice: SyncNotice;
  eventId: string;
  list: CheckinList;
  onDismiss: () => void;
}) {
  const t = useT();
  const guest = notice.kind === "seat-taken" ? list.guests.find((g) => g.id === notice.guestId) : undefined;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-destructive/40 bg-card px-3 py-2 text-sm"
    >
      <div className="flex flex-1 flex-col gap-2">
        <p>
          {notice.kind === "seat-taken"
            ? t("{reason}. {name} was added without a seat: choose another one.", {
                reason: notice.message.replace(/\.$/, ""),
                name: notice.name,
              })
            : notice.kind === "refused"
              ? t("{name} could not be added: {reason}", { name: notice.name, reason: notice.message })
              : t(
                  "{count, plural, one {# check-in was} other {# check-ins were}} for guests no longer on the list.",
                  { count: notice.count },
                )}
        </p>
        {guest ? (
          <div>
            <TakeSeatDialog eventId={eventId} guest={guest} list={list} text={t("Choose a seat")} />
          </div>
        ) : null}
      </div>
      <Button variant="ghost" size="icon-sm" aria-label={t("Dismiss")} onClick={onDismiss}>
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
