import { useEffect } from "react";
import { toast } from "sonner";
import { SEATING_MESSAGES } from "@/shared/seating";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useSeatingBoard } from "../api/get-seating-board";
import { BoardView, type UseSeatRules } from "./board-view";

/** The Assign Seats tab: the board once the event's tables and guests have loaded. */
export function AssignSeatsBoard({
  eventId,
  onConfigureTables,
  useSeatRules,
}: {
  eventId: string;
  onConfigureTables?: () => void;
  useSeatRules?: UseSeatRules;
}) {
  const t = useT();
  const board = useSeatingBoard(eventId);
  // A failed background refetch keeps the board on screen.
  const failed = board.isError && board.data === undefined;
  useEffect(() => {
    if (failed) toast.error(t(SEATING_MESSAGES.loadFailed));
  }, [failed, t]);

  if (board.data) {
    return (
      <BoardView
        key={eventId}
        eventId={eventId}
        board={board.data}
        onConfigureTables={onConfigureTables}
        useSeatRules={useSeatRules}
      />
    );
  }
  if (failed) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{t(SEATING_MESSAGES.loadFailed)}</AlertTitle>
        <AlertDescription>
          {getErrorMessage(board.error)}{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => void board.refetch()}>
            {t("Try again")}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div role="status" aria-label={t("Loading seating plan")} className="flex flex-col gap-3">
      <Skeleton className="h-10 rounded-xl" />
      <div className="grid gap-3 lg:grid-cols-[20rem_1fr]">
        <Skeleton className="h-96 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </div>
  );
}
