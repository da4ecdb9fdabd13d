import type { z } from "zod";
import type { Db } from "@/server/db/client";
import { supportRequests } from "@/server/db/schema";
import { ownedEvent } from "@/server/modules/events/owned-event";
import type { createSupportRequestSchema, SupportRequest } from "@/shared/support";

type CreateSupportRequest = z.output<typeof createSupportRequestSchema>;

/** Files a support request, open, linked to one of the caller's events when one is named. */
export async function submitSupportRequest(
  db: Db,
  userId: string,
  input: CreateSupportRequest,
): Promise<SupportRequest> {
  const eventId = input.eventId ? (await ownedEvent(db, userId, input.eventId)).id : null;
  const [row] = await db
    .insert(supportRequests)
    .values({ userId, eventId, subject: input.subject, message: input.message, status: "open" })
    .returning();
  if (!row) throw new Error("insert into support_requests returned no row");
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    eventId: row.eventId,
    status: "open",
    createdAt: row.createdAt.toISOString(),
  };
}
