import type { Context } from "hono";
import { type SSEMessage, type SSEStreamingApi, streamSSE } from "hono/streaming";
import type { EventMember } from "@/server/auth/event-member";
import type { Db } from "@/server/db/client";
import { memberRole } from "@/server/modules/events/member-event";
import type { LiveChange, LiveEventName, LivePresence } from "@/shared/live";
import { changesSince, currentVersion } from "./change-log";
import type { LiveHub } from "./live-hub";

/** More changes missed than this, and the stream says `reset` (read everything again) instead. */
export const MAX_CATCH_UP = 200;
const HEARTBEAT_MS = 15_000;
/** How soon the browser's EventSource tries again after the stream dropped. */
const RETRY_MS = 2000;
/** How soon a catch-up the database refused is tried again. */
const RETRY_READ_MS = 1000;

type Message = SSEMessage & { event: LiveEventName };

/**
 * One member's live stream of an event (docs/decisions/024-live-updates.md): it first catches up from the
 * change log (everything after `since`, the `Last-Event-ID` the browser reconnects with; a `reset` when that
 * is too far behind or unknown), then relays what the hub hears. Each change's `id:` is its version, so a
 * dropped connection resumes where it stopped. A gap in the versions (a message lost while the instance's
 * listening connection was down) is filled from the log. A change to the team checks the member is still
 * on it; a removed member's stream says `closed` and ends.
 */
export function liveStream(
  c: Context,
  deps: { db: Db; hub: LiveHub },
  member: EventMember,
  since: number | null,
) {
  // A proxy in front (nginx) would otherwise hold the events back to fill its buffer.
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    const session = new LiveSession(stream, deps.db, member);
    const unsubscribe = deps.hub.subscribe(member.eventId, session);
    const heartbeat = setInterval(() => session.ping(), HEARTBEAT_MS);
    stream.onAbort(() => session.end());
    try {
      await deps.hub.listening(2000);
      await session.catchUp(since);
      await session.ended;
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
    }
  });
}

class LiveSession {
  /** The last version sent; null before the first catch-up. */
  private last: number | null = null;
  private held: LiveChange[] | null = [];
  private queue = Promise.resolve();
  private catching: Promise<void> | null = null;
  private again = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private finish!: () => void;
  private done = false;
  readonly ended = new Promise<void>((resolve) => {
    this.finish = resolve;
  });

  constructor(
    private readonly stream: SSEStreamingApi,
    private readonly db: Db,
    private readonly member: EventMember,
  ) {}

  private send(message: Message | string) {
    if (this.done) return;
    this.queue = this.queue
      .then(async () => {
        if (typeof message === "string") await this.stream.write(message);
        else await this.stream.writeSSE(message);
      })
      .then(
        () => undefined,
        () => this.end(),
      );
  }

  ping() {
    this.send(": ping\n\n");
  }

  end() {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.retry);
    this.finish();
  }

  change(change: LiveChange) {
    if (this.held) this.held.push(change);
    else this.deliver(change);
  }

  presence(presence: LivePresence) {
    this.send({ event: "presence", data: JSON.stringify(presence) });
  }

  resync() {
    void this.catchUp(this.last);
  }

  private deliver(change: LiveChange) {
    if (this.last === null || change.version <= this.last) return;
    if (change.version > this.last + 1) return this.resync(); // one was lost: the log has it
    this.last = change.version;
    this.send({ event: "change", id: String(change.version), data: JSON.stringify(change) });
    if (change.areas.includes("team")) void this.checkMember();
  }

  /** Sends what the log holds after `since` (one at a time: a second call while one runs runs again after). */
  catchUp(since: number | null): Promise<void> {
    if (this.catching) {
      this.again = true;
      return this.catching;
    }
    this.held ??= [];
    this.catching = this.readLog(since)
      .catch(() => {
        // The database is away (restarting): read again in a moment; the stream stays open.
        if (!this.done) this.retry = setTimeout(() => void this.catchUp(this.last ?? since), RETRY_READ_MS);
      })
      .finally(() => {
        this.catching = null;
        const held = this.held ?? [];
        this.held = null;
        if (this.again) {
          this.again = false;
          return this.catchUp(this.last);
        }
        for (const change of held) this.deliver(change);
      });
    return this.catching;
  }

  private async readLog(since: number | null) {
    const version = await currentVersion(this.db, this.member.eventId);
    if (version === null) return this.close();
    const first = this.last === null;
    if (since === null || since > version || version - since > MAX_CATCH_UP) {
      this.last = version;
      const event = since === null ? "ready" : "reset";
      return this.send({
        event,
        id: String(version),
        retry: first ? RETRY_MS : undefined,
        data: `{"version":${version}}`,
      });
    }
    const missed = await changesSince(this.db, this.member.eventId, since, MAX_CATCH_UP);
    // A pruned history (docs/decisions/026-history.md) no longer holds the changes after `since`.
    if (since < version && missed[0]?.version !== since + 1) {
      this.last = version;
      return this.send({
        event: "reset",
        id: String(version),
        retry: first ? RETRY_MS : undefined,
        data: `{"version":${version}}`,
      });
    }
    this.last = since;
    if (first)
      this.send({ event: "ready", id: String(since), retry: RETRY_MS, data: `{"version":${since}}` });
    for (const change of missed) this.deliver(change);
  }

  private async checkMember() {
    const role = await memberRole(this.db, this.member.userId, this.member.eventId).catch(() => "error");
    if (role === null) this.close();
  }

  private close() {
    this.send({ event: "closed", data: "{}" });
    this.queue = this.queue.then(() => this.end());
  }
}
