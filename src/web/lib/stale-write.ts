import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ApiError } from "./api-client";
import { currentEventQueryOptions, readChosenEventId } from "./current-event";

/** A save refused because someone else changed the same thing meanwhile (409 with who did, no field). */
export const isStaleWrite = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && !error.fields;

/**
 * The event's `settingsVersion` a settings form saves on (src/server/modules/team/stale-write.ts): while the
 * form holds no edits of its own it shows the saved settings (lib/use-adopt-saved.ts), so it follows the
 * event's version; once edited, it keeps the version the edits began on. After its own save, the new one;
 * after a save refused as stale, the fresh one, so that saving again deliberately replaces the other change.
 */
export function useSettingsBase(event: { id: string; settingsVersion: number }, dirty: boolean) {
  const base = useRef(event.settingsVersion);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!dirty) base.current = event.settingsVersion;
  }, [dirty, event.settingsVersion]);
  return {
    current: () => base.current,
    saved: (version: number) => {
      base.current = version;
    },
    refresh: async () => {
      const fresh = await queryClient.fetchQuery({
        ...currentEventQueryOptions(readChosenEventId()),
        staleTime: 0,
      });
      if (fresh?.event.id === event.id) base.current = fresh.event.settingsVersion;
    },
  };
}
