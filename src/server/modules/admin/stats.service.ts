import { desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { events, guests, supportRequests, user } from "@/server/db/schema";
import type { ActivityItem, AdminStats } from "@/shared/admin";

/** The overview's cards: real counts of accounts, events and guests. */
export async function getAdminStats(db: Db): Promise<AdminStats> {
  const [totalUsers, totalEvents, totalGuests] = await Promise.all([
    db.$count(user),
    db.$count(events),
    db.$count(guests),
  ]);
  const averageGuests = totalEvents === 0 ? 0 : Math.round((totalGuests / totalEvents) * 10) / 10;
  return { totalUsers, totalEvents, totalGuests, averageGuests };
}

const PER_KIND = 8;
export const ACTIVITY_LIMIT = 10;

/** The latest sign-ups, events created and support requests, merged newest first. */
export async function getRecentActivity(db: Db): Promise<ActivityItem[]> {
  const [signUps, created, requests] = await Promise.all([
    db
      .select({ id: user.id, name: user.name, email: user.email, at: user.createdAt })
      .from(user)
      .orderBy(desc(user.createdAt))
      .limit(PER_KIND),
    db
      .select({ id: events.id, title: events.title, email: user.email, at: events.createdAt })
      .from(events)
      .innerJoin(user, eq(user.id, events.userId))
      .orderBy(desc(events.createdAt))
      .limit(PER_KIND),
    db
      .select({
        id: supportRequests.id,
        subject: supportRequests.subject,
        email: user.email,
        at: supportRequests.createdAt,
      })
      .from(supportRequests)
      .innerJoin(user, eq(user.id, supportRequests.userId))
      .orderBy(desc(supportRequests.createdAt))
      .limit(PER_KIND),
  ]);
  const items: (ActivityItem & { time: number })[] = [
    ...signUps.map((row) => activity("signup", row.id, row.at, row.name, row.email)),
    ...created.map((row) => activity("event", row.id, row.at, row.title, row.email)),
    ...requests.map((row) => activity("support", row.id, row.at, row.subject, row.email)),
  ];
  return items
    .sort((a, b) => b.time - a.time)
    .slice(0, ACTIVITY_LIMIT)
    .map(({ time: _time, ...item }) => item);
}

function activity(kind: ActivityItem["kind"], id: string, at: Date, title: string, detail: string) {
  return { kind, id, at: at.toISOString(), title, detail, time: at.getTime() };
}
