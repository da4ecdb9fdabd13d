import { ArrowRightIcon } from "lucide-react";
import { RULE_KIND_LABELS, rulePair } from "@/shared/seating-rules";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { DialogFooter } from "@/web/components/ui/dialog";
import type { PlanPreview } from "../lib/review";

/** The plan found: its score, the wishes met and not (and why), who sits among strangers, and who moves. */
export function PreviewPhase({
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
