import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { eventMembers, events } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { isUuid } from "@/server/lib/ids";
import { EVENT_MESSAGES } from "@/shared/event";
import type { Role } from "@/shared/roles";

export type EventRow = typeof events.$inferSelect;

/**
 * The event, read by a member of its team: the membership is part of the query, so an event the caller is
 * not on (or a malformed id) is simply not found — 404, never 403, so ids cannot be probed. What the member
 * may do there is the route guard's (src/server/auth/event-member.ts); services read the row through this
 * again, inside their transaction. `forUpdate` locks the event row until the transaction ends. `notFound`
 * replaces the message where a route has its own ('No active event found' for guests).
 */
export async function memberEvent(
  db: Db | Tx,
  userId: string,
  eventId: string,
  options: { forUpdate?: boolean; notFound?: string } = {},
): Promise<EventRow> {
  const notFound = options.notFound ?? EVENT_MESSAGES.notFound;
  if (!isUuid(eventId)) throw new AppError("not_found", notFound);
  const query = db
    .select({ event: events })
    .from(events)
    .innerJoin(eventMembers, and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, userId)))
    .where(eq(events.id, eventId));
  const [found] = options.forUpdate ? await query.for("update", { of: events }) : await query;
  if (!found) throw new AppError("not_found", notFound);
  return found.event;
}

/** The caller's role on the event, or null when they are not on its team (or the id is not one). */
export async function memberRole(db: Db | Tx, userId: string, eventId: string): Promise<Role | null> {
  if (!isUuid(eventId)) return null;
  const [found] = await db
    .select({ role: eventMembers.role })
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
  return found?.role ?? null;
}
