import { useMemo, useReducer } from "react";
import { toast } from "sonner";
import type { AutoSeatMode, SeatingData } from "@/shared/auto-seat-plan";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { getErrorMessage } from "@/web/lib/api-client";
import { msg, useT } from "@/web/lib/i18n";
import { useApplyPlan } from "../api/seating-data";
import {
  type AutoSeatState,
  autoSeatReducer,
  initialState,
  newRun,
  type Run,
  type RunSettings,
  type SolvedResult,
} from "../lib/auto-seat-state";
import { previewPlan } from "../lib/review";
import { useSolveWorker } from "../lib/use-solve-worker";
import { FailedPhase, UnseatablePhase } from "./auto-seat-ended";
import { OptionsPhase } from "./auto-seat-options";
import { PreviewPhase } from "./auto-seat-preview";
import { RunningPhase } from "./auto-seat-running";

interface FlowProps {
  eventId: string;
  data: SeatingData;
  /** Set: run at once in this mode (Re-seat changes); unset: show the options first. */
  startMode: AutoSeatMode | null;
  onClose: () => void;
  onApplied: (moved: number) => void;
}

/**
 * Auto-seat: choose what to seat, watch the solver work in its Web Worker (progress, best score, Stop), then
 * a preview of the plan — who moves, which wishes are met and why the others are not — applied with Apply
 * in one transaction, or dropped with Discard. 'Re-seat changes' opens straight on the run. Each opening
 * starts afresh: the flow lives inside the dialog's content, which closing unmounts (and with it the worker).
 */
export function AutoSeatDialog({
  open,
  onOpenChange,
  ...flow
}: Omit<FlowProps, "onClose"> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <AutoSeatFlow {...flow} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function description(state: AutoSeatState): string {
  switch (state.phase) {
    case "options":
    case "failed":
      return msg("Seat your guests automatically. Nothing is saved until you apply the plan.");
    case "preview":
      return msg("Here is the plan. Nothing is saved until you apply it.");
    default:
      return state.run.settings.mode === "changes"
        ? msg("Placing new and unseated guests, moving as few others as possible.")
        : msg("Finding the best seating for your wishes, groups and households.");
  }
}

function AutoSeatFlow({ eventId, data, startMode, onClose, onApplied }: FlowProps) {
  const t = useT();
  const [state, dispatch] = useReducer(autoSeatReducer, { startMode, data }, initialState);
  const stop = useSolveWorker(state.phase === "running" ? state.run : null, dispatch);
  const start = (settings: RunSettings) => dispatch({ type: "start", run: newRun(data, settings) });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{startMode === "changes" ? t("Re-seat changes") : t("Auto-seat")}</DialogTitle>
        <DialogDescription>{t(description(state))}</DialogDescription>
      </DialogHeader>
      {state.phase === "options" ? (
        <OptionsPhase
          settings={state.settings}
          onChange={(settings) => dispatch({ type: "edit", settings })}
          onStart={() => start(state.settings)}
          onCancel={onClose}
        />
      ) : state.phase === "running" ? (
        <RunningPhase
          fraction={state.progress?.fraction ?? 0}
          bestScore={state.progress?.bestScore ?? null}
          stopping={state.stopping}
          onStop={stop}
        />
      ) : state.phase === "unseatable" ? (
        <UnseatablePhase problem={state.problem} onClose={onClose} />
      ) : state.phase === "failed" ? (
        <FailedPhase onRetry={() => start(state.run.settings)} onClose={onClose} />
      ) : (
        <ApplyPreview
          eventId={eventId}
          run={state.run}
          result={state.result}
          onClose={onClose}
          onApplied={onApplied}
        />
      )}
    </>
  );
}

/** The preview of a plan found, with Apply (one transaction on the server) and Discard. */
function ApplyPreview({
  eventId,
  run,
  result,
  onClose,
  onApplied,
}: {
  eventId: string;
  run: Run;
  result: SolvedResult;
  onClose: () => void;
  onApplied: (moved: number) => void;
}) {
  const t = useT();
  const apply = useApplyPlan(eventId);
  const preview = useMemo(() => previewPlan(run.data, run.built, result.plan), [run, result]);
  return (
    <PreviewPhase
      preview={preview}
      stoppedEarly={result.stoppedBy !== "finished"}
      applying={apply.isPending}
      onDiscard={() => {
        toast(t("Plan discarded"));
        onClose();
      }}
      onApply={async () => {
        try {
          const applied = await apply.mutateAsync(preview.apply);
          onApplied(applied.moved);
          onClose();
        } catch (error) {
          toast.error(t("Could not apply the plan"), { description: getErrorMessage(error) });
        }
      }}
    />
  );
}
