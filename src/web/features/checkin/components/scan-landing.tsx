import { CheckIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import type { CheckinList } from "@/shared/checkin";
import { parseScanCode, SCAN_PARAM } from "@/shared/checkin-scan";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { getErrorMessage } from "@/web/lib/api-client";
import { chooseEvent, useEventList } from "@/web/lib/current-event";
import { useT } from "@/web/lib/i18n";
import { useSetArrival } from "../api/set-arrival";
import { matchScan } from "../lib/scan-target";
import { ScanResult } from "./scan-result";

/**
 * The check-in address a phone's own camera app opened from a card (`?scan=`): who it names, and a tap to
 * check them in — opening an address never changes anything by itself. A code of another of the caller's
 * events switches the screen to that event first; any other code names no one here.
 */
export function ScanLanding({ eventId, list }: { eventId: string; list: CheckinList }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const code = params.get(SCAN_PARAM);
  const target = parseScanCode(code);
  const otherEvent = target !== null && target.eventId !== eventId;
  const events = useEventList();
  const switchTo =
    otherEvent && events.data?.some((event) => event.id === target.eventId) ? target.eventId : null;
  useEffect(() => {
    if (switchTo) chooseEvent(switchTo);
  }, [switchTo]);
  const arrival = useSetArrival(eventId);
  const [done, setDone] = useState(false);
  if (code === null || (otherEvent && (events.isPending || switchTo))) return null;

  const match = matchScan(target, eventId, list);
  const close = () => {
    setDone(false);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SCAN_PARAM);
        return next;
      },
      { replace: true },
    );
  };
  const checkIn = () => {
    if (match.kind === "unknown") return;
    arrival.mutate(
      match.kind === "guest"
        ? { guestId: match.guest.id, arrived: true }
        : { householdId: match.id, arrived: true },
      {
        onSuccess: () => setDone(true),
        onError: (error) => toast.error(getErrorMessage(error, t("Could not save the check-in"))),
      },
    );
  };
  const here = match.kind !== "unknown" && (match.arrived || done);
  const arrivedAt =
    match.kind === "unknown"
      ? null
      : ((match.kind === "guest" ? [match.guest] : match.members)
          .flatMap((g) => g.arrivedAt ?? [])
          .sort()[0] ?? null);

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Scanned card")}</DialogTitle>
          <DialogDescription>
            {match.kind === "unknown"
              ? t("The code opened this screen, but it names no one here.")
              : here
                ? t("Nothing to do: they are checked in.")
                : t("Check them in?")}
          </DialogDescription>
        </DialogHeader>
        <ScanResult
          match={match}
          outcome={
            match.kind === "unknown"
              ? { kind: "unknown" }
              : done
                ? { kind: "checked-in" }
                : match.arrived
                  ? { kind: "already", at: arrivedAt }
                  : { kind: "found" }
          }
        />
        <DialogFooter>
          {match.kind === "unknown" || here ? (
            <Button size="lg" onClick={close}>
              {t("Back to the list")}
            </Button>
          ) : (
            <>
              <Button variant="outline" size="lg" onClick={close}>
                {t("Cancel")}
              </Button>
              <Button size="lg" onClick={checkIn} disabled={arrival.isPending}>
                <CheckIcon aria-hidden="true" />
                {t("Check in")}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
