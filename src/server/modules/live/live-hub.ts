import type { Database } from "@/server/db/client";
import type { Logger } from "@/server/lib/logger";
import type { LiveChange, LivePresence } from "@/shared/live";
import { LIVE_CHANNEL, type LiveMessage } from "./change-log";

/** One open stream, as the hub sees it. */
export interface LiveSubscriber {
  change(change: LiveChange): void;
  presence(presence: LivePresence): void;
  /** Messages may have been lost (the listening connection dropped): read the log again. */
  resync(): void;
  /** The instance is shutting down. */
  end(): void;
}

export interface LiveHub {
  /** Adds a stream of the event; returns its removal. */
  subscribe(eventId: string, subscriber: LiveSubscriber): () => void;
  /** Resolves once this instance listens (or after `maxMs`): a stream reads the log after that, so nothing
   * committed in between is missed. */
  listening(maxMs: number): Promise<void>;
  /** Sends a message to every instance's streams of its event (this one's included). */
  publish(message: LiveMessage): Promise<void>;
  /** The number of open streams here (the benchmark's memory per stream). */
  size(): number;
  /** Ends every stream (shutdown). */
  close(): void;
}

/**
 * The instance's one listener on the live channel, relaying each change and presence beat to this instance's
 * open streams of that event (docs/decisions/024-live-updates.md). It holds only the open streams — what
 * they have seen is in the log, which any instance reads.
 */
export function createLiveHub(database: Database, log: Logger): LiveHub {
  const streams = new Map<string, Set<LiveSubscriber>>();
  let connected = false;
  let lost = false;
  let waiting: (() => void)[] = [];
  const each = (eventId: string | null, call: (subscriber: LiveSubscriber) => void) => {
    const targets = eventId ? [streams.get(eventId) ?? []] : streams.values();
    for (const set of targets) for (const subscriber of [...set]) call(subscriber);
  };
  database.listen(LIVE_CHANNEL, {
    onMessage(payload) {
      let message: LiveMessage;
      try {
        message = JSON.parse(payload) as LiveMessage;
      } catch {
        return log.warn("An unreadable live message", { payload: payload.slice(0, 200) });
      }
      if (message.type === "change") each(message.eventId, (s) => s.change(message.data));
      else if (message.type === "presence") each(message.eventId, (s) => s.presence(message.data));
    },
    onConnected() {
      connected = true;
      for (const resolve of waiting) resolve();
      waiting = [];
      if (lost) each(null, (s) => s.resync());
    },
    onLost() {
      connected = false;
      lost = true;
    },
  });
  return {
    subscribe(eventId, subscriber) {
      const set = streams.get(eventId) ?? new Set<LiveSubscriber>();
      streams.set(eventId, set);
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && streams.get(eventId) === set) streams.delete(eventId);
      };
    },
    listening(maxMs) {
      if (connected) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        timer.unref();
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    publish: (message) => database.notify(LIVE_CHANNEL, JSON.stringify(message)),
    size: () => [...streams.values()].reduce((sum, set) => sum + set.size, 0),
    close: () => each(null, (s) => s.end()),
  };
}
