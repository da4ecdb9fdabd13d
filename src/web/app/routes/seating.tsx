import { lazy, Suspense } from "react";
import { redirect } from "react-router";
import { toast } from "sonner";
import type { Event } from "@/shared/event";
import { t } from "@/shared/i18n/messages";
import { useSeatingData } from "@/web/features/auto-seat/api/seating-data";
import { AutoSeatTools } from "@/web/features/auto-seat/components/auto-seat-tools";
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
  const me = await queryClient.fetchQuery(meQueryOptions()).catch(() => undefined);
  if (me === null) {
    toast.error(t("Authentication required"));
    throw redirect(paths.login);
  }
  // The board's read starts now, beside the dashboard's first render, not once the screen has asked for it.
  if (me)
    void queryClient
      .fetchQuery(currentEventQueryOptions(readChosenEventId()))
      .then((current) => current && queryClient.prefetchQuery(seatingBoardQueryOptions(current.event.id)))
      .catch(() => undefined); // the screen's own queries show the error
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
const assignTools = (event: Event) => <AutoSeatTools event={event} />;
// The rules the Rules panel reads (one request, shared with auto-seat): the board marks the 'next to' wishes kept.
const useSeatRules = (eventId: string) => useSeatingData(eventId).data?.rules;

/** The Seating screen, with the Tables screen's editor composed into its Configure Tables tab and auto-seat
 * above the Assign Seats board, whose cards mark the rules' 'next to' wishes. */
export function Component() {
  return (
    <SeatingScreen configureTables={configureTables} assignTools={assignTools} useSeatRules={useSeatRules} />
  );
}
