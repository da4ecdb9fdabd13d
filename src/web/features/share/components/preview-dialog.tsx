import { EyeIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { useT } from "@/web/lib/i18n";
import { afterNextPaint, useAfterFirstPaint } from "@/web/lib/use-after-first-paint";

const PREVIEW_CONFETTI_MS = 3000;

/** Confetti for 3 s, from just after the dialog's first frame: the confetti's canvas and first burst are not
 * part of the opening (docs/decisions/021-interaction-speed.md). */
function celebrate() {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  afterNextPaint(
    () =>
      void import("canvas-confetti").then(({ default: confetti }) => {
        const end = Date.now() + PREVIEW_CONFETTI_MS;
        const frame = () => {
          confetti({ particleCount: 4, angle: 60, spread: 60, origin: { x: 0, y: 0.6 }, zIndex: 100 });
          confetti({ particleCount: 4, angle: 120, spread: 60, origin: { x: 1, y: 0.6 }, zIndex: 100 });
          if (Date.now() < end) requestAnimationFrame(frame);
        };
        frame();
      }),
  );
}

/** 'Preview Guest Page': the real page in a frame; while unpublished, a 'Preview Mode' overlay says so. */
export function PreviewDialog({ link, published }: { link: string; published: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) celebrate();
  }, [open]);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        <EyeIcon aria-hidden="true" />
        {t("Preview Guest Page")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="flex h-[calc(100dvh-2rem)] max-w-3xl flex-col">
          <DialogHeader>
            <DialogTitle>{t("Guest page preview")}</DialogTitle>
            <DialogDescription>
              {t("This is what your guests see when they open the link.")}
            </DialogDescription>
          </DialogHeader>
          <PreviewFrame link={link} published={published} />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The guest page in its frame, made just after the dialog has painted: creating a frame is the costliest
 * part of the opening (docs/decisions/021-interaction-speed.md), and the page loads a frame later either way. */
function PreviewFrame({ link, published }: { link: string; published: boolean }) {
  const t = useT();
  const painted = useAfterFirstPaint();
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative min-h-0 flex-1 overflow-hidden rounded-xl border">
      {loaded ? null : (
        <p className="absolute inset-0 flex items-center justify-center text-muted-foreground">
          {t("Loading...")}
        </p>
      )}
      {painted ? (
        <iframe
          title={t("Guest page")}
          src={link}
          className="size-full bg-white"
          onLoad={() => setLoaded(true)}
        />
      ) : null}
      {published ? null : (
        <div className="pointer-events-none absolute inset-x-0 bottom-0 flex justify-center p-3">
          <p className="rounded-full bg-amber-100 px-4 py-1.5 text-sm font-semibold text-amber-900 shadow">
            {t("Preview Mode")}
          </p>
        </div>
      )}
    </div>
  );
}
