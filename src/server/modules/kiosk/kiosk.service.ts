import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { eventKiosks } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { isUuid } from "@/server/lib/ids";
import type { Storage } from "@/server/lib/storage";
import { memberEvent } from "@/server/modules/events/member-event";
import { type PublicEventRecord, readPublicEvent } from "@/server/modules/public-event/public-event.read";
import { KIOSK_MESSAGES, type KioskSettings } from "@/shared/kiosk";

/** The lobby kiosk's link (docs/decisions/030-offline-check-in-and-kiosk.md): on, off, made anew. */

const newToken = () => randomBytes(24).toString("base64url");

export async function readKiosk(db: Db, userId: string, eventId: string): Promise<KioskSettings> {
  await memberEvent(db, userId, eventId);
  const [row] = await db
    .select({ token: eventKiosks.token })
    .from(eventKiosks)
    .where(eq(eventKiosks.eventId, eventId));
  return { token: row?.token ?? null };
}

/** Turns the kiosk on (keeping its link if it was on) or off (its link stops working). */
export async function setKiosk(
  db: Db,
  userId: string,
  eventId: string,
  enabled: boolean,
): Promise<KioskSettings> {
  await memberEvent(db, userId, eventId);
  if (!enabled) {
    await db.delete(eventKiosks).where(eq(eventKiosks.eventId, eventId));
    return { token: null };
  }
  await db.insert(eventKiosks).values({ eventId, token: newToken() }).onConflictDoNothing();
  return readKiosk(db, userId, eventId);
}

/** A new link for the kiosk: the old one stops working at once. */
export async function regenerateKiosk(db: Db, userId: string, eventId: string): Promise<KioskSettings> {
  await memberEvent(db, userId, eventId);
  const token = newToken();
  await db
    .insert(eventKiosks)
    .values({ eventId, token })
    .onConflictDoUpdate({ target: eventKiosks.eventId, set: { token, createdAt: new Date() } });
  return { token };
}

/** Compares in constant time (hashes first: equal lengths whatever was typed). */
const sameToken = (a: string, b: string) =>
  timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());

/**
 * What the kiosk of `eventId` shows, for the holder of its token: the event's public view with the floor plan
 * and every guest expected (or arrived) to search. Not found — like any unknown page — when the kiosk is off,
 * the token is wrong or old, or belongs to another event.
 */
export async function readKioskView(
  deps: { db: Db; storage: Storage },
  eventId: string,
  token: string | undefined,
): Promise<PublicEventRecord> {
  const notFound = new AppError("not_found", KIOSK_MESSAGES.notFound);
  if (!isUuid(eventId) || !token || token.length > 200) throw notFound;
  const [row] = await deps.db
    .select({ token: eventKiosks.token })
    .from(eventKiosks)
    .where(eq(eventKiosks.eventId, eventId.toLowerCase()));
  if (!row || !sameToken(row.token, token)) throw notFound;
  return readPublicEvent(deps.db, deps.storage, eventId.toLowerCase(), { kiosk: true });
}
