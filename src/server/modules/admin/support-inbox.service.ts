import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/server/db/client";
import { events, supportRequests, user } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { isUuid } from "@/server/lib/ids";
import {
  ADMIN_PAGE_SIZE,
  type listSupportQuerySchema,
  type SupportInboxItem,
  type SupportPage,
} from "@/shared/admin";
import { msg } from "@/shared/i18n/messages";
import type { SupportStatus } from "@/shared/support";

const NOT_FOUND = msg("Support request not found");

const columns = {
  id: supportRequests.id,
  subject: supportRequests.subject,
  message: supportRequests.message,
  status: supportRequests.status,
  createdAt: supportRequests.createdAt,
  userId: supportRequests.userId,
  userName: user.name,
  userEmail: user.email,
  eventId: supportRequests.eventId,
  eventTitle: events.title,
};

function toItem(row: Omit<SupportInboxItem, "createdAt"> & { createdAt: Date }): SupportInboxItem {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function selectRequests(db: Db) {
  return db
    .select(columns)
    .from(supportRequests)
    .innerJoin(user, eq(user.id, supportRequests.userId))
    .leftJoin(events, eq(events.id, supportRequests.eventId));
}

/** The owners' support requests, newest first, with who sent them and about which event. */
export async function listSupportRequests(
  db: Db,
  query: z.output<typeof listSupportQuerySchema>,
): Promise<SupportPage> {
  const where = query.status === "all" ? undefined : eq(supportRequests.status, query.status);
  const [rows, total, openCount] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.$count(supportRequests, where),
    db.$count(supportRequests, eq(supportRequests.status, "open")),
  ]);
  return { requests: rows.map(toItem), total, openCount, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

/** Marks a request closed (answered) or open again. */
export async function setSupportStatus(db: Db, id: string, status: SupportStatus): Promise<SupportInboxItem> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  const updated = await db
    .update(supportRequests)
    .set({ status })
    .where(eq(supportRequests.id, id))
    .returning({ id: supportRequests.id });
  if (updated.length === 0) throw new AppError("not_found", NOT_FOUND);
  const [row] = await selectRequests(db).where(eq(supportRequests.id, id));
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return toItem(row);
}
