import { RefreshCwIcon } from "lucide-react";
import type { Card } from "@/shared/print/documents";
import { CARD, PAPER } from "@/shared/print/paper";
import { diffCards, type PrintSnapshot } from "@/shared/print/snapshot";
import { Button } from "@/web/components/ui/button";
import { useLocale, useT } from "@/web/lib/i18n";

/**
 * "Reprint only what changed": compares the cards as they are now with those last printed, lists what to
 * swap at the venue, and offers a PDF of just the new and changed cards.
 */
export function ReprintPanel({
  kind,
  snapshot,
  cards,
  busy,
  onReprint,
  onMarkDone,
}: {
  kind: "escort" | "place";
  snapshot: PrintSnapshot | null | undefined;
  cards: Card[];
  busy: boolean;
  onReprint: (keys: string[]) => void;
  onMarkDone: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  if (snapshot === undefined) return null;
  if (snapshot === null) {
    return (
      <section
        aria-label={t("Reprint only what changed")}
        className="rounded-lg border p-4 text-sm text-muted-foreground"
      >
        {t(
          "{kind, select, escort {Not printed yet. Once you download the escort cards, Seatwise remembers them and can later print only the cards that changed.} other {Not printed yet. Once you download the place cards, Seatwise remembers them and can later print only the cards that changed.}}",
          { kind },
        )}
      </section>
    );
  }
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
  const changes = diffCards(snapshot.cards, cards);
  const removals = changes.swaps.filter((swap) => swap.action === "remove").length;
  return (
    <section
      aria-label={t("Reprint only what changed")}
      className="flex flex-col gap-3 rounded-lg border p-4 text-sm"
    >
      <p className="text-muted-foreground">
        {t("Printed on {card} cards, {sheet}: changed cards are reprinted the same way.", {
          card: t(CARD[snapshot.options.cardSize].label),
          sheet: t(PAPER[snapshot.options.sheet].label),
        })}
      </p>
      <p className="font-medium">
        {changes.swaps.length === 0
          ? t(
              "{kind, select, escort {Nothing changed since you printed the escort cards on {date}.} other {Nothing changed since you printed the place cards on {date}.}}",
              { kind, date: when(snapshot.printedAt) },
            )
          : t("Since you printed on {date}: {reprint} to reprint, {remove} to remove.", {
              date: when(snapshot.printedAt),
              reprint: changes.reprint.length,
              remove: removals,
            })}
      </p>
      {changes.swaps.length > 0 ? (
        <>
          <ul aria-label={t("What to swap")} className="max-h-60 overflow-y-auto">
            {changes.swaps.map((swap) => (
              <li key={`${swap.action}-${swap.key}`} className="border-b py-1 last:border-b-0">
                <span className="font-medium">{swap.name}</span>
                {swap.action === "new" ? t(" — new card: {to}", { to: swap.to }) : null}
                {swap.action === "changed" ? (
                  <>
                    {" — "}
                    <bdi>{swap.from}</bdi> <span className="rtl:-scale-x-100 inline-block">→</span>{" "}
                    <bdi>{swap.to}</bdi>
                  </>
                ) : null}
                {swap.action === "remove" ? t(" — remove the card ({from})", { from: swap.from }) : null}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            {changes.reprint.length > 0 ? (
              <Button disabled={busy} onClick={() => onReprint(changes.reprint.map((card) => card.key))}>
                <RefreshCwIcon aria-hidden="true" />
                {t("Download changed cards ({count})", { count: changes.reprint.length })}
              </Button>
            ) : (
              <Button variant="outline" disabled={busy} onClick={onMarkDone}>
                {t("Mark as done")}
              </Button>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
