import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import type { BoardGuest, SeatingBoard } from "@/shared/seating";
import { LiveDragReporter } from "@/web/components/live/drag-badge";
import { Button } from "@/web/components/ui/button";
import { useCan } from "@/web/lib/event-role";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { type BoardIndex, indexBoard } from "../lib/board-state";
import { BOARD_INSTRUCTIONS, dragAnnouncements } from "../lib/drag-announcements";
import { boardCollisions, jumpToTarget, parseTarget } from "../lib/drop-targets";
import { PlacingContext } from "../lib/placing";
import { BoardReadOnlyContext } from "../lib/read-only";
import { nextToPairs, type SeatRule } from "../lib/seat-links";
import { useAnnouncer } from "../lib/use-announcer";
import { useBoardActions } from "../lib/use-board-actions";
import { useTapToPlace } from "../lib/use-tap-to-place";
import { BoardFloorPlan } from "./board-floor-plan";
import { BoardToolbar, type BoardViewKind } from "./board-toolbar";
import { GuestDragPreview } from "./guest-chip";
import { HouseholdPrompt } from "./household-prompt";
import { PlacingBanner } from "./placing-banner";
import { type SeatChoice, SeatDialogHost } from "./seat-dialog";
import { TableCards } from "./table-cards";
import { TablePicker } from "./table-picker";
import { UnseatedPanel } from "./unseated-panel";

/** Sensor options made once: new ones would give every draggable chip a new context, and a redraw, each
 * time the board redraws. */
const MOUSE = { activationConstraint: { distance: 4 } };
const TOUCH = { activationConstraint: { delay: 200, tolerance: 8 } };
const KEYBOARD = { coordinateGetter: jumpToTarget };
/** Drop targets measured as they are drawn: none of them is transformed itself, so dnd-kit's default (which
 * reads each target's computed transform to undo it) is work for nothing at every drag's start. A plain
 * object: dnd-kit copies the rectangle by spreading it, which a DOMRect's getters do not survive. */
const MEASURING = {
  droppable: {
    measure: (node: HTMLElement) => {
      const { top, left, width, height, bottom, right } = node.getBoundingClientRect();
      return { top, left, width, height, bottom, right };
    },
  },
};

/** The cards while a guest is being placed, and the tiles between placings: kept in the page, laid out and
 * scrolled as they were, but not drawn (`content-visibility: hidden`, out of the accessibility tree and the
 * tab order like `display: none`), so that showing them again does not draw them anew. No room taken: no
 * height under the size containment, the column's gap given back. */
const KEPT_HIDDEN = "flex-none -mt-2 [content-visibility:hidden]";

/** A hook the app gives the board: the event's seating rules, undefined while they load. */
export type UseSeatRules = (eventId: string) => readonly SeatRule[] | undefined;
const noRules: UseSeatRules = () => undefined;

