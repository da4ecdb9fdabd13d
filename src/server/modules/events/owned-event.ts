import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { events } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { isUuid } from "@/server/lib/ids";
import { EVENT_MESSAGES } from "@/shared/event";

export type EventRow = typeof events.$inferSelect;

/**
 * The ownership guard every event-scoped route goes through: the owner is part of the query, so another
 * owner's event (or a malformed id) is simply not found — 404, never 403, so ids cannot be probed.
 * Pass a transaction to read the row inside it; `forUpdate` locks the row until the transaction ends.
 * `notFound` replaces the message where a route has its own ('No active event found' for guests).
 */
export async function ownedEvent(
  db: Db | Tx,
  userId: string,
  eventId: string,
  options: { forUpdate?: boolean; notFound?: string } = {},
): Promise<EventRow> {
  const notFound = options.notFound ?? EVENT_MESSAGES.notFound;
  if (!isUuid(eventId)) throw new AppError("not_found", notFound);
  const query = db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.userId, userId)));
  const [event] = options.forUpdate ? await query.for("update") : await query;
  if (!event) throw new AppError("not_found", notFound);
  return event;
}
