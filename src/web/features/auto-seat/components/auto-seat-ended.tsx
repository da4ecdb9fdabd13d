import type { SeatProblem } from "@/shared/auto-seat/types";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { DialogFooter } from "@/web/components/ui/dialog";
import { useT } from "@/web/lib/i18n";

/** The solver's answer that these guests cannot be seated as asked, and why (how many seats are missing). */
export function UnseatablePhase({ problem, onClose }: { problem: SeatProblem; onClose: () => void }) {
  const t = useT();
  return (
    <>
      <Alert variant="destructive">
        <AlertTitle>
          {problem.kind === "infeasible" && problem.code === "not-enough-seats"
            ? problem.seatsMissing === undefined
              ? t("Some more seats needed")
              : t("{count, plural, one {# more seat needed} other {# more seats needed}}", {
                  count: problem.seatsMissing,
                })
            : t("These guests cannot be seated")}
        </AlertTitle>
        <AlertDescription>{problem.message}</AlertDescription>
      </Alert>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t("Close")}
        </Button>
      </DialogFooter>
    </>
  );
}

/** The solver broke (its worker crashed or did not load): nothing is known about the guests; try again. */
export function FailedPhase({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const t = useT();
  return (
    <>
      <Alert variant="destructive">
        <AlertTitle>{t("Auto-seat failed")}</AlertTitle>
        <AlertDescription>
          {t("The seating search stopped unexpectedly. Nothing was changed. Please try again.")}
        </AlertDescription>
      </Alert>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t("Close")}
        </Button>
        <Button onClick={onRetry}>{t("Retry")}</Button>
      </DialogFooter>
    </>
  );
}