function useBoardIndex(board: SeatingBoard): BoardIndex {
  const previous = useRef<BoardIndex | undefined>(undefined);
  return useMemo(() => {
    const next = indexBoard(board, previous.current);
    previous.current = next;
    return next;
  }, [board]);
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** The Assign Seats board: unseated guests beside the tables (as cards or on the floor plan); drag a guest
 * onto a table or a seat, tap a guest then a table, or use the seat dialog; undo and redo every move. While
 * a guest is being placed the cards give way to small tiles, in a sheet at the bottom of a phone's screen. */
export function BoardView({
  eventId,
  board,
  onConfigureTables,
  useSeatRules = noRules,
}: {
  eventId: string;
  board: SeatingBoard;
  onConfigureTables?: () => void;
  /** The event's seating rules (the app gives auto-seat's): the cards mark the 'next to' wishes kept. */
  useSeatRules?: UseSeatRules;
}) {
  const t = useT();
  const index = useBoardIndex(board);
  const rules = useSeatRules(eventId);
  const nextTo = useMemo(() => nextToPairs(rules), [rules]);
  const { message, announce } = useAnnouncer();
  const actions = useBoardActions(eventId, index, announce);
  const [view, setView] = useState<BoardViewKind>("cards");
  // The toolbar shows the choice at once; the cards or the plan follow in an interruptible render.
  const shownView = useDeferredValue(view);
  const seatDialog = useRef<((guestId: string) => void) | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [showSeats, setShowSeats] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const { placing, isPlacing, cancel, putDown } = useTapToPlace(index, actions.drop, announce, rootRef);
  // The tiles, once drawn, stay (hidden) with the cards until the view changes: the next guest chosen only
  // shows them.
  const [tilesKept, setTilesKept] = useState(false);
  if (isPlacing && shownView === "cards" && !tilesKept) setTilesKept(true);
  if (shownView !== "cards" && tilesKept) setTilesKept(false);
  const announcements = useMemo(() => dragAnnouncements(index), [index]);
  const openDialog = useCallback(
    (guestId: string) => {
      putDown();
      seatDialog.current?.(guestId);
    },
    [putDown],
  );

  const readOnly = !useCan("seating.write");
  const mouse = useSensor(MouseSensor, MOUSE);
  const touch = useSensor(TouchSensor, TOUCH);
  const keyboard = useSensor(KeyboardSensor, KEYBOARD);
  const sensors = useSensors(...(readOnly ? [] : [mouse, touch, keyboard]));

  const { undo, redo } = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // The modifier first: offsetParent lays the page out, which every other key (typing, Escape) would pay.
      if (!(event.ctrlKey || event.metaKey)) return;
      const root = rootRef.current;
      if (!root || root.offsetParent === null) return;
      const focus = document.activeElement;
      if (focus && focus !== document.body && !root.contains(focus)) return;
      if (isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) {
        event.preventDefault();
        void undo();
      } else if ((key === "z" && event.shiftKey) || key === "y") {
        event.preventDefault();
        void redo();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);

  const onDragStart = ({ active }: DragStartEvent) => setDragging(String(active.data.current?.guestId));
  // A drag while a guest is chosen lands on the small tiles (they take drops too); then the cards return.
  const endDrag = () => {
    setDragging(null);
    putDown();
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    endDrag();
    const guestId = active.data.current?.guestId;
    const target = over ? parseTarget(over.id) : null;
    if (typeof guestId === "string" && target) actions.drop(guestId, target);
  };

  const seatedCount = board.guests.length - index.unseated.length;
  const { seat } = actions;
  const chooseSeat = useCallback(
    (guest: BoardGuest, choice: SeatChoice) => {
      const members = guest.householdId
        ? (index.householdMembers.get(guest.householdId) ?? []).map((m) => m.id)
        : [];
      if (choice.wholeHousehold) seat(members, choice.tableId, null);
      else seat([guest.id], choice.tableId, choice.seatNumber);
    },
    [seat, index],
  );
  const question = actions.question;

  return (
    <div ref={rootRef} className="flex flex-col gap-3">
      <BoardToolbar
        actions={actions}
        view={view}
        onView={setView}
        readOnly={readOnly}
        summary={t(
          "{seated} of {count, plural, one {# guest} other {# guests}} seated · {tables, plural, one {# table} other {# tables}}",
          { seated: seatedCount, count: board.guests.length, tables: board.tables.length },
        )}
      />
      <DndContext
        sensors={sensors}
        measuring={MEASURING}
        collisionDetection={boardCollisions}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t(BOARD_INSTRUCTIONS) } }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={endDrag}
      >
        <LiveDragReporter kind="guest" />
        <BoardReadOnlyContext value={readOnly}>
          <PlacingContext value={placing}>
            <div className="flex flex-col gap-3 lg:grid lg:h-[calc(100dvh-15rem)] lg:min-h-[34rem] lg:grid-cols-[20rem_minmax(0,1fr)]">
              <UnseatedPanel board={board} index={index} onOpen={openDialog} />
              {board.tables.length === 0 ? (
                <div className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed p-6 text-center">
                  <p className="font-medium">{t("No tables yet")}</p>
                  <p className="max-w-sm text-sm text-muted-foreground">
                    {t("Lay out your tables first, then drag your guests onto them.")}
                  </p>
                  {onConfigureTables ? (
                    <Button variant="outline" onClick={onConfigureTables}>
                      {t("Configure Tables")}
                    </Button>
                  ) : null}
                </div>
              ) : (
                <div
                  className={cn(
                    "flex min-h-0 flex-col gap-2 lg:h-full",
                    isPlacing &&
                      "max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-40 max-lg:max-h-[60dvh] max-lg:rounded-t-2xl max-lg:border-t max-lg:bg-background max-lg:p-3 max-lg:shadow-2xl",
                  )}
                >
                  {isPlacing ? (
                    <PlacingBanner
                      index={index}
                      showSeats={showSeats}
                      onSeats={shownView === "cards" ? () => setShowSeats((shown) => !shown) : undefined}
                      onUnseat={(byKeyboard) => placing.place({ kind: "unseated" }, byKeyboard)}
                      onCancel={cancel}
                    />
                  ) : null}
                  {shownView === "plan" ? (
                    <BoardFloorPlan board={board} placing={isPlacing} />
                  ) : (
                    <>
                      {isPlacing || tilesKept ? (
                        <div className={cn("flex min-h-0 flex-1 flex-col", !isPlacing && KEPT_HIDDEN)}>
                          <TablePicker
                            tables={board.tables}
                            index={index}
                            showSeats={showSeats}
                            active={isPlacing}
                          />
                        </div>
                      ) : null}
                      <div className={cn("flex min-h-0 flex-1 flex-col", isPlacing && KEPT_HIDDEN)}>
                        <TableCards tables={board.tables} index={index} nextTo={nextTo} onOpen={openDialog} />
                      </div>
                    </>
                  )}
                </div>
              )}
            </div>
          </PlacingContext>
        </BoardReadOnlyContext>
        <DragOverlay dropAnimation={null}>
          {dragging ? <GuestDragPreview name={index.guestById.get(dragging)?.name ?? t("Guest")} /> : null}
        </DragOverlay>
      </DndContext>
      <div role="status" aria-live="polite" className="sr-only" data-testid="seating-announcer">
        {message}
      </div>
      <SeatDialogHost
        eventId={eventId}
        opener={seatDialog}
        board={board}
        index={index}
        onChoose={chooseSeat}
      />
      {/* On a phone the tables go into a sheet while placing: room below the list keeps the page from jumping
          and lets the list's end scroll clear of the sheet. */}
      {isPlacing ? <div aria-hidden="true" className="h-[100dvh] lg:hidden" /> : null}
      {question ? (
        <HouseholdPrompt
          guestName={question.guest.name}
          household={question.household}
          count={question.memberIds.length}
          destination={question.destination}
          onAll={() => actions.answer(true)}
          onOne={() => actions.answer(false)}
          onCancel={() => actions.answer(null)}
        />
      ) : null}
    </div>
  );
}
