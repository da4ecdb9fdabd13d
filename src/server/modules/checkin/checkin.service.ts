import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { guests, households, tables } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { arrayParam, idIn } from "@/server/lib/sql-arrays";
import { memberEvent } from "@/server/modules/events/member-event";
import { recordChange } from "@/server/modules/live/change-log";
import type {
  ArrivalOp,
  ArrivalOutcome,
  ArrivalResult,
  ArrivalSync,
  ArrivalSyncResult,
  CheckinGuest,
  CheckinList,
} from "@/shared/checkin";
import { CHECKIN_MESSAGES } from "@/shared/checkin";
import { type ArrivalState, applyArrivalOp, serverTimeOf } from "@/shared/checkin-rules";

/** What the check-in screen reads of a guest: never contacts, notes or meals. */
export const checkinColumns = {
  id: guests.id,
  name: guests.name,
  status: guests.status,
  householdId: guests.householdId,
  householdName: households.name,
  tableId: guests.tableId,
  seatNumber: guests.seatNumber,
  arrivedAt: guests.arrivedAt,
  walkIn: guests.walkIn,
};

type GuestRow = Omit<CheckinGuest, "arrivedAt"> & { arrivedAt: Date | null };
const toGuest = (row: GuestRow): CheckinGuest => ({
  ...row,
  arrivedAt: row.arrivedAt?.toISOString() ?? null,
});

export async function readCheckinGuests(db: Db | Tx, eventId: string, where?: SQL): Promise<CheckinGuest[]> {
  const rows = await db
    .select(checkinColumns)
    .from(guests)
    .leftJoin(households, eq(households.id, guests.householdId))
    .where(and(eq(guests.eventId, eventId), where))
    .orderBy(asc(guests.name), asc(guests.id));
  return rows.map(toGuest);
}

/** The check-in screen's list: every guest with their household, table and seat, and the tables. */
export async function readCheckinList(db: Db, userId: string, eventId: string): Promise<CheckinList> {
  await memberEvent(db, userId, eventId);
  const [list, tableRows] = await Promise.all([
    readCheckinGuests(db, eventId),
    db
      .select({ id: tables.id, number: tables.number, name: tables.name, capacity: tables.capacity })
      .from(tables)
      .where(eq(tables.eventId, eventId))
      .orderBy(asc(tables.number)),
  ]);
  return { guests: list, tables: tableRows };
}

interface Operation {
  guestId: string;
  op: ArrivalOp;
  at: Date;
  device: string | null;
}

interface Stored extends ArrivalState {
  id: string;
}

/** The operations folded into the guests' states, in time order: which guests change, and each op's outcome. */
function fold(current: Map<string, Stored>, operations: Operation[]) {
  const next = new Map<string, Stored & { device: string | null }>();
  const outcomes: ArrivalOutcome[] = operations.map(() => "unchanged");
  const order = operations
    .map((_, i) => i)
    .sort((a, b) => operations[a]!.at.getTime() - operations[b]!.at.getTime());
  for (const i of order) {
    const operation = operations[i]!;
    const state = next.get(operation.guestId) ?? current.get(operation.guestId);
    if (!state) {
      outcomes[i] = "not_found";
      continue;
    }
    const applied = applyArrivalOp(state, operation.op, operation.at);
    if (!applied) continue;
    outcomes[i] = "applied";
    // The device that made the time kept (the first check-in's); an older one arriving later replaces it.
    const before = next.get(operation.guestId);
    const made = applied.arrivedAt?.getTime() === operation.at.getTime();
    next.set(operation.guestId, {
      id: operation.guestId,
      ...applied,
      device: made ? operation.device : (before?.device ?? null),
    });
  }
  return { next, outcomes };
}

async function readStates(
  db: Db | Tx,
  eventId: string,
  ids: string[],
  lock: boolean,
): Promise<Map<string, Stored>> {
  const query = db
    .select({ id: guests.id, arrivedAt: guests.arrivedAt, changedAt: guests.arrivalChangedAt })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), idIn(guests.id, ids)))
    .orderBy(asc(guests.id));
  const rows = lock ? await query.for("update") : await query;
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Applies arrival operations (one guest, a household, or a phone's batch) as one change; `current` is the
 * guests' states as read before (without locks). Guests of another event are not found. Nothing to change (a
 * check-in sent twice): no write and no entry in the log. The caller has checked the membership.
 */
