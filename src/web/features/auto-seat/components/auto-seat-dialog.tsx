import { ArrowRightIcon } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import {
  type AutoSeatMode,
  type BuiltInstance,
  buildSeatInstance,
  type SeatingData,
} from "@/shared/auto-seat-plan";
import { RULE_KIND_LABELS, rulePair } from "@/shared/seating-rules";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { getErrorMessage } from "@/web/lib/api-client";
import { useApplyPlan } from "../api/seating-data";
import { type PlanPreview, previewPlan } from "../lib/review";
import { useSolver } from "../lib/use-solver";

/** 'Search longer' multiplies the solver's default work by this: seconds instead of a fraction of one. */
const LONG_SEARCH_EFFORT = 60;

type Step = "options" | "solving";

/**
 * Auto-seat: choose what to seat, watch the solver work in its Web Worker (progress, best score, Stop), then
 * a preview of the plan — who moves, which wishes are met and why the others are not — applied with Apply
 * in one transaction, or dropped with Discard. 'Re-seat changes' opens straight on the run.
 */
export function AutoSeatDialog({
  eventId,
  data,
  open,
  onOpenChange,
  startMode,
  onApplied,
}: {
  eventId: string;
  data: SeatingData;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Set: run at once in this mode (Re-seat changes); unset: show the options first. */
  startMode: AutoSeatMode | null;
  onApplied: (moved: number) => void;
}) {
  const [mode, setMode] = useState<AutoSeatMode>("unseated");
  const [skipDeclined, setSkipDeclined] = useState(true);
  const [searchLonger, setSearchLonger] = useState(false);
  const [step, setStep] = useState<Step>("options");
  const solver = useSolver();
  const apply = useApplyPlan(eventId);
  // The data the run was built from: the preview compares the plan with the seating it started from.
  const runFrom = useRef<{ data: SeatingData; built: BuiltInstance } | null>(null);
  const modeId = useId();

  const run = (runMode: AutoSeatMode) => {
    const built = buildSeatInstance(data, { mode: runMode, skipDeclined });
    runFrom.current = { data, built };
    setStep("solving");
    solver.start({
      instance: built.instance,
      keep: built.keep,
      effort: searchLonger ? LONG_SEARCH_EFFORT : 1,
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the dialog opens, not on every change of data
  useEffect(() => {
    if (!open) {
      solver.reset();
      setStep("options");
      return;
    }
    if (startMode) {
      setMode(startMode);
      run(startMode);
    }
  }, [open, startMode]);

  const state = solver.state;
  const preview: PlanPreview | null = useMemo(() => {
    if (state.status !== "done" || !state.result.ok || !runFrom.current) return null;
    return previewPlan(runFrom.current.data, runFrom.current.built, state.result.plan.assignments);
  }, [state]);

  const close = () => onOpenChange(false);
  const title = startMode === "changes" ? "Re-seat changes" : "Auto-seat";

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && state.status === "running") solver.stop();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {step === "options"
              ? "Seat your guests automatically. Nothing is saved until you apply the plan."
              : state.status === "done" && state.result.ok
                ? "Here is the plan. Nothing is saved until you apply it."
                : startMode === "changes"
                  ? "Placing new and unseated guests, moving as few others as possible."
                  : "Finding the best seating for your wishes, groups and households."}
          </DialogDescription>
        </DialogHeader>

        {step === "options" ? (
          <form
            className="flex flex-col gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              run(mode);
            }}
          >
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-medium">Who to seat</legend>
              {(
                [
                  [
                    "unseated",
                    "Seat only the unseated guests",
                    "Everyone already seated stays where they are.",
                  ],
                  [
                    "everyone",
                    "Re-seat everyone",
                    "All guests may move, except those you pinned to their table.",
                  ],
                ] as const
              ).map(([value, label, hint]) => (
                <label key={value} className="flex cursor-pointer items-start gap-3 rounded-lg border p-3">
                  <input
                    type="radio"
                    name={modeId}
                    value={value}
                    checked={mode === value}
                    onChange={() => setMode(value)}
                    className="mt-1 accent-primary"
                  />
                  <span className="flex flex-col gap-0.5">
                    <span className="text-sm font-medium">{label}</span>
                    <span className="text-sm text-muted-foreground">{hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="flex items-center gap-2">
              <Checkbox
                id="auto-seat-skip-declined"
                checked={skipDeclined}
                onCheckedChange={(checked) => setSkipDeclined(checked === true)}
              />
              <Label htmlFor="auto-seat-skip-declined" className="font-normal">
                Leave out guests who declined
              </Label>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id="auto-seat-longer"
                checked={searchLonger}
                onCheckedChange={(checked) => setSearchLonger(checked === true)}
              />
              <Label htmlFor="auto-seat-longer" className="font-normal">
                Search longer (a few seconds; you can stop at any time)
              </Label>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">Start auto-seat</Button>
            </DialogFooter>
          </form>
        ) : state.status === "running" || state.status === "idle" ? (
          <Running
            fraction={state.status === "running" ? (state.progress?.fraction ?? 0) : 0}
            bestScore={state.status === "running" ? (state.progress?.bestScore ?? null) : null}
            stopping={state.status === "running" && state.stopping}
            onStop={solver.stop}
          />
        ) : !state.result.ok ? (
          <>
            <Alert variant="destructive">
              <AlertTitle>
                {state.result.problem.kind === "infeasible" &&
                state.result.problem.code === "not-enough-seats"
                  ? `${state.result.problem.seatsMissing ?? "Some"} more seats needed`
                  : "These guests cannot be seated"}
              </AlertTitle>
              <AlertDescription>{state.result.problem.message}</AlertDescription>
            </Alert>
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                Close
              </Button>
            </DialogFooter>
          </>
        ) : preview ? (
          <Preview
            preview={preview}
            stoppedEarly={state.result.stoppedBy !== "finished"}
            applying={apply.isPending}
            onDiscard={() => {
              toast("Plan discarded");
              close();
            }}
            onApply={async () => {
              try {
                const result = await apply.mutateAsync(preview.apply);
                onApplied(result.moved);
                close();
              } catch (error) {
                toast.error("Could not apply the plan", { description: getErrorMessage(error) });
              }
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Running({
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
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex flex-col gap-4">
      <div
        role="progressbar"
        aria-label="Auto-seat progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-secondary"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {bestScore === null ? "Looking for a first arrangement…" : `Best score so far: ${bestScore}`}
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onStop} disabled={stopping}>
          {stopping ? "Stopping…" : "Stop"}
        </Button>
      </DialogFooter>
    </div>
  );
}

function Preview({
  preview,
  stoppedEarly,
  applying,
  onApply,
  onDiscard,
}: {
  preview: PlanPreview;
  stoppedEarly: boolean;
  applying: boolean;
  onApply: () => void;
  onDiscard: () => void;
}) {
  const { review, moves } = preview;
  const unmet = review.rules.filter((rule) => !rule.met);
  const met = review.rules.length - unmet.length;
  return (
    <div className="flex flex-col gap-5" data-testid="auto-seat-preview">
      <dl className="grid grid-cols-3 gap-3 text-center">
        <div className="rounded-xl border p-3">
          <dt className="text-xs text-muted-foreground">Score</dt>
          <dd className="text-xl font-semibold" data-testid="preview-score">
            {review.score}
          </dd>
          <dd className="text-xs text-muted-foreground">was {preview.scoreBefore}</dd>
        </div>
        <div className="rounded-xl border p-3">
          <dt className="text-xs text-muted-foreground">Guests placed or moved</dt>
          <dd className="text-xl font-semibold" data-testid="preview-moves">
            {moves.length}
          </dd>
        </div>
        <div className="rounded-xl border p-3">
          <dt className="text-xs text-muted-foreground">Wishes met</dt>
          <dd className="text-xl font-semibold">
            {met} of {review.rules.length}
          </dd>
        </div>
      </dl>
      {stoppedEarly ? (
        <Alert variant="info">
          <AlertDescription>Stopped early: this is the best plan found so far.</AlertDescription>
        </Alert>
      ) : null}

      {unmet.length > 0 ? (
        <section aria-labelledby="unmet-title" className="flex flex-col gap-2">
          <h3 id="unmet-title" className="text-sm font-semibold">
            Wishes not met
          </h3>
          <ul className="flex flex-col gap-2">
            {unmet.map(({ rule, reason }) => (
              <li key={rule.id} className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
                <span className="font-medium">
                  {RULE_KIND_LABELS[rule.kind]}: {rulePair(rule).join(" & ")}
                </span>
                {reason ? <p className="text-muted-foreground">{reason}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : review.rules.length > 0 ? (
        <p className="text-sm text-green-800">Every seating rule is met.</p>
      ) : null}
      {met > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold">Wishes met ({met})</summary>
          <ul className="mt-2 flex flex-col gap-1">
            {review.rules
              .filter((rule) => rule.met)
              .map(({ rule }) => (
                <li key={rule.id}>
                  {RULE_KIND_LABELS[rule.kind]} ({rule.strength}): {rulePair(rule).join(" & ")}
                </li>
              ))}
          </ul>
        </details>
      ) : null}

      {review.lonely.length > 0 ? (
        <section aria-labelledby="lonely-title" className="flex flex-col gap-2">
          <h3 id="lonely-title" className="text-sm font-semibold">
            Seated among strangers ({review.lonely.length})
          </h3>
          <p className="flex flex-wrap gap-1.5">
            {review.lonely.slice(0, 40).map((guest) => (
              <Badge key={guest.guestId} variant="outline">
                {guest.name}
              </Badge>
            ))}
            {review.lonely.length > 40 ? <Badge variant="outline">+{review.lonely.length - 40}</Badge> : null}
          </p>
        </section>
      ) : null}

      <section aria-labelledby="moves-title" className="flex flex-col gap-2">
        <h3 id="moves-title" className="text-sm font-semibold">
          Who moves
        </h3>
        {moves.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody: the seating stays as it is.</p>
        ) : (
          <ul aria-label="Who moves" className="max-h-64 divide-y overflow-y-auto rounded-xl border text-sm">
            {moves.map((move) => (
              <li key={move.guestId} className="flex flex-wrap items-center gap-x-2 px-3 py-1.5">
                <span className="min-w-0 flex-1 truncate font-medium">{move.name}</span>
                <span className="text-muted-foreground">{move.fromName ?? "Unseated"}</span>
                <ArrowRightIcon aria-label="to" className="size-3.5 text-muted-foreground" />
                <span>{move.toName ?? "Unseated"}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <DialogFooter>
        <Button variant="outline" onClick={onDiscard} disabled={applying}>
          Discard
        </Button>
        <Button onClick={onApply} disabled={applying || moves.length === 0}>
          {applying ? "Applying…" : "Apply"}
        </Button>
      </DialogFooter>
    </div>
  );
}
