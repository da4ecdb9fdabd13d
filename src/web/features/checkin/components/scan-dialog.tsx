import { ScanLineIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { CheckinList } from "@/shared/checkin";
import { parseScannedText } from "@/shared/checkin-scan";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { useSetArrival } from "../api/set-arrival";
import { createQrReader, type QrReader } from "../lib/qr-reader";
import { createScanFeedback, type ScanSignal } from "../lib/scan-feedback";
import { matchScan, type ScanMatch } from "../lib/scan-target";
import { useCamera } from "../lib/use-camera";
import { CameraProblem } from "./camera-problem";
import { ScanLanding } from "./scan-landing";
import { type ScanOutcome, ScanResult } from "./scan-result";

/** A frame is read this long after the last read ended: some six reads a second, light on a phone. */
const READ_EVERY_MS = 150;
/** The same code kept in view is read once; shown again after this long out of view, it is read again. */
const SAME_CODE_MS = 2500;

type Feedback = ReturnType<typeof createScanFeedback>;

/**
 * Scan: the camera reads the QR codes of escort and place cards and checks each guest (or household) in as
 * it is read, with a beep, a buzz and their table in large type, then goes on to the next card. Also answers
 * the check-in address a phone's own camera app opened (ScanLanding).
 */
export function ScanDialog({ eventId, list }: { eventId: string; list: CheckinList }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [feedback] = useState(createScanFeedback);
  useEffect(() => () => feedback.stop(), [feedback]);
  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button size="lg" variant="outline" className="px-4" onClick={() => feedback.start()}>
            <ScanLineIcon aria-hidden="true" />
            {t("Scan")}
          </Button>
        </DialogTrigger>
        <DialogContent className="max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:content-start max-sm:rounded-none max-sm:border-0 max-sm:p-4">
          <DialogHeader>
            <DialogTitle>{t("Scan a card")}</DialogTitle>
            <DialogDescription>
              {t(
                "Hold the QR code of an escort or place card up to the camera: each guest is checked in as it is read.",
              )}
            </DialogDescription>
          </DialogHeader>
          {open ? <Scanner eventId={eventId} list={list} feedback={feedback} /> : null}
          <DialogClose asChild>
            <Button variant="outline" size="lg">
              {t("Back to the list")}
            </Button>
          </DialogClose>
        </DialogContent>
      </Dialog>
      <ScanLanding eventId={eventId} list={list} />
    </>
  );
}

function Scanner({ eventId, list, feedback }: { eventId: string; list: CheckinList; feedback: Feedback }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(video);
  const [reader, setReader] = useState<QrReader | null>(null);
  const [readerFailed, setReaderFailed] = useState(false);
  const [read, setRead] = useState<{ match: ScanMatch; outcome: ScanOutcome } | null>(null);
  const arrival = useSetArrival(eventId);

  useEffect(() => {
    let live = true;
    createQrReader().then(
      (created) => live && setReader(created),
      () => live && setReaderFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  // The read of a code, with the list and the mutation as they are now (the loop below outlives renders).
  const last = useRef<{ text: string; seen: number } | null>(null);
  const onText = useRef<(text: string) => void>(() => undefined);
  onText.current = (text: string) => {
    const now = Date.now();
    if (last.current?.text === text && now - last.current.seen < SAME_CODE_MS) {
      last.current.seen = now;
      return;
    }
    last.current = { text, seen: now };
    const match = matchScan(parseScannedText(text), eventId, list);
    const show = (outcome: ScanOutcome, signal: ScanSignal) => {
      setRead({ match, outcome });
      feedback.signal(signal);
    };
    if (match.kind === "unknown") return show({ kind: "unknown" }, "refused");
    if (match.arrived) {
      const times = (match.kind === "guest" ? [match.guest] : match.members).flatMap(
        (g) => g.arrivedAt ?? [],
      );
      return show({ kind: "already", at: times.sort()[0] ?? null }, "already");
    }
    show({ kind: "checked-in" }, "checked-in");
    arrival.mutate(
      match.kind === "guest"
        ? { guestId: match.guest.id, arrived: true }
        : { householdId: match.id, arrived: true },
      {
        onError: (error) =>
          show(
            { kind: "error", message: getErrorMessage(error, t("Could not save the check-in")) },
            "refused",
          ),
      },
    );
  };

  useEffect(() => {
    if (camera.state !== "live" || !reader) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const element = video.current;
      if (element && element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const texts = await reader.read(element).catch(() => [] as string[]);
        if (!stopped && texts[0]) onText.current(texts[0]);
      }
      if (!stopped) timer = setTimeout(tick, READ_EVERY_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [camera.state, reader]);

  const problem =
    camera.state !== "starting" && camera.state !== "live" ? camera.state : readerFailed ? "failed" : null;
  return (
    <div className="flex min-h-0 flex-col gap-3">
      {problem ? (
        <CameraProblem
          problem={problem}
          onRetry={problem === "denied" || problem === "busy" ? camera.retry : undefined}
        />
      ) : null}
      {/* Kept mounted through a problem, so Try again has its video to play into. */}
      <div className={cn("relative overflow-hidden rounded-2xl bg-neutral-900", problem && "hidden")}>
        <video
          ref={video}
          muted
          playsInline
          className="aspect-[4/3] max-h-[42dvh] w-full object-cover"
          aria-label={t("Camera")}
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[18%] rounded-xl border-4 border-white/80"
        />
        {camera.state !== "live" || !reader ? (
          <p role="status" className="absolute inset-x-0 bottom-3 text-center text-sm text-white">
            {t("Starting the camera…")}
          </p>
        ) : null}
      </div>
      <div aria-live="polite" aria-atomic="true">
        {read ? (
          <ScanResult match={read.match} outcome={read.outcome} />
        ) : problem ? null : (
          <p className="rounded-2xl border border-dashed p-4 text-center text-muted-foreground">
            {t("Waiting for a QR code…")}
          </p>
        )}
      </div>
    </div>
  );
}
