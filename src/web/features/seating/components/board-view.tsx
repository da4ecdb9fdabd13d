import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  getClientRect,
  KeyboardSensor,
  type MeasuringConfiguration,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { LayoutGridIcon, MapIcon, Redo2Icon, Undo2Icon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { SeatingBoard } from "@/shared/seating";
import { Button } from "@/web/components/ui/button";
import { type BoardIndex, indexBoard } from "../lib/board-state";
import { boardCollisions, jumpToTarget, parseTarget } from "../lib/drop-targets";
import { useAnnouncer } from "../lib/use-announcer";
import { useBoardActions } from "../lib/use-board-actions";
import { BoardFloorPlan } from "./board-floor-plan";
import { GuestDragPreview } from "./guest-chip";
import { HouseholdPrompt } from "./household-prompt";
import { SeatDialog } from "./seat-dialog";
import { TableCards } from "./table-cards";
import { UnseatedPanel } from "./unseated-panel";

const INSTRUCTIONS =
  "To seat a guest, press Space or Enter to pick them up, use the arrow keys to go from table to table, " +
  "then Space or Enter to drop, or Escape to cancel. The button beside each guest seats them with a list " +
  "of tables instead. Ctrl+Z undoes a move, Ctrl+Shift+Z redoes it.";

/** Drop targets measured where they are drawn: dnd-kit's default leaves an element's own transform out,
 * which puts a floor-plan table (an SVG group placed by its transform) at the plan's origin. */
const MEASURING: MeasuringConfiguration = { droppable: { measure: (element) => getClientRect(element) } };

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
 * onto a table or a seat, or use the seat dialog; undo and redo every move. */
export function BoardView({
  eventId,
  board,
  onConfigureTables,
}: {
  eventId: string;
  board: SeatingBoard;
  onConfigureTables?: () => void;
}) {
  const index = useBoardIndex(board);
  const { message, announce } = useAnnouncer();
  const actions = useBoardActions(eventId, index, announce);
  const [view, setView] = useState<"cards" | "plan">("cards");
  const [dialogGuestId, setDialogGuestId] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpToTarget }),
  );

  const { undo, redo } = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const root = rootRef.current;
      if (!root || root.offsetParent === null || !(event.ctrlKey || event.metaKey)) return;
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

  const guestName = (id: string | number) =>
    index.guestById.get(String(id).replace(/^guest:/, ""))?.name ?? "Guest";
  const targetName = (id: string | number | undefined) => {
    if (id === undefined) return "nowhere";
    const target = parseTarget(id);
    if (!target) return "nowhere";
    if (target.kind === "unseated") return "the unseated guests";
    const table = index.tableById.get(target.tableId);
    return target.kind === "seat" ? `seat ${target.seat} at ${table?.name}` : (table?.name ?? "a table");
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${guestName(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${guestName(active.id)} is over ${targetName(over.id)}.`
        : `${guestName(active.id)} is not over a table.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${guestName(active.id)} dropped on ${targetName(over.id)}.`
        : `${guestName(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${guestName(active.id)} was cancelled.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragging(String(active.data.current?.guestId));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const guestId = active.data.current?.guestId;
    const target = over ? parseTarget(over.id) : null;
    if (typeof guestId === "string" && target) actions.drop(guestId, target);
  };

  const seatedCount = board.guests.length - index.unseated.length;
  const dialogGuest = dialogGuestId ? index.guestById.get(dialogGuestId) : undefined;
  const question = actions.question;

  return (
    <div ref={rootRef} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Seating tools">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void undo()}
          disabled={!actions.canUndo}
          aria-keyshortcuts="Control+Z"
        >
          <Undo2Icon aria-hidden="true" />
          Undo
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void redo()}
          disabled={!actions.canRedo}
          aria-keyshortcuts="Control+Shift+Z"
        >
          <Redo2Icon aria-hidden="true" />
          Redo
        </Button>
        <fieldset className="m-0 flex min-w-0 rounded-lg border p-0.5">
          <legend className="sr-only">Show tables as</legend>
          {(
            [
              ["cards", "Cards", LayoutGridIcon],
              ["plan", "Floor plan", MapIcon],
            ] as const
          ).map(([value, label, Icon]) => (
            <Button
              key={value}
              variant={view === value ? "secondary" : "ghost"}
              size="sm"
              aria-pressed={view === value}
              onClick={() => setView(value)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </fieldset>
        <p className="ml-auto text-sm text-muted-foreground tabular-nums" data-testid="seated-summary">
          {seatedCount} of {board.guests.length} guests seated · {board.tables.length} tables
        </p>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisions}
        measuring={MEASURING}
        accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <div className="flex flex-col gap-3 lg:grid lg:h-[calc(100dvh-15rem)] lg:min-h-[34rem] lg:grid-cols-[20rem_minmax(0,1fr)]">
          <UnseatedPanel board={board} index={index} onOpen={setDialogGuestId} />
          {board.tables.length === 0 ? (
            <div className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed p-6 text-center">
              <p className="font-medium">No tables yet</p>
              <p className="max-w-sm text-sm text-muted-foreground">
                Lay out your tables first, then drag your guests onto them.
              </p>
              {onConfigureTables ? (
                <Button variant="outline" onClick={onConfigureTables}>
                  Configure Tables
                </Button>
              ) : null}
            </div>
          ) : view === "cards" ? (
            <TableCards tables={board.tables} index={index} onOpen={setDialogGuestId} />
          ) : (
            <BoardFloorPlan board={board} />
          )}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging ? <GuestDragPreview name={guestName(dragging)} /> : null}
        </DragOverlay>
      </DndContext>
      <div role="status" aria-live="polite" className="sr-only" data-testid="seating-announcer">
        {message}
      </div>
      {dialogGuest ? (
        <SeatDialog
          key={dialogGuest.id}
          guest={dialogGuest}
          board={board}
          index={index}
          onOpenChange={(open) => !open && setDialogGuestId(null)}
          onChoose={(choice) => {
            setDialogGuestId(null);
            const members = dialogGuest.householdId
              ? (index.householdMembers.get(dialogGuest.householdId) ?? []).map((m) => m.id)
              : [];
            if (choice.wholeHousehold) actions.seat(members, choice.tableId, null);
            else actions.seat([dialogGuest.id], choice.tableId, choice.seatNumber);
          }}
        />
      ) : null}
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
