import type { SeatProblem } from "@/shared/auto-seat/types";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { DialogFooter } from "@/web/components/ui/dialog";

/** The solver's answer that these guests cannot be seated as asked, and why (how many seats are missing). */
export function UnseatablePhase({ problem, onClose }: { problem: SeatProblem; onClose: () => void }) {
  return (
    <>
      <Alert variant="destructive">
        <AlertTitle>
          {problem.kind === "infeasible" && problem.code === "not-enough-seats"
            ? `${problem.seatsMissing ?? "Some"} more seats needed`
            : "These guests cannot be seated"}
        </AlertTitle>
        <AlertDescription>{problem.message}</AlertDescription>
      </Alert>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </>
  );
}

/** The solver broke (its worker crashed or did not load): nothing is known about the guests; try again. */
export function FailedPhase({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <>
      <Alert variant="destructive">
        <AlertTitle>Auto-seat failed</AlertTitle>
        <AlertDescription>
          The seating search stopped unexpectedly. Nothing was changed. Please try again.
        </AlertDescription>
      </Alert>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onRetry}>Retry</Button>
      </DialogFooter>
    </>
  );
}
