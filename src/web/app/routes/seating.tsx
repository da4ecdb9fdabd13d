import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { redirect } from "react-router";
import { toast } from "sonner";
import type { Event } from "@/shared/event";
import { t } from "@/shared/i18n/messages";
import { useSeatingData } from "@/web/features/auto-seat/api/seating-data";
import { AutoSeatLoading, AutoSeatTools } from "@/web/features/auto-seat/components/auto-seat-tools";
import { seatingBoardQueryOptions } from "@/web/features/seating/api/get-seating-board";
import { SeatingScreen } from "@/web/features/seating/components/seating-screen";
import { TablesLoading } from "@/web/features/tables/components/tables-loading";
import { currentEventQueryOptions, readChosenEventId } from "@/web/lib/current-event";
import { paths } from "@/web/lib/paths";
import { queryClient } from "@/web/lib/query-client";
import { meQueryOptions } from "@/web/lib/session";

/** Signed out, the Seating screen says 'Authentication required' and goes to /login. Checked before
 * the dashboard renders, so its own sign-in guard never shows. A failed check is left to that guard. */
export async function loader() {
  // Who is signed in, the current event and its board are asked for at once, not one after the other: the
  // board as soon as the event's id is known (chosen in this browser, kept from an earlier visit — given back
  // once /api/me has named the owner — or the current event's answer), each id once.
  const chosenId = readChosenEventId();
  const currentEvent = currentEventQueryOptions(chosenId);
  const asked = new Set<string>();
  const readBoard = (eventId: string | undefined) => {
    if (!eventId || asked.has(eventId)) return;
    asked.add(eventId);
    void queryClient.prefetchQuery(seatingBoardQueryOptions(eventId));
  };
  readBoard(chosenId ?? undefined);
  void queryClient
    .fetchQuery(currentEvent)
    .then((current) => readBoard(current?.event.id))
    .catch(() => undefined); // the screen's own queries show the error
  const me = await queryClient.fetchQuery(meQueryOptions()).catch(() => undefined);
  if (me === null) {
    toast.error(t("Authentication required"));
    throw redirect(paths.login);
  }
  readBoard(queryClient.getQueryData(currentEvent.queryKey)?.event.id);
  return null;
}

// The table editor's code is loaded when Configure Tables is first opened: the board, shown first, does not
// wait for it.
const TablesEditor = lazy(() =>
  import("@/web/features/tables/components/tables-editor").then((module) => ({
    default: module.TablesEditor,
  })),
);

// Made once: the screen composes each part once per event.
const configureTables = (event: Event) => (
  <Suspense fallback={<TablesLoading />}>
    <TablesEditor event={event} />
  </Suspense>
);
const assignTools = (event: Event) => <AutoSeatAfterBoard event={event} />;

/** Auto-seat reads every guest, table and rule of the event (3.3 MB at 10,000 guests): it is asked for once
 * the board has its data, so the board's read does not share the database with it and its first render does
 * not wait for it to be parsed and drawn. */
function AutoSeatAfterBoard({ event }: { event: Event }) {
  const board = useQuery({
    ...seatingBoardQueryOptions(event.id),
    enabled: false, // only watches the board's read (started by the loader and the board)
    notifyOnChangeProps: ["status"],
  });
  return board.status === "pending" ? <AutoSeatLoading /> : <AutoSeatTools event={event} />;
}
// The rules the Rules panel reads (one request, shared with auto-seat): the board marks the 'next to' wishes kept.
const useSeatRules = (eventId: string) => useSeatingData(eventId).data?.rules;

/** The Seating screen, with the Tables screen's editor composed into its Configure Tables tab and auto-seat
 * above the Assign Seats board, whose cards mark the rules' 'next to' wishes. */
export function Component() {
  return (
    <SeatingScreen configureTables={configureTables} assignTools={assignTools} useSeatRules={useSeatRules} />
  );
}
