import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import { memo, type RefObject, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { Guest } from "@/shared/guests";
import { Checkbox } from "@/web/components/ui/checkbox";
import { msg, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import type { GuestSort, SortKey } from "../lib/guest-view";
import { AriaColumnHeader, AriaRow, AriaRowGroup, AriaTable } from "./aria-table";
import { type GuestLookups, GuestRow, type GuestRowActions, ROW_GRID } from "./guest-row";

const COLUMNS: { key: SortKey | null; label: string }[] = [
  { key: "name", label: msg("Name") },
  { key: "email", label: msg("Email") },
  { key: "table", label: msg("Table") },
  { key: "status", label: msg("Status") },
  { key: null, label: msg("Actions") },
];
/** A role without e-mails (the caterer) reads the meal and dietary needs in their place. */
const KITCHEN_COLUMNS = COLUMNS.map((column) =>
  column.key === "email" ? { key: null, label: msg("Meal and dietary needs") } : column,
);

interface GuestTableProps extends GuestRowActions {
  guests: readonly Guest[];
  total: number;
  selected: ReadonlySet<string>;
  onToggleAll: (select: boolean) => void;
  sort: GuestSort;
  onSort: (key: SortKey) => void;
  lookups: GuestLookups;
}

/**
 * The guest list, virtualised against the page's own scroll: only the rows in view (plus a few) are in the
 * DOM, so 10,000 guests scroll and filter as quickly as 10. Rows are measured, so a phone's taller cards fit.
 */
export const GuestTable = memo(function GuestTable({
  guests,
  total,
  selected,
  onToggleAll,
  sort,
  onSort,
  lookups,
  ...actions
}: GuestTableProps) {
  const t = useT();
  const bodyRef = useRef<HTMLDivElement>(null);
  const offset = usePageOffset(bodyRef);
  const wide = useWideScreen();
  const virtualizer = useWindowVirtualizer({
    count: guests.length,
    estimateSize: () => (wide ? 64 : 132),
    overscan: 6,
    scrollMargin: offset,
    // Rows are keyed by position, not by guest: when a keystroke changes which guests are in view, React
    // updates the rows already on screen instead of unmounting and mounting them.
  });
  const allSelected = guests.length > 0 && guests.every((guest) => selected.has(guest.id));
  const someSelected = !allSelected && guests.some((guest) => selected.has(guest.id));

  return (
    <AriaTable
      aria-label={t("Guests")}
      aria-rowcount={guests.length + 1}
      className="rounded-2xl border bg-card"
    >
      <AriaRowGroup className="sticky top-14 z-10 rounded-t-2xl border-b bg-muted/95 backdrop-blur md:top-0">
        <AriaRow aria-rowindex={1} className={cn(ROW_GRID, "items-center px-3 py-2.5 md:px-4")}>
          <AriaColumnHeader className="flex">
            {actions.editable ? (
              <Checkbox
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = someSelected;
                }}
                onChange={(event) => onToggleAll(event.target.checked)}
                aria-label={
                  guests.length === total
                    ? t("Select all guests")
                    : t("Select all {count, number} shown", { count: guests.length })
                }
              />
            ) : null}
          </AriaColumnHeader>
          {(actions.contacts ? COLUMNS : KITCHEN_COLUMNS).map(({ key, label }, index) => (
            <AriaColumnHeader
              key={label}
              aria-sort={
                key && sort.key === key ? (sort.direction === "asc" ? "ascending" : "descending") : undefined
              }
              className={cn(
                "text-xs font-medium tracking-wide text-muted-foreground uppercase",
                index > 0 && "max-md:sr-only",
                index === 4 && "text-end",
              )}
            >
              {key ? (
                <button
                  type="button"
                  onClick={() => onSort(key)}
                  className="inline-flex items-center gap-1 rounded-sm uppercase outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {t(label)}
                  {sort.key === key ? (
                    sort.direction === "asc" ? (
                      <ArrowUpIcon aria-hidden="true" className="size-3" />
                    ) : (
                      <ArrowDownIcon aria-hidden="true" className="size-3" />
                    )
                  ) : null}
                </button>
              ) : (
                t(label)
              )}
            </AriaColumnHeader>
          ))}
        </AriaRow>
      </AriaRowGroup>
      <AriaRowGroup ref={bodyRef} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const guest = guests[item.index]!;
          return (
            <AriaRow
              key={item.index}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-rowindex={item.index + 2}
              className={cn(
                ROW_GRID,
                "absolute inset-x-0 top-0 border-b px-3 py-3 last:border-b-0 md:px-4",
                selected.has(guest.id) && "bg-accent/50",
              )}
              style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
            >
              <GuestRow guest={guest} selected={selected.has(guest.id)} lookups={lookups} {...actions} />
            </AriaRow>
          );
        })}
      </AriaRowGroup>
    </AriaTable>
  );
});

/**
 * Where an element starts on the page, kept up to date when anything above it changes size (the bulk bar
 * appearing, a filter row wrapping). Read in a ResizeObserver callback, after layout, so a render never
 * forces one.
 */
function usePageOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const measure = () => {
      const top = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setOffset((current) => (Math.abs(current - top) > 0.5 ? top : current));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

const WIDE = "(min-width: 768px)";

/** Whether rows are table rows (md and up) or cards: their estimated height, read once, not per row. */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(WIDE).matches,
  );
}