async function applyOperations(
  db: Db,
  userId: string,
  eventId: string,
  operations: Operation[],
  action: string,
  current: Map<string, Stored>,
): Promise<{ outcomes: ArrivalOutcome[]; changed: string[] }> {
  const ids = [...new Set(operations.map((o) => o.guestId))].sort();
  const preview = fold(current, operations);
  if (preview.next.size === 0) return { outcomes: preview.outcomes, changed: [] };
  return db.transaction(async (tx) => {
    // The change first (the event's lock), then the guests' rows: every writer's lock order.
    await recordChange(tx, eventId, userId, action, ["arrivals"]);
    const { next, outcomes } = fold(await readStates(tx, eventId, ids, true), operations);
    const rows = [...next.values()];
    if (rows.length > 0) {
      await tx.execute(sql`
        update ${guests} set
          arrived_at = v.arrived_at,
          arrived_by = case when v.arrived_at is null then null
            when v.arrived_at is distinct from ${guests.arrivedAt} then ${userId}::text else ${guests.arrivedBy} end,
          arrival_device = case when v.arrived_at is null then null
            when v.arrived_at is distinct from ${guests.arrivedAt} then v.device else ${guests.arrivalDevice} end,
          arrival_changed_at = v.changed_at
        from unnest(
          ${arrayParam(
            rows.map((r) => r.id),
            "uuid",
          )},
          ${sql.param(rows.map((r) => r.arrivedAt?.toISOString() ?? null))}::timestamptz[],
          ${sql.param(rows.map((r) => r.changedAt?.toISOString() ?? null))}::timestamptz[],
          ${arrayParam(
            rows.map((r) => r.device),
            "text",
          )}
        ) as v(id, arrived_at, changed_at, device)
        where ${guests.id} = v.id and ${guests.eventId} = ${eventId}`);
    }
    return { outcomes, changed: rows.map((r) => r.id) };
  });
}

/** Checks one guest or a whole household in (or undoes it), at the server's time. */
export async function setArrival(
  db: Db,
  userId: string,
  eventId: string,
  input: { guestId?: string; householdId?: string; arrived: boolean; device?: string },
): Promise<ArrivalResult> {
  await memberEvent(db, userId, eventId);
  const where = input.householdId
    ? and(eq(guests.householdId, input.householdId), eq(guests.eventId, eventId))
    : and(eq(guests.id, input.guestId!), eq(guests.eventId, eventId));
  const targets = await db
    .select({ id: guests.id, arrivedAt: guests.arrivedAt, changedAt: guests.arrivalChangedAt })
    .from(guests)
    .where(where);
  if (targets.length === 0) {
    throw new AppError(
      "not_found",
      input.householdId ? CHECKIN_MESSAGES.householdNotFound : CHECKIN_MESSAGES.guestNotFound,
    );
  }
  const at = new Date();
  const op: ArrivalOp = input.arrived ? "check-in" : "undo";
  const operations = targets.map(({ id }) => ({ guestId: id, op, at, device: input.device ?? null }));
  const action = input.arrived ? "arrival.check-in" : "arrival.undo";
  await applyOperations(
    db,
    userId,
    eventId,
    operations,
    action,
    new Map(targets.map((row) => [row.id, row])),
  );
  return {
    guests: await readCheckinGuests(
      db,
      eventId,
      idIn(
        guests.id,
        targets.map((t) => t.id),
      ),
    ),
  };
}

/** A phone's queued operations: times corrected by its clock's error, applied once whatever the order. */
export async function syncArrivals(
  db: Db,
  userId: string,
  eventId: string,
  batch: ArrivalSync,
): Promise<ArrivalSyncResult> {
  const now = new Date();
  const operations = batch.ops.map((o) => ({
    guestId: o.guestId,
    op: o.op,
    at: serverTimeOf(o.at, batch.sentAt, now),
    device: o.device ?? null,
  }));
  await memberEvent(db, userId, eventId);
  if (operations.length === 0) return { outcomes: [], guests: [] };
  const ids = [...new Set(operations.map((o) => o.guestId))].sort();
  const current = await readStates(db, eventId, ids, false);
  const { outcomes } = await applyOperations(db, userId, eventId, operations, "arrival.sync", current);
  return {
    outcomes,
    guests: await readCheckinGuests(db, eventId, idIn(guests.id, ids)),
  };
}
