import { XIcon } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/web/components/ui/button";
import { Trans, useT } from "@/web/lib/i18n";
import type { BoardIndex } from "../lib/board-state";
import { usePlacing, usePlacingSelect } from "../lib/placing";

/** Above the tables while a guest is being placed: who, what to do next, and the ways out. `onSeats` (the
 * cards view only) shows each table's free seats to tap one. It alone redraws when another guest is
 * chosen. */
export function PlacingBanner({
  index,
  showSeats,
  onSeats,
  onUnseat,
  onCancel,
}: {
  index: BoardIndex;
  showSeats: boolean;
  onSeats?: () => void;
  onUnseat: (byKeyboard: boolean) => void;
  onCancel: (byKeyboard: boolean) => void;
}) {
  const t = useT();
  const { store } = usePlacing();
  const guest = usePlacingSelect((id) => (id ? index.guestById.get(id) : undefined));
  // A chosen guest who left the board (removed in another tab) is put down.
  useEffect(() => {
    if (!guest) store.set(null);
  }, [guest, store]);
  if (!guest) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-primary/10 px-3 py-2"
      data-testid="placing-banner"
    >
      <p className="min-w-0 flex-1 text-sm">
        <Trans
          id="Placing <0>{guest}</0> — tap a table"
          values={{ guest: guest.name }}
          components={{ 0: <span className="font-semibold" /> }}
        />
      </p>
      <div className="flex gap-1">
        {onSeats ? (
          <Button
            variant={showSeats ? "secondary" : "ghost"}
            size="sm"
            aria-pressed={showSeats}
            onClick={onSeats}
          >
            {t("Show seats")}
          </Button>
        ) : null}
        {guest.tableId ? (
          <Button variant="ghost" size="sm" onClick={(event) => onUnseat(event.detail === 0)}>
            {t("Unseat")}
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          aria-keyshortcuts="Escape"
          onClick={(event) => onCancel(event.detail === 0)}
        >
          <XIcon aria-hidden="true" />
          {t("Cancel")}
        </Button>
      </div>
    </div>
  );
}
