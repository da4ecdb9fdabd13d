import type { QueryClient } from "@tanstack/react-query";
import type { CheckinGuest, CheckinList } from "@/shared/checkin";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";
import { eventQueryKeys } from "@/web/lib/event-query-keys";
import { sendArrivals, sendWalkIn } from "../api/send-queue";
import { mergeGuests } from "../api/set-arrival";
import { dequeue, enqueue, queued, replace } from "./offline-db";
import { arrivalBatches, type QueuedItem, type QueuedWalkIn } from "./offline-queue";

/**
 * Sends a phone's queue (offline-queue.ts) as soon as it can (docs/decisions/030-offline-check-in-and-kiosk.md):
 * at once after each tap, when the browser says the network is back, and otherwise again and again with a
 * growing wait. Walk-ins first (later check-ins may name them), one request each; then check-ins and undos in
 * batches through POST …/checkin/sync. An item leaves the queue only once the server has answered it, so a
 * lost answer means sending it again, which changes nothing. One tab sends at a time (Web Locks).
 */

/** Something the people at the door must read: a walk-in's seat given to someone else while offline, a
 * walk-in refused for good, check-ins of guests no longer on the list. */
type Notice =
  | { kind: "seat-taken"; eventId: string; guestId: string; name: string; message: string }
  | { kind: "refused"; eventId: string; name: string; message: string }
  | { kind: "not-found"; eventId: string; count: number };
export type SyncNotice = Notice & { id: string };

export interface SyncState {
  /** This account's queue, every event's. */
  items: QueuedItem[];
  /** The browser says so, or the last try failed for want of a network. */
  offline: boolean;
  sending: boolean;
  /** A refusal that stops sending (removed from the team, the event deleted): the queue is kept. */
  error: string | null;
  notices: SyncNotice[];
}

const MAX_WAIT_MS = 30_000;
const LOCK = "seatwise-checkin-sync";

/** A failure to try again later: no network, the server down or busy; anything else is the server's answer. */
export const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;

export function createSyncEngine(userId: string, queryClient: QueryClient) {
  let state: SyncState = { items: [], offline: !navigator.onLine, sending: false, error: null, notices: [] };
  const listeners = new Set<() => void>();
  let running = false;
  let again = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let noticeId = 0;

  const set = (changes: Partial<SyncState>) => {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  };
  const notify = (notice: Notice) =>
    set({ notices: [...state.notices, { ...notice, id: String(++noticeId) }] });
  const merge = (eventId: string, guests: CheckinGuest[]) =>
    queryClient.setQueryData<CheckinList>(eventQueryKeys.checkin(eventId), (list) =>
      list ? mergeGuests(list, guests) : list,
    );
  const reload = async () => set({ items: await queued(userId) });

  async function sendQueuedWalkIn(walkIn: QueuedWalkIn): Promise<void> {
    const { key, id, eventId, name, withGuestId, seat, noShowId, at, device } = walkIn;
    try {
      const { guest } = await sendWalkIn(eventId, {
        id,
        name,
        withGuestId,
        seat,
        noShowId,
        at,
        device,
        sentAt: new Date().toISOString(),
      });
      merge(eventId, [guest]);
      await dequeue([key!]);
    } catch (error) {
      if (isTransient(error)) throw error;
      const conflict = error instanceof ApiError && error.status === 409 && !error.fields?.id;
      if (conflict && (seat || noShowId)) {
        // The seat went to someone else while this phone was offline: the walk-in is kept, without a seat,
        // and the door is told who has it so they can choose another.
        const unseated = { ...walkIn, seat: null, noShowId: null };
        await replace(unseated);
        notify({ kind: "seat-taken", eventId, guestId: id, name, message: getErrorMessage(error) });
        return sendQueuedWalkIn(unseated);
      }
      // Refused for good (the event is full, an id clash): dropped with what was done to them, and said so.
      const theirs = state.items.filter((item) => item.kind === "arrival" && item.guestId === id);
      await dequeue([key!, ...theirs.map((item) => item.key!)]);
      notify({ kind: "refused", eventId, name, message: getErrorMessage(error) });
    }
  }

  async function sendAll() {
    for (;;) {
      await reload();
      if (state.items.length === 0) return;
      const events = [...new Set(state.items.map((item) => item.eventId))];
      for (const eventId of events) {
        const items = state.items.filter((item) => item.eventId === eventId);
        for (const item of items) if (item.kind === "walk-in") await sendQueuedWalkIn(item);
        for (const batch of arrivalBatches(items)) {
          const result = await sendArrivals(eventId, {
            sentAt: new Date().toISOString(),
            ops: batch.map(({ guestId, op, at, device }) => ({ guestId, op, at, device })),
          });
          merge(eventId, result.guests);
          const missing = result.outcomes.filter((outcome) => outcome === "not_found").length;
          if (missing) notify({ kind: "not-found", eventId, count: missing });
          await dequeue(batch.map((item) => item.key!));
        }
        void queryClient.invalidateQueries({ queryKey: eventQueryKeys.checkin(eventId) });
      }
    }
  }

  async function flush(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(timer);
    set({ sending: true });
    try {
      const locks = navigator.locks;
      await (locks ? locks.request(LOCK, sendAll) : sendAll());
      failures = 0;
      set({ offline: !navigator.onLine, error: null });
    } catch (error) {
      if (isTransient(error)) {
        failures += 1;
        set({ offline: true });
        const wait = Math.min(MAX_WAIT_MS, 1000 * 2 ** (failures - 1)) * (0.8 + Math.random() * 0.4);
        timer = setTimeout(() => void flush(), wait);
      } else set({ error: getErrorMessage(error) });
    } finally {
      running = false;
      await reload().catch(() => undefined);
      set({ sending: false });
      if (again) {
        again = false;
        void flush();
      }
    }
  }

  const online = () => {
    failures = 0;
    set({ offline: false });
    void flush();
  };
  const offline = () => set({ offline: true });
  window.addEventListener("online", online);
  window.addEventListener("offline", offline);
  void flush();

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    userId,
    /** Records what was done at the door and sends it when it can. */
    async add(items: QueuedItem[]) {
      for (const item of items) await enqueue(item);
      await reload();
      void flush();
    },
    flush,
    dismiss: (id: string) => set({ notices: state.notices.filter((notice) => notice.id !== id) }),
    stop() {
      clearTimeout(timer);
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    },
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
