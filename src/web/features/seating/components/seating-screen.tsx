import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useRef, useState } from "react";
import type { Event } from "@/shared/event";
import { NoEventCard } from "@/web/components/no-event-card";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCurrentEvent } from "@/web/lib/current-event";
import { useT } from "@/web/lib/i18n";
import { afterNextPaint } from "@/web/lib/use-after-first-paint";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { cn } from "@/web/lib/utils";
import { seatingBoardQueryOptions } from "../api/get-seating-board";
import { AssignSeatsBoard } from "./assign-seats-board";
import type { UseSeatRules } from "./board-view";

/**
 * The Seating Plan screen: Assign Seats (default) and Configure Tables. The app composes the table editor
 * into the second tab (features do not import each other); it mounts on first visit and then stays
 * mounted, so switching tabs keeps unsaved edits. The board stays mounted too: a tab switch only hides one
 * panel and shows the other, and redraws neither (their elements are made once per event). `assignTools` is
 * where the app adds tools above the Assign Seats board (auto-seat).
 */

/** A hidden tab keeps its layout (`content-visibility: hidden`, not `display: none`): showing the board
 * again does not lay its cards out anew. Out of the way as `hidden` would be (an empty box, its gap taken
 * back), and, like it, out of the accessibility tree and of the tab order. */
const KEPT_HIDDEN = "data-[state=inactive]:-mt-4 data-[state=inactive]:[content-visibility:hidden]";
export function SeatingScreen({
  configureTables,
  assignTools,
  useSeatRules,
}: {
  configureTables: (event: Event) => ReactNode;
  /** Composed above the board by the app (auto-seat's buttons and seating check). */
  assignTools?: (event: Event) => ReactNode;
  /** The event's seating rules, for the board's 'next to' marks (auto-seat's, given by the app; stable). */
  useSeatRules?: UseSeatRules;
}) {
  const t = useT();
  useDocumentTitle(t("Seating Plan"));
  const current = useCurrentEvent();
  const [tab, setTab] = useState("assign");
  const [configureOpened, setConfigureOpened] = useState(false);
  const event = current.data?.event;
  const queryClient = useQueryClient();
  const showTab = (value: string) => {
    setTab(value);
    if (value === "configure") setConfigureOpened(true);
    // Tables saved in the other tab (a table removed, a capacity changed) show on the board at once: asked
    // for once the board is on screen, not in the click (the refetch's start is a few ms of the tab's frame).
    else if (event)
      afterNextPaint(() => void queryClient.invalidateQueries(seatingBoardQueryOptions(event.id)));
  };
  const showTabRef = useRef(showTab);
  showTabRef.current = showTab;
  // Made once per event, so the tab state changing does not redraw the board, auto-seat or the editor.
  const tools = useMemo(() => (event ? assignTools?.(event) : null), [event, assignTools]);
  const editor = useMemo(() => (event ? configureTables(event) : null), [event, configureTables]);
  const board = useMemo(
    () =>
      event ? (
        <AssignSeatsBoard
          eventId={event.id}
          onConfigureTables={() => showTabRef.current("configure")}
          useSeatRules={useSeatRules}
        />
      ) : null,
    [event, useSeatRules],
  );

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold">{t("Seating Plan")}</h1>
        <p className="text-muted-foreground">{t("Seat your guests and arrange the room.")}</p>
      </div>
      {current.isPending ? (
        <div role="status" aria-label={t("Loading event")}>
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      ) : event ? (
        <Tabs value={tab} onValueChange={showTab}>
          <TabsList>
            <TabsTrigger value="assign">{t("Assign Seats")}</TabsTrigger>
            <TabsTrigger value="configure">{t("Configure Tables")}</TabsTrigger>
          </TabsList>
          <TabsContent value="assign" forceMount className={cn("flex flex-col gap-6", KEPT_HIDDEN)}>
            {tools}
            {board}
          </TabsContent>
          <TabsContent value="configure" forceMount={configureOpened || undefined} className={KEPT_HIDDEN}>
            {configureOpened ? editor : null}
          </TabsContent>
        </Tabs>
      ) : current.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t("Error loading event")}</AlertTitle>
          <AlertDescription>
            {getErrorMessage(current.error, t("Could not load event data"))}
          </AlertDescription>
        </Alert>
      ) : (
        <NoEventCard description={t("Create your event first, then seat your guests.")} />
      )}
    </>
  );
}
