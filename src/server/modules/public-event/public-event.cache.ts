import type { MiddlewareHandler } from "hono";
import type { Deps } from "@/server/deps";
import { isUuid } from "@/server/lib/ids";
import { makeRepresentation, type Representation } from "@/server/lib/representation";
import { type PublicEventRecord, readPublicEvent } from "./public-event.read";

/** The public cache's key of one event's guest page data (and of every entry under it). */
export const publicEventResource = (eventId: string) => `public-event:${eventId}`;

export interface PreparedPublicEvent {
  record: PublicEventRecord;
  /** The view model's JSON as sent, with its ETag: a hash of the public bytes only. */
  view: Representation;
}

// The public cache holds the whole record (access rules and search names included, never sent); the part
// that is sent is prepared once per version of it.
const prepared = new WeakMap<Representation, PreparedPublicEvent>();

/**
 * The event's guest page data from the public cache (docs/decisions/010-public-cache.md): loaded once, then
 * a map lookup until a write to the event, on this instance (below) or another (deps.ts), invalidates it.
 * Throws 'Event not found' for an unknown or malformed id, caching nothing.
 */
export async function getPublicEvent(
  deps: Pick<Deps, "publicCache" | "database" | "storage">,
  eventId: string,
): Promise<PreparedPublicEvent> {
  // One entry per event whatever the case its id is written in (writes invalidate the lower-case key).
  const id = eventId.toLowerCase();
  const internal = await deps.publicCache.get(
    publicEventResource(id),
    () => readPublicEvent(deps.database.db, deps.storage, id),
    { compress: false },
  );
  let entry = prepared.get(internal);
  if (!entry) {
    const record = JSON.parse(Buffer.from(internal.identity).toString()) as PublicEventRecord;
    entry = { record, view: makeRepresentation(JSON.stringify(record.view), "application/json") };
    prepared.set(internal, entry);
  }
  return entry;
}

const EVENT_PATH = /^\/api\/events\/([^/]+)/;

/**
 * Every write under /api/events/:eventId (the event itself, its guests, households, groups, tables, seats and
 * theme) drops that event's guest page data once it has been answered, so the next guest sees the change.
 * One middleware instead of a call in each write route: a route added later is covered too.
 */
export function invalidatePublicEventOnWrite(deps: Pick<Deps, "publicCache">): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.path.endsWith("/live/presence")) return;
    const eventId = EVENT_PATH.exec(c.req.path)?.[1];
    if (eventId && isUuid(eventId)) deps.publicCache.invalidate(publicEventResource(eventId.toLowerCase()));
  };
}
