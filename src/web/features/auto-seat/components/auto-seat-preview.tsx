import { ArrowRightIcon } from "lucide-react";
import { RULE_KIND_LABELS, ruleLabel, rulePair } from "@/shared/seating-rules";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { DialogFooter } from "@/web/components/ui/dialog";
import { useT } from "@/web/lib/i18n";
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
  const t = useT();
  const { review, moves } = preview;
  const unmet = review.rules.filter((rule) => !rule.met);
  const met = review.rules.length - unmet.length;
  return (
    <div className="flex flex-col gap-5" data-testid="auto-seat-preview">
      <dl className="grid grid-cols-3 gap-3 text-center">
        <div className="rounded-xl border p-3">
          <dt className="text-xs text-muted-foreground">{t("Score")}</dt>
          <dd className="text-xl font-semibold" data-testid="preview-score">
            {review.score}
          </dd>
          <dd className="text-xs text-muted-foreground">
            {t("was {score}", { score: preview.scoreBefore })}
          </dd>
        </div>
        <div className="rounded-xl border p-3">
          <dt className="text-xs text-muted-foreground">{t("Guests placed or moved")}</dt>
          <dd className="text-xl font-semibold" data-testid="preview-moves">
            {moves.length}
          </dd>
        </div>
        <div className="rounded-xl border p-3">
          <dt className="text-xs text-muted-foreground">{t("Wishes met")}</dt>
          <dd className="text-xl font-semibold">
            {t("{met} of {total}", { met, total: review.rules.length })}
          </dd>
        </div>
      </dl>
      {stoppedEarly ? (
        <Alert variant="info">
          <AlertDescription>{t("Stopped early: this is the best plan found so far.")}</AlertDescription>
        </Alert>
      ) : null}

      {unmet.length > 0 ? (
        <section aria-labelledby="unmet-title" className="flex flex-col gap-2">
          <h3 id="unmet-title" className="text-sm font-semibold">
            {t("Wishes not met")}
          </h3>
          <ul className="flex flex-col gap-2">
            {unmet.map(({ rule, reason }) => (
              <li key={rule.id} className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
                <span className="font-medium">
                  {t("{rule}: {first} & {second}", {
                    rule: t(RULE_KIND_LABELS[rule.kind]),
                    first: rulePair(rule)[0],
                    second: rulePair(rule)[1],
                  })}
                </span>
                {reason ? <p className="text-muted-foreground">{reason}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : review.rules.length > 0 ? (
        <p className="text-sm text-green-800">{t("Every seating rule is met.")}</p>
      ) : null}
      {met > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold">
            {t("Wishes met ({count})", { count: met })}
          </summary>
          <ul className="mt-2 flex flex-col gap-1">
            {review.rules
              .filter((rule) => rule.met)
              .map(({ rule }) => (
                <li key={rule.id}>
                  {t("{rule}: {first} & {second}", {
                    rule: ruleLabel(rule),
                    first: rulePair(rule)[0],
                    second: rulePair(rule)[1],
                  })}
                </li>
              ))}
          </ul>
        </details>
      ) : null}

      {review.lonely.length > 0 ? (
        <section aria-labelledby="lonely-title" className="flex flex-col gap-2">
          <h3 id="lonely-title" className="text-sm font-semibold">
            {t("Seated among strangers ({count})", { count: review.lonely.length })}
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
          {t("Who moves")}
        </h3>
        {moves.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("Nobody: the seating stays as it is.")}</p>
        ) : (
          <ul
            aria-label={t("Who moves")}
            className="max-h-64 divide-y overflow-y-auto rounded-xl border text-sm"
          >
            {moves.map((move) => (
              <li key={move.guestId} className="flex flex-wrap items-center gap-x-2 px-3 py-1.5">
                <span className="min-w-0 flex-1 truncate font-medium">{move.name}</span>
                <span className="text-muted-foreground">{move.fromPlace ?? t("Unseated")}</span>
                <ArrowRightIcon
                  aria-label={t("to")}
                  className="size-3.5 text-muted-foreground rtl:-scale-x-100"
                />
                <span>{move.toPlace ?? t("Unseated")}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <DialogFooter>
        <Button variant="outline" onClick={onDiscard} disabled={applying}>
          {t("Discard")}
        </Button>
        <Button onClick={onApply} disabled={applying || moves.length === 0}>
          {applying ? t("Applying…") : t("Apply")}
        </Button>
      </DialogFooter>
    </div>
  );
}
