import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { eventChanges, events, eventVersions, guests, tables, user } from "@/server/db/schema";
import type { VersionReason } from "@/shared/history";
import type { ChangeArea, ChangeTargets, LiveChange, LivePresence } from "@/shared/live";
import { currentClientId } from "./change-source";

/** The one channel every instance listens on; each message names its event (see live-hub.ts). */
export const LIVE_CHANNEL = "seatwise_live";

/** What goes through the channel: a change or a presence beat, with the stream's data ready to relay. */
export type LiveMessage =
  | { type: "change"; eventId: string; data: LiveChange }
  | { type: "presence"; eventId: string; data: LivePresence };

/**
 * Records one user action on an event, inside the action's transaction, in one statement: the event's version
 * goes up by one (locking the event row: call this first, before any guest or table row is locked, so every
 * write of an event takes its locks in the same order), the change-log entry is written with that version,
 * and its notification is queued — PostgreSQL (and PGlite) deliver NOTIFY only when the transaction commits,
 * so a write that fails leaves neither an entry nor a message; the transaction's actor is named for the
 * rows' `updated_by` (src/server/modules/team/stale-write.ts), and the entry's event and version for the
 * history triggers, which log every row the transaction then writes (docs/decisions/026-history.md).
 * `actorId` is the person (null for none), `action` what they did ("guest.update", "guests.import",
 * "auto-seat.apply"...), `areas` what it touched. A copy of the plan as it is before the change is kept
 * (event_versions) when `version` names the bulk action it comes before, and before the first change to the
 * plan in an hour. Returns the new version.
 */
export async function recordChange(
  tx: Tx,
  eventId: string,
  actorId: string | null,
  action: string,
  areas: ChangeArea[],
  options: { version?: VersionReason; subject?: ChangeTargets["subject"] } = {},
): Promise<number> {
  const input = { eventId, actorId, action };
  const editsPlan = !NOT_PLAN_ACTIONS.some((prefix) => action.startsWith(prefix));
  const targets = JSON.stringify(areas);
  const subject = options.subject ? JSON.stringify(options.subject) : null;
  const clientId = currentClientId();
  const result = (await tx.execute(sql`
    with bumped as (
      update ${events} set version = version + 1 where ${events.id} = ${input.eventId} returning version
    ), logged as (
      insert into ${eventChanges} (event_id, version, actor_id, action, targets)
      select ${input.eventId}::uuid, version, ${input.actorId}::text, ${input.action}::text,
        jsonb_strip_nulls(jsonb_build_object('areas', ${targets}::jsonb, 'clientId', ${clientId}::text,
          'subject', ${subject}::jsonb))
      from bumped returning version
    )
    select logged.version,
      -- The transaction's actor, for the row-version trigger (migration 0009: guests.updated_by).
      set_config('seatwise.actor', coalesce(${input.actorId}::text, ''), true),
      -- The entry the history triggers log this transaction's rows under (migration 0010).
      set_config('seatwise.event', ${input.eventId}::text, true),
      set_config('seatwise.version', logged.version::text, true),
      -- An hour of editing without a copy of the plan, and a plan to copy.
      ${editsPlan}::boolean and not exists (select 1 from ${eventVersions} where ${eventVersions.eventId} = ${input.eventId}
          and ${eventVersions.createdAt} > now() - interval '1 hour')
        and (exists (select 1 from ${guests} where ${guests.eventId} = ${input.eventId})
          or exists (select 1 from ${tables} where ${tables.eventId} = ${input.eventId})) as hourly,
      pg_notify(${LIVE_CHANNEL}, json_build_object(
      'type', 'change',
      'eventId', ${input.eventId}::text,
      'data', json_build_object(
        'version', logged.version,
        'actor', (select json_build_object('id', ${user.id}, 'name', ${user.name}) from ${user}
                  where ${user.id} = ${input.actorId}::text),
        'action', ${input.action}::text,
        'areas', ${targets}::json,
        'clientId', ${clientId}::text))::text)
    from logged`)) as unknown as { rows: { version: number; hourly: boolean }[] };
  const row = result.rows[0];
  if (!row) throw new Error(`recordChange: no event ${input.eventId}`);
  const version = Number(row.version);
  const reason = options.version ?? (row.hourly ? "hourly" : null);
  if (reason) await saveVersion(tx, eventId, { actorId, reason, name: null, atVersion: version - 1 });
  return version;
}

/** What a change to the team, to what was printed or to who has arrived is: no change to the plan, no
 * hourly copy. */
const NOT_PLAN_ACTIONS = ["team.", "print.", "version.", "history.", "arrival."];

/** Keeps a copy of the event's plan as it is now in this transaction (event_versions): named by a person or
 * taken for `reason`. Returns its id. */
export async function saveVersion(
  tx: Tx,
  eventId: string,
  version: { actorId: string | null; reason: VersionReason | null; name: string | null; atVersion: number },
): Promise<string> {
  const result = (await tx.execute(sql`
    insert into ${eventVersions} (event_id, name, reason, created_by, at_version, guests, tables, data)
    select ${eventId}::uuid, ${version.name}::text, ${version.reason}::text, ${version.actorId}::text,
      ${version.atVersion}::integer, jsonb_array_length(s->'guests'), jsonb_array_length(s->'tables'), s
    from seatwise_snapshot(${eventId}::uuid) s
    returning id`)) as unknown as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`saveVersion: no event ${eventId}`);
  return id;
}

/** The event's current version (the number of its last change). */
export async function currentVersion(db: Db, eventId: string): Promise<number | null> {
  const [row] = await db.select({ version: events.version }).from(events).where(eq(events.id, eventId));
  return row ? row.version : null;
}

/** The changes after `since`, oldest first, at most `limit` of them. */
export async function changesSince(
  db: Db,
  eventId: string,
  since: number,
  limit: number,
): Promise<LiveChange[]> {
  const rows = await db
    .select({
      version: eventChanges.version,
      action: eventChanges.action,
      targets: eventChanges.targets,
      actorId: eventChanges.actorId,
      actorName: user.name,
    })
    .from(eventChanges)
    .leftJoin(user, eq(user.id, eventChanges.actorId))
    .where(and(eq(eventChanges.eventId, eventId), gt(eventChanges.version, since)))
    .orderBy(asc(eventChanges.version))
    .limit(limit);
  return rows.map((row) => ({
    version: row.version,
    action: row.action,
    areas: row.targets.areas,
    clientId: row.targets.clientId ?? null,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? "" } : null,
  }));
}
