import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import type { Event } from "@/shared/event";
import { useSeatingData } from "@/web/features/auto-seat/api/seating-data";
import { AutoSeatLoading, AutoSeatTools } from "@/web/features/auto-seat/components/auto-seat-tools";
import { seatingBoardQueryOptions } from "@/web/features/seating/api/get-seating-board";
import { SeatingScreen } from "@/web/features/seating/components/seating-screen";
import { TablesLoading } from "@/web/features/tables/components/tables-loading";

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
