import { Button } from "@/web/components/ui/button";
import { DialogFooter } from "@/web/components/ui/dialog";
import { useT } from "@/web/lib/i18n";

/** The solver at work: how far it got, the best score so far, and Stop (which keeps the best plan). */
export function RunningPhase({
  fraction,
  bestScore,
  stopping,
  onStop,
}: {
  fraction: number;
  bestScore: number | null;
  stopping: boolean;
  onStop: () => void;
}) {
  const t = useT();
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex flex-col gap-4">
      <div
        role="progressbar"
        aria-label={t("Auto-seat progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-secondary"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {bestScore === null
          ? t("Looking for a first arrangement…")
          : t("Best score so far: {score}", { score: bestScore })}
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onStop} disabled={stopping}>
          {stopping ? t("Stopping…") : t("Stop")}
        </Button>
      </DialogFooter>
    </div>
  );
}
