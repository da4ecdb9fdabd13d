import { useSyncExternalStore } from "react";
import { type LivePresence, PRESENCE_EXPIRY_MS } from "@/shared/live";
import type { LiveActivity } from "@/shared/live-input";
import { LIVE_CLIENT_ID } from "./live-client-id";

/**
 * Who else has the event open, as the live stream's presence beats tell it (use-live-event.ts): each other
 * tab with its person and what it drags, forgotten after PRESENCE_EXPIRY_MS without a beat or when it says
 * it left. Nothing is stored on the server.
 */
export interface PresentTab {
  userId: string;
  name: string;
  clientId: string;
  activity: LiveActivity | null;
  seenAt: number;
}

let tabs: PresentTab[] = [];
const listeners = new Set<() => void>();
let pruning: ReturnType<typeof setInterval> | undefined;

function publish(next: PresentTab[]) {
  tabs = next;
  for (const listener of listeners) listener();
  if (tabs.length && !pruning) pruning = setInterval(prune, 5000);
  if (!tabs.length && pruning) {
    clearInterval(pruning);
    pruning = undefined;
  }
}

/** Forgets the tabs silent for PRESENCE_EXPIRY_MS (run every 5 s while anyone is there). */
export function prune() {
  const now = Date.now();
  const kept = tabs.filter((tab) => now - tab.seenAt < PRESENCE_EXPIRY_MS);
  if (kept.length !== tabs.length) publish(kept);
}

/** A beat from the stream (this tab's own echo is ignored). */
export function heardPresence(beat: LivePresence): void {
  if (beat.clientId === LIVE_CLIENT_ID) return;
  const others = tabs.filter((tab) => tab.clientId !== beat.clientId);
  publish(beat.left ? others : [...others, { ...beat, seenAt: Date.now() }]);
}

/** Forgets everyone (another event opened, the stream closed). */
export function clearPresence(): void {
  if (tabs.length) publish([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The other tabs on the event, now. */
export function presentTabs(): PresentTab[] {
  return tabs;
}

/** The other tabs on the event. */
export function usePresentTabs(): PresentTab[] {
  return useSyncExternalStore(
    subscribe,
    () => tabs,
    () => tabs,
  );
}

/** The name of whoever else is dragging this guest or table, if anyone. */
export function useDraggedBy(kind: LiveActivity["kind"], id: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => tabs.find((tab) => tab.activity?.kind === kind && tab.activity.id === id)?.name ?? null,
    () => null,
  );
}

/** What this tab drags now: sent with its next beat, and at once (use-live-event.ts listens). */
let activity: LiveActivity | null = null;
const activityListeners = new Set<() => void>();

export function reportActivity(next: LiveActivity | null): void {
  if (activity?.kind === next?.kind && activity?.id === next?.id) return;
  activity = next;
  for (const listener of activityListeners) listener();
}

export function currentActivity(): LiveActivity | null {
  return activity;
}

export function onActivity(listener: () => void): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}
