import { useDraggable } from "@dnd-kit/core";
import { type ComponentProps, type KeyboardEvent, memo, useEffect, useMemo, useRef } from "react";
import type { BoardGuest } from "@/shared/seating";
import { DragBadge } from "@/web/components/live/drag-badge";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { guestDragId } from "../lib/drop-targets";
import { usePlacing, usePlacingSelect } from "../lib/placing";
import { useBoardReadOnly } from "../lib/read-only";

/** A dot of radius 1 at (x, y), as a path: Lucide's circle, one node per icon instead of one per dot. */
const dot = (x: number, y: number) => `M${x - 1} ${y}a1 1 0 1 0 2 0a1 1 0 1 0 -2 0`;

/** Lucide's grip-vertical and more-horizontal (decorative, hidden from screen readers) as one <path> each: every chip on the board has both, and the
 * board's style recalculations (each dialog opening and closing) cost per element. */
function DotsIcon({ dots, ...props }: ComponentProps<"svg"> & { dots: [number, number][] }) {
  return (
    <svg
      aria-hidden="true"
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={dots.map(([x, y]) => dot(x, y)).join("")} />
    </svg>
  );
}

const GRIP: [number, number][] = [
  [9, 12],
  [9, 5],
  [9, 19],
  [15, 12],
  [15, 5],
  [15, 19],
];
const MORE: [number, number][] = [
  [12, 12],
  [19, 12],
  [5, 12],
];
const GripIcon = (props: ComponentProps<"svg">) => <DotsIcon dots={GRIP} {...props} />;

/**
 * A guest to drag (mouse; touch after a short press, so a swipe still scrolls the list; keyboard: Space picks
 * up) or to tap (or Enter) to place with a tap on a table, with a button beside it that opens the seat
 * dialog, the same move with a select. `detail` is a second line (the household) where there is room.
 * Only the chip that is chosen or put down redraws when the choice changes.
 */
export const GuestChip = memo(function GuestChip({
  guest,
  detail,
  onOpen,
  className,
}: {
  guest: BoardGuest;
  detail?: string;
  onOpen: (guestId: string) => void;
  className?: string;
}) {
  const t = useT();
  const readOnly = useBoardReadOnly();
  // The same data from one drawing to the next: dnd-kit copies a new one in an effect, at every drawing of
  // every chip (a drag's start and end draw them all).
  const data = useMemo(() => ({ guestId: guest.id }), [guest.id]);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: guestDragId(guest.id),
    data,
    attributes: { roleDescription: t("guest") },
    disabled: readOnly,
  });
  const { choose } = usePlacing();
  const chosen = usePlacingSelect((id) => id === guest.id);
  // A drag that ends where it began is followed by a click, which must not choose the guest.
  const dragged = useRef(false);
  useEffect(() => {
    if (isDragging) dragged.current = true;
  }, [isDragging]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter" && !isDragging) {
      event.preventDefault();
      if (!event.repeat) choose(guest.id, true);
    } else {
      listeners?.onKeyDown?.(event);
    }
  };
  if (readOnly) {
    return (
      <div
        className={cn("flex min-w-0 items-center gap-1.5 rounded-md px-1 py-0.5", className)}
        data-guest={guest.name}
      >
        <span className="min-w-0">
          <span className="block truncate text-sm">
            {guest.seatNumber
              ? t("{guest}, seat {seat}", { guest: guest.name, seat: guest.seatNumber })
              : guest.name}
          </span>
          {detail ? <span className="block truncate text-xs text-muted-foreground">{detail}</span> : null}
        </span>
      </div>
    );
  }
  return (
    <div
      className={cn(
        "flex min-w-0 items-center gap-1 rounded-md",
        isDragging && "opacity-40",
        chosen && "bg-primary/10 ring-2 ring-primary",
        className,
      )}
      data-guest={guest.name}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: dnd-kit's attributes make it role="button" */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the same: a button made by dnd-kit, not a <button> (Space picks up, Enter chooses) */}
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        onPointerDownCapture={() => {
          dragged.current = false;
        }}
        onClick={() => {
          if (!dragged.current) choose(guest.id, false);
          dragged.current = false;
        }}
        aria-pressed={chosen || isDragging}
        data-guest-id={guest.id}
        aria-label={
          guest.seatNumber
            ? t("{guest}, seat {seat}", { guest: guest.name, seat: guest.seatNumber })
            : guest.name
        }
        className="flex min-w-0 flex-1 cursor-grab touch-manipulation items-center gap-1.5 rounded-md px-1 py-0.5 outline-none select-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
      >
        <ChipFace name={guest.name} detail={detail} />
      </div>
      <GuestDragBadge kind="guest" id={guest.id} />
      <SeatOptionsButton guestId={guest.id} name={guest.name} onOpen={onOpen} />
    </div>
  );
});

/** Who else drags this guest: drawn again only when that changes, not at each drawing of the chip. */
const GuestDragBadge = memo(DragBadge);

// What a chip shows, drawn again only when the guest changes: a drag's start and end redraw every chip (each
// follows the drag-and-drop context), and then only the chip's own element changes.
const ChipFace = memo(function ChipFace({ name, detail }: { name: string; detail?: string }) {
  return (
    <>
      <GripIcon className="size-3.5 shrink-0 text-muted-foreground" />
      <span className="min-w-0">
        <span className="block truncate text-sm">{name}</span>
        {detail ? <span className="block truncate text-xs text-muted-foreground">{detail}</span> : null}
      </span>
    </>
  );
});

const SeatOptionsButton = memo(function SeatOptionsButton({
  guestId,
  name,
  onOpen,
}: {
  guestId: string;
  name: string;
  onOpen: (guestId: string) => void;
}) {
  const t = useT();
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className="size-7 shrink-0 text-muted-foreground"
      aria-label={t("Seat options for {guest}", { guest: name })}
      onClick={() => onOpen(guestId)}
    >
      <DotsIcon dots={MORE} />
    </Button>
  );
});

/** What follows the pointer while a guest is dragged. */
export function GuestDragPreview({ name }: { name: string }) {
  return (
    <div className="flex w-56 items-center gap-1.5 rounded-lg border bg-card px-2 py-1.5 text-sm shadow-lg">
      <GripIcon className="size-3.5 text-muted-foreground" />
      <span className="truncate">{name}</span>
    </div>
  );
}
