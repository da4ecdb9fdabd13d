import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { type ChangeArea, type LiveChange, type LivePresence, PRESENCE_BEAT_MS } from "@/shared/live";
import { api } from "./api-client";
import { LIVE_CLIENT_ID } from "./live-client-id";
import { clearPresence, currentActivity, heardPresence, onActivity } from "./live-presence";
import { refreshAreas, refreshEvent } from "./live-refresh";

/** Changes arriving together are applied together (an import and its echo on every screen at once). */
const BATCH_MS = 80;
/** The longest wait before trying again after the stream was refused or failed. */
const MAX_BACKOFF_MS = 5000;

/**
 * The event's live stream, opened once by the dashboard (components/live/live-event.tsx): another tab's or
 * person's change marks the screens' data it touched as stale, so every open screen shows it without a
 * reload; presence beats go out every PRESENCE_BEAT_MS and when a drag starts or ends. The browser's
 * EventSource reconnects by itself (resuming from the last change's id); a stream that was refused is opened
 * again with a backoff of at most MAX_BACKOFF_MS, asking for the changes since the last version it saw, and at
 * once when the browser says the network is back.
 */
export function useLiveEvent(eventId: string | undefined, knownVersion?: number): void {
  const queryClient = useQueryClient();
  // The version the screens' data was read at (the current event's): the event's first stream starts there,
  // so a change made between that read and the stream opening is not missed.
  const known = useRef(knownVersion);
  known.current = knownVersion;
  useEffect(() => {
    if (!eventId || typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let version: number | null = known.current ?? null;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let batch: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const pending = new Set<ChangeArea>();

    const flush = () => {
      batch = undefined;
      refreshAreas(queryClient, eventId, pending);
      pending.clear();
    };
    const open = () => {
      const since = version === null ? "" : `?since=${version}`;
      const next = new EventSource(`/api/events/${encodeURIComponent(eventId)}/live${since}`);
      source = next;
      const seen = (event: MessageEvent) => {
        if (event.lastEventId) version = Number(event.lastEventId);
      };
      next.addEventListener("ready", (event) => {
        failures = 0;
        seen(event);
      });
      next.addEventListener("change", (event) => {
        seen(event);
        const change = JSON.parse(event.data) as LiveChange;
        if (change.clientId === LIVE_CLIENT_ID) return; // this tab's own write: already shown
        for (const area of change.areas) pending.add(area);
        batch ??= setTimeout(flush, BATCH_MS);
      });
      next.addEventListener("reset", (event) => {
        failures = 0;
        seen(event);
        refreshEvent(queryClient, eventId);
      });
      next.addEventListener("presence", (event) => heardPresence(JSON.parse(event.data) as LivePresence));
      next.addEventListener("closed", () => {
        // Removed from the team: the screens' next reads are refused and say so.
        stopped = true;
        next.close();
        clearPresence();
        refreshEvent(queryClient, eventId);
      });
      next.onerror = () => {
        if (next.readyState !== EventSource.CLOSED || stopped) return; // reconnecting by itself
        const wait = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures);
        failures += 1;
        retry = setTimeout(open, wait);
      };
    };
    open();
    // Back online (a venue's signal returning): reconnect now rather than after the browser's or our wait.
    const reconnect = () => {
      if (stopped || source?.readyState === EventSource.OPEN) return;
      clearTimeout(retry);
      source?.close();
      open();
    };
    window.addEventListener("online", reconnect);

    const beat = (left = false) =>
      api.events[":eventId"].live.presence
        .$post(
          { param: { eventId }, json: { clientId: LIVE_CLIENT_ID, activity: currentActivity(), left } },
          left ? { init: { keepalive: true } } : undefined,
        )
        .catch(() => undefined);
    void beat();
    const beating = setInterval(() => void beat(), PRESENCE_BEAT_MS);
    const offActivity = onActivity(() => void beat());
    const leave = () => void beat(true);
    window.addEventListener("pagehide", leave);

    return () => {
      stopped = true;
      source?.close();
      clearTimeout(retry);
      clearTimeout(batch);
      clearInterval(beating);
      offActivity();
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("online", reconnect);
      leave();
      clearPresence();
    };
  }, [eventId, queryClient]);
}
