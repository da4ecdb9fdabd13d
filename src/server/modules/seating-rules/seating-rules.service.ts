import { aliasedTable, and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { guests, seatingRules } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/lib/database-errors";
import { AppError } from "@/server/lib/errors";
import { isUuid } from "@/server/lib/ids";
import { idIn } from "@/server/lib/sql-arrays";
import { guestEvent } from "@/server/modules/guests/guests.service";
import { recordChange } from "@/server/modules/live/change-log";
import {
  type CreateSeatingRuleInput,
  MAX_SEATING_RULES,
  SEATING_RULE_MESSAGES,
  type SeatingRule,
} from "@/shared/seating-rules";

const guestA = aliasedTable(guests, "guest_a");
const guestB = aliasedTable(guests, "guest_b");

/** An event's rules with both guests' names, oldest first. */
export function readSeatingRules(db: Db | Tx, eventId: string, ruleId?: string): Promise<SeatingRule[]> {
  return db
    .select({
      id: seatingRules.id,
      guestAId: seatingRules.guestAId,
      guestAName: guestA.name,
      guestBId: seatingRules.guestBId,
      guestBName: guestB.name,
      kind: seatingRules.kind,
      strength: seatingRules.strength,
    })
    .from(seatingRules)
    .innerJoin(guestA, eq(guestA.id, seatingRules.guestAId))
    .innerJoin(guestB, eq(guestB.id, seatingRules.guestBId))
    .where(and(eq(seatingRules.eventId, eventId), ruleId ? eq(seatingRules.id, ruleId) : undefined))
    .orderBy(asc(seatingRules.createdAt), asc(seatingRules.id));
}

export async function listSeatingRules(db: Db, userId: string, eventId: string): Promise<SeatingRule[]> {
  await guestEvent(db, userId, eventId);
  return readSeatingRules(db, eventId);
}

const exists = () =>
  new AppError("conflict", SEATING_RULE_MESSAGES.exists, { guestBId: SEATING_RULE_MESSAGES.exists });

/**
 * Adds a rule between two of the event's guests (a guest of another event, or none, is a 400 on that field).
 * The pair is stored in id order, so 'Ann and Bo' and 'Bo and Ann' are the same pair and a second rule for it
 * is a conflict. The event row is locked so two adds cannot pass the limit together.
 */
export async function createSeatingRule(
  db: Db,
  userId: string,
  eventId: string,
  input: CreateSeatingRuleInput,
): Promise<SeatingRule> {
  const ids = [input.guestAId.toLowerCase(), input.guestBId.toLowerCase()].sort();
  try {
    return await db.transaction(async (tx) => {
      await guestEvent(tx, userId, eventId, true);
      await recordChange(tx, eventId, userId, "rule.create", ["rules"]);
      const found = await tx
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.eventId, eventId), idIn(guests.id, ids)));
      const foundIds = new Set(found.map((row) => row.id));
      for (const [field, id] of [
        ["guestAId", input.guestAId.toLowerCase()],
        ["guestBId", input.guestBId.toLowerCase()],
      ] as const)
        if (!foundIds.has(id))
          throw new AppError("validation_failed", SEATING_RULE_MESSAGES.guestNotFound, {
            [field]: SEATING_RULE_MESSAGES.guestNotFound,
          });
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(seatingRules)
        .where(eq(seatingRules.eventId, eventId));
      if ((row?.n ?? 0) >= MAX_SEATING_RULES) throw new AppError("conflict", SEATING_RULE_MESSAGES.tooMany());
      const [created] = await tx
        .insert(seatingRules)
        .values({ eventId, guestAId: ids[0]!, guestBId: ids[1]!, kind: input.kind, strength: input.strength })
        .onConflictDoNothing()
        .returning({ id: seatingRules.id });
      if (!created) throw exists();
      return (await readSeatingRules(tx, eventId, created.id))[0]!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

export async function deleteSeatingRule(db: Db, userId: string, eventId: string, ruleId: string) {
  await guestEvent(db, userId, eventId);
  if (!isUuid(ruleId)) throw new AppError("not_found", SEATING_RULE_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    await recordChange(tx, eventId, userId, "rule.delete", ["rules"]);
    const deleted = await tx
      .delete(seatingRules)
      .where(and(eq(seatingRules.id, ruleId), eq(seatingRules.eventId, eventId)))
      .returning({ id: seatingRules.id });
    if (deleted.length === 0) throw new AppError("not_found", SEATING_RULE_MESSAGES.notFound);
  });
}
