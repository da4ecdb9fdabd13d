import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { EventListItem, EventSummary } from "@/shared/event";
import { api, unwrap } from "./api-client";
import { savedOnEarlierVisit } from "./persisted-queries";

/**
 * "The current event" of the dashboard is the one the owner chose in the event switcher, remembered in this
 * browser; with no choice (or a choice that is no longer theirs) the server answers their newest. Every
 * per-event screen reads it through `useCurrentEvent`.
 */

const STORAGE_KEY = "seatwise:current-event";
const listeners = new Set<() => void>();

export function readChosenEventId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage disabled: the newest event, every time
  }
}

/** Remembers the event to work on (null: back to the newest). */
export function chooseEvent(eventId: string | null): void {
  try {
    if (eventId) window.localStorage.setItem(STORAGE_KEY, eventId);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage disabled: the choice lasts until the page reloads
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab choosing an event changes this one's too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useChosenEventId(): string | null {
  return useSyncExternalStore(subscribe, readChosenEventId, () => null);
}

/** Every event query's key starts with this: invalidate it after creating, changing or deleting an event. */
export const EVENTS_QUERY_KEY = ["events"] as const;

/** Invalidate it after a change to the dashboard's totals only (a seat taken or freed). */
export const CURRENT_EVENT_QUERY_KEY = [...EVENTS_QUERY_KEY, "current"] as const;

/** The chosen event with its totals and setup progress, or null before the first event. */
export const currentEventQueryOptions = (chosenId: string | null) =>
  queryOptions({
    queryKey: [...CURRENT_EVENT_QUERY_KEY, chosenId] as const,
    queryFn: async (): Promise<EventSummary | null> =>
      unwrap(api.events.current.$get({ query: chosenId ? { eventId: chosenId } : {} })),
    // Offline, the check-in screen's service worker answers with its copy (session.ts, meQueryOptions).
    networkMode: "offlineFirst",
  });

export function useCurrentEvent() {
  return useQuery(currentEventQueryOptions(useChosenEventId()));
}

/** The current event for a screen that edits it: while the copy kept from an earlier visit is asked for
 * again (lib/persisted-queries.ts), it reads as loading, so a form is filled from fresh data only. */
export function useCurrentEventToEdit() {
  const query = useCurrentEvent();
  const old = query.data !== undefined && savedOnEarlierVisit(query.dataUpdatedAt);
  return {
    data: old ? undefined : query.data,
    isPending: query.isPending || (old && !query.isError),
    isError: query.isError,
    error: query.error,
  };
}

/** The owner's events, newest first, for the switcher. */
export const eventListQueryOptions = () =>
  queryOptions({
    queryKey: [...EVENTS_QUERY_KEY, "list"] as const,
    queryFn: async (): Promise<EventListItem[]> => unwrap(api.events.$get()),
  });

export function useEventList() {
  return useQuery(eventListQueryOptions());
}

export function deleteEvent(eventId: string) {
  return unwrap(api.events[":eventId"].$delete({ param: { eventId } }));
}

/** Deletes an event; the dashboard then works on the newest one left. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_result, eventId) => {
      if (readChosenEventId() === eventId) chooseEvent(null);
      queryClient.removeQueries({ queryKey: ["guests", eventId] });
      return queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
    },
  });
}
