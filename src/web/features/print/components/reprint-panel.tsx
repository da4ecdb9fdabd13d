import { RefreshCwIcon } from "lucide-react";
import type { Card } from "@/shared/print/documents";
import { CARD, PAPER } from "@/shared/print/paper";
import { diffCards, type PrintSnapshot } from "@/shared/print/snapshot";
import { Button } from "@/web/components/ui/button";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * "Reprint only what changed": compares the cards as they are now with those last printed, lists what to
 * swap at the venue, and offers a PDF of just the new and changed cards.
 */
export function ReprintPanel({
  noun,
  snapshot,
  cards,
  busy,
  onReprint,
  onMarkDone,
}: {
  noun: string;
  snapshot: PrintSnapshot | null | undefined;
  cards: Card[];
  busy: boolean;
  onReprint: (keys: string[]) => void;
  onMarkDone: () => void;
}) {
  if (snapshot === undefined) return null;
  if (snapshot === null) {
    return (
      <section
        aria-label="Reprint only what changed"
        className="rounded-lg border p-4 text-sm text-muted-foreground"
      >
        Not printed yet. Once you download the {noun}, Seatwise remembers them and can later print only the
        cards that changed.
      </section>
    );
  }
  const changes = diffCards(snapshot.cards, cards);
  const removals = changes.swaps.filter((swap) => swap.action === "remove").length;
  return (
    <section
      aria-label="Reprint only what changed"
      className="flex flex-col gap-3 rounded-lg border p-4 text-sm"
    >
      <p className="text-muted-foreground">
        {`Printed on ${CARD[snapshot.options.cardSize].label} cards, ${PAPER[snapshot.options.sheet].label}: changed cards are reprinted the same way.`}
      </p>
      <p className="font-medium">
        {changes.swaps.length === 0
          ? `Nothing changed since you printed the ${noun} on ${when(snapshot.printedAt)}.`
          : `Since you printed on ${when(snapshot.printedAt)}: ${changes.reprint.length} to reprint, ${removals} to remove.`}
      </p>
      {changes.swaps.length > 0 ? (
        <>
          <ul aria-label="What to swap" className="max-h-60 overflow-y-auto">
            {changes.swaps.map((swap) => (
              <li key={`${swap.action}-${swap.key}`} className="border-b py-1 last:border-b-0">
                <span className="font-medium">{swap.name}</span>
                {swap.action === "new" ? ` — new card: ${swap.to}` : null}
                {swap.action === "changed" ? ` — ${swap.from} → ${swap.to}` : null}
                {swap.action === "remove" ? ` — remove the card (${swap.from})` : null}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            {changes.reprint.length > 0 ? (
              <Button disabled={busy} onClick={() => onReprint(changes.reprint.map((card) => card.key))}>
                <RefreshCwIcon aria-hidden="true" />
                Download changed cards ({changes.reprint.length})
              </Button>
            ) : (
              <Button variant="outline" disabled={busy} onClick={onMarkDone}>
                Mark as done
              </Button>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
