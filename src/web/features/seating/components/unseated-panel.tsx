import { useDroppable } from "@dnd-kit/core";
import { useVirtualizer } from "@tanstack/react-virtual";
import { SearchIcon } from "lucide-react";
import { memo, useDeferredValue, useMemo, useRef, useState } from "react";
import type { BoardGuest, SeatingBoard } from "@/shared/seating";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { useT } from "@/web/lib/i18n";
import { useAfterFirstPaint } from "@/web/lib/use-after-first-paint";
import { cn } from "@/web/lib/utils";
import type { BoardIndex } from "../lib/board-state";
import { UNSEATED_TARGET } from "../lib/drop-targets";
import { GuestChip } from "./guest-chip";

const ROW_HEIGHT = 48;
const ANY = "";
const NONE = "none";

function matches(guest: BoardGuest, query: string, household: string, group: string) {
  if (query && !guest.name.toLowerCase().includes(query)) return false;
  if (household === NONE ? guest.householdId !== null : household && guest.householdId !== household)
    return false;
  return !group || guest.groupIds.includes(group);
}

const namedOptions = (items: readonly { id: string; name: string }[]) =>
  items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));

/** Guests without a table: searchable, filtered by household or group, virtualised, and a drop target
 * that unseats a guest dragged back onto it. On a phone it is as tall as its list (up to most of the
 * screen), so a few guests leave the tables in view. */
export const UnseatedPanel = memo(function UnseatedPanel({
  board,
  index,
  onOpen,
}: {
  board: SeatingBoard;
  index: BoardIndex;
  onOpen: (guestId: string) => void;
}) {
  const t = useT();
  const [search, setSearch] = useState("");
  const [household, setHousehold] = useState(ANY);
  const [group, setGroup] = useState(ANY);
  const query = useDeferredValue(search.trim().toLowerCase());
  const shown = useMemo(
    () => index.unseated.filter((guest) => matches(guest, query, household, group)),
    [index.unseated, query, household, group],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  // The filters' options as the same elements from one keystroke to the next: React skips them (3,000
  // guests: about a thousand households). Drawn just after the board's first paint, not in it (3,170
  // households at 10,000 guests).
  const optionsShown = useAfterFirstPaint();
  const householdOptions = useMemo(
    () => namedOptions(optionsShown ? board.households : []),
    [optionsShown, board.households],
  );
  const groupOptions = useMemo(() => namedOptions(board.groups), [board.groups]);
  const { setNodeRef, isOver } = useDroppable({ id: UNSEATED_TARGET });
  const filtered = Boolean(query || household || group);

  return (
    <section
      ref={setNodeRef}
      data-over={isOver || undefined}
      aria-labelledby="unseated-heading"
      className={cn(
        "flex max-h-[60dvh] min-h-0 flex-col gap-2 rounded-2xl border bg-card p-3 lg:h-auto lg:max-h-none",
        isOver && "ring-2 ring-primary",
      )}
    >
      <div className="flex items-baseline justify-between">
        <h2 id="unseated-heading" className="font-semibold">
          {t("Unseated guests")}
        </h2>
        <span className="text-sm text-muted-foreground tabular-nums" data-testid="unseated-count">
          {filtered
            ? t("{shown} of {total}", { shown: shown.length, total: index.unseated.length })
            : index.unseated.length}
        </span>
      </div>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 start-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t("Search guests")}
          aria-label={t("Search unseated guests")}
          data-unseated-search=""
          className="ps-8"
        />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <NativeSelect
          aria-label={t("Filter by household")}
          value={household}
          onChange={(event) => setHousehold(event.target.value)}
        >
          <option value={ANY}>{t("All households")}</option>
          <option value={NONE}>{t("No household")}</option>
          {householdOptions}
        </NativeSelect>
        <NativeSelect
          aria-label={t("Filter by group")}
          value={group}
          onChange={(event) => setGroup(event.target.value)}
        >
          <option value={ANY}>{t("All groups")}</option>
          {groupOptions}
        </NativeSelect>
      </div>
      <section
        ref={scrollRef}
        className="min-h-0 flex-auto overflow-y-auto overscroll-contain lg:flex-1"
        aria-label={t("Unseated guest list")}
        data-unseated-list=""
      >
        {shown.length === 0 ? (
          <p className="px-1 py-6 text-center text-sm text-muted-foreground">
            {board.guests.length === 0
              ? t("No guests yet. Add guests on the Guests screen first.")
              : index.unseated.length === 0
                ? t("Everyone has a seat.")
                : t("No unseated guests match.")}
          </p>
        ) : (
          <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => {
              const guest = shown[row.index]!;
              return (
                <li
                  key={guest.id}
                  className="absolute top-0 start-0 w-full"
                  style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
                >
                  <GuestChip
                    guest={guest}
                    detail={guest.householdId ? index.householdName.get(guest.householdId) : undefined}
                    onOpen={onOpen}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </section>
  );
});
