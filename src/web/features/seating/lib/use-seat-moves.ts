import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { t } from "@/shared/i18n/messages";
import { SEATING_MESSAGES, type SeatMoveInput, type SeatPlace } from "@/shared/seating";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";
import { CURRENT_EVENT_QUERY_KEY } from "@/web/lib/current-event";
import { eventQueryKeys } from "@/web/lib/event-query-keys";
import { holdLiveRefresh } from "@/web/lib/live-holds";
import { seatingBoardQueryOptions } from "../api/get-seating-board";
import { moveGuests } from "../api/move-guests";
import { applyPlaces } from "./board-state";

/** One undoable step: where the guests were and where the server put them. */
export interface SeatStep {
  before: SeatPlace[];
  after: SeatPlace[];
  /** Read to screen readers when the step is undone or redone. */
  label: string;
  /** Whether the server agreed; an undo pressed before it answered waits for it. */
  settled?: Promise<boolean>;
}

export interface MoveRequest {
  moves: SeatMoveInput[];
  /** What the board shows at once, before the server answers. */
  predicted: SeatPlace[];
  before: SeatPlace[];
  label: string;
  /** The toast and announcement once the server has agreed, from the places it gave. */
  success(places: SeatPlace[]): { title: string; description: string };
}

const HISTORY_LIMIT = 100;

/**
 * Seat moves as the board makes them: shown at once, sent in one request, corrected by the server's answer
 * (the seats it gave) or put back when refused ('Table is full', 'Failed to assign guest to table'). Each
 * move is an undo step; undo and redo send the exact places back.
 */
export function useSeatMoves(eventId: string, announce: (text: string) => void) {
  const queryClient = useQueryClient();
  const key = seatingBoardQueryOptions(eventId).queryKey;
  const history = useRef<{ past: SeatStep[]; future: SeatStep[] }>({ past: [], future: [] });
  const [, setVersion] = useState(0);
  /** Undo and redo run one after another: a second press waits for the first to be answered. */
  const queue = useRef<Promise<void>>(Promise.resolve());

  const send = useCallback(
    async (moves: SeatMoveInput[], predicted: SeatPlace[], before: SeatPlace[]) => {
      // The request leaves first; drawing the predicted board is not on the round trip's path.
      const answer = moveGuests({ eventId, moves });
      answer.catch(() => undefined); // handled below, once the predicted board is drawn
      // Others' changes announced meanwhile refresh the board once this move has settled.
      const release = holdLiveRefresh(key);
      answer.then(release, release);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (board) => board && applyPlaces(board, predicted));
      try {
        const { places } = await answer;
        queryClient.setQueryData(key, (board) => board && applyPlaces(board, places));
        // The guest list, the floor plan and the dashboard's seated count show seats too.
        void queryClient.invalidateQueries({ queryKey: eventQueryKeys.guestList(eventId), exact: true });
        void queryClient.invalidateQueries({ queryKey: eventQueryKeys.floorPlan(eventId), exact: true });
        void queryClient.invalidateQueries({ queryKey: CURRENT_EVENT_QUERY_KEY });
        return places;
      } catch (error) {
        queryClient.setQueryData(key, (board) => board && applyPlaces(board, before));
        throw error;
      }
    },
    [eventId, key, queryClient],
  );

  const fail = useCallback(
    (error: unknown) => {
      const message = getErrorMessage(error);
      if (error instanceof ApiError && error.status === 409 && error.fields?.tableId) {
        const title = t(SEATING_MESSAGES.tableFull);
        toast.error(title, { description: message });
        announce(t("{title}. {message}", { title, message }));
      } else {
        const title = t(SEATING_MESSAGES.assignFailed);
        toast.error(title, { description: message });
        announce(t("{title}. {message}", { title, message }));
      }
    },
    [announce],
  );

  const move = useCallback(
    async (request: MoveRequest) => {
      // The step is undoable at once: an undo pressed before the server answers waits for the answer.
      const step: SeatStep = { before: request.before, after: request.predicted, label: request.label };
      history.current = {
        past: [...history.current.past, step].slice(-HISTORY_LIMIT),
        future: [],
      };
      setVersion((v) => v + 1);
      step.settled = send(request.moves, request.predicted, request.before).then(
        (after) => {
          step.after = after;
          const { title, description } = request.success(after);
          toast.success(title, { description });
          announce(t("{title}. {message}", { title, message: description }));
          return true;
        },
        (error: unknown) => {
          const { past, future } = history.current;
          history.current = { past: past.filter((s) => s !== step), future };
          setVersion((v) => v + 1);
          fail(error);
          return false;
        },
      );
      await step.settled;
    },
    [send, fail, announce],
  );

  const replay = useCallback(
    async (direction: "undo" | "redo") => {
      const { past, future } = history.current;
      const step = direction === "undo" ? past.at(-1) : future[0];
      if (!step || !(await step.settled)) return;
      const target = direction === "undo" ? step.before : step.after;
      const from = direction === "undo" ? step.after : step.before;
      try {
        await send(
          target.map((place) => ({ ...place })),
          target,
          from,
        );
        const now = history.current;
        history.current =
          direction === "undo"
            ? { past: now.past.filter((s) => s !== step), future: [step, ...now.future] }
            : { past: [...now.past, step], future: now.future.filter((s) => s !== step) };
        announce(
          direction === "undo"
            ? t("Undone: {step}", { step: step.label })
            : t("Redone: {step}", { step: step.label }),
        );
      } catch (error) {
        // The room changed since (another session took the seat): this step cannot be replayed.
        const now = history.current;
        history.current = {
          past: now.past.filter((s) => s !== step),
          future: now.future.filter((s) => s !== step),
        };
        fail(error);
      } finally {
        setVersion((v) => v + 1);
      }
    },
    [send, fail, announce],
  );

  return {
    move,
    undo: useCallback(() => {
      queue.current = queue.current.then(() => replay("undo"));
      return queue.current;
    }, [replay]),
    redo: useCallback(() => {
      queue.current = queue.current.then(() => replay("redo"));
      return queue.current;
    }, [replay]),
    canUndo: history.current.past.length > 0,
    canRedo: history.current.future.length > 0,
  };
}
