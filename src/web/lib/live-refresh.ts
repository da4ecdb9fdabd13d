import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { ChangeArea } from "@/shared/live";
import { CURRENT_EVENT_QUERY_KEY, EVENTS_QUERY_KEY } from "./current-event";
import { eventQueryKeys } from "./event-query-keys";
import { refreshUnlessHeld } from "./live-holds";

/**
 * What each area of a change makes stale, as the screens' query keys (lib/event-query-keys.ts,
 * lib/current-event.ts, the features' api/ folders): every screen showing it reads it again. Prefixes: the
 * guest list's key covers auto-seat's data under it.
 */
function keysOf(area: ChangeArea, eventId: string): QueryKey[] {
  const current = CURRENT_EVENT_QUERY_KEY;
  const list = [...EVENTS_QUERY_KEY, "list"];
  const board = eventQueryKeys.seatingBoard(eventId);
  const plan = eventQueryKeys.floorPlan(eventId);
  const guests = eventQueryKeys.guestList(eventId);
  const links = eventQueryKeys.rsvpLinks(eventId);
  const checkin = eventQueryKeys.checkin(eventId);
  switch (area) {
    case "event":
      return [
        current,
        list,
        ["events", eventId, "theme"],
        ["events", eventId, "team"],
        eventQueryKeys.rsvpSettings(eventId),
      ];
    case "guests":
      return [guests, board, current, links, eventQueryKeys.rsvpMail(eventId), checkin];
    case "tables":
      return [plan, board, guests, current, checkin];
    case "seating":
      return [board, guests, plan, current, checkin];
    case "rules":
      return [[...guests, "auto-seat"], board];
    case "print":
      return [["events", eventId, "print-snapshots"]];
    case "team":
      return [["events", eventId, "team"], current, list];
    case "arrivals":
      return [checkin];
  }
}

/** Marks what a change's areas touched as stale; a held query (an optimistic write in flight) once it settles.
 * Every change is an entry of the history, and may have taken a version first (docs/decisions/026-history.md). */
export function refreshAreas(queryClient: QueryClient, eventId: string, areas: Iterable<ChangeArea>): void {
  const keys = new Map<string, QueryKey>();
  for (const area of areas) for (const key of keysOf(area, eventId)) keys.set(JSON.stringify(key), key);
  // Even a change that touched none of them (a version saved or deleted, the history pruned).
  for (const key of [eventQueryKeys.history(eventId), eventQueryKeys.versions(eventId)])
    keys.set(JSON.stringify(key), key);
  for (const key of keys.values())
    refreshUnlessHeld(key, () => void queryClient.invalidateQueries({ queryKey: key }));
}

/** Everything about the event (the stream missed too much to say what changed). */
export function refreshEvent(queryClient: QueryClient, eventId: string): void {
  void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(eventId) });
}
