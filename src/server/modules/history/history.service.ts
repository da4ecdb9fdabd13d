import { type SQL, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { eventChanges, eventRowChanges, eventVersions, guests, tables, user } from "@/server/db/schema";
import { AppError } from "@/server/lib/errors";
import { recordChange } from "@/server/modules/live/change-log";
import {
  HISTORY_LIST_ROWS,
  HISTORY_PAGE_SIZE,
  type HistoryCounts,
  type HistoryEntry,
  type HistoryKind,
  type HistoryPage,
  type HistoryQuery,
  type HistoryRowChange,
  VERSION_MESSAGES,
} from "@/shared/history";
import { BULK_ROW, camelRow, expandBulk, isShown, type StoredRow } from "./rows";

/** The actions of each kind of the history's filter, by their prefix; "publication" is an event update that
 * published or unpublished the guest page. */
const KIND_PREFIXES: Record<Exclude<HistoryKind, "publication">, string[]> = {
  guests: ["guest.", "guests.", "household.", "group.", "arrival.", "checkin."],
  seating: ["seating.", "auto-seat."],
  tables: ["tables."],
  rules: ["rule."],
  settings: ["event."],
  theme: ["theme."],
  team: ["team."],
  print: ["print."],
  versions: ["version.", "history."],
};

const publishes = (eventId: string) => sql`exists (select 1 from ${eventRowChanges} p
  where p.event_id = ${eventId}::uuid and p.version = c.version and p.entity = 'event' and p.after ? 'is_published')`;

function kindCondition(eventId: string, kind: HistoryKind): SQL {
  if (kind === "publication") return sql`(c.action = 'event.update' and ${publishes(eventId)})`;
  const prefixes = KIND_PREFIXES[kind].map((prefix) => sql`c.action like ${`${prefix}%`}`);
  return sql`(${sql.join(prefixes, sql` or `)})`;
}

/** The rows of an entry that concern a guest (their row, their groups, their rules) or a table (its row, the
 * guests seated at or moved from it). `r` is event_row_changes. */
function rowsAbout(query: HistoryQuery): SQL | null {
  if (query.guest) {
    const id = query.guest;
    return sql`(r.row_id = ${id} or r.row_id like ${`${id}:%`} or (r.entity = 'rule'
      and ${id} in (coalesce(r.before, r.after)->>'guest_a_id', coalesce(r.before, r.after)->>'guest_b_id'))
      or (r.row_id = ${BULK_ROW} and exists (select 1 from jsonb_array_elements(r.after) x
        where x->>0 = ${id} or x->>0 like ${`${id}:%`})))`;
  }
  if (query.table) {
    const id = query.table;
    return sql`(r.row_id = ${id} or (r.entity = 'guest'
      and (r.before->>'table_id' = ${id} or r.after->>'table_id' = ${id}))
      or (r.row_id = ${BULK_ROW} and r.entity = 'guest' and exists (select 1 from jsonb_array_elements(r.after) x
        where x->>2 = ${id})))`;
  }
  return null;
}

/** The rows of a bulk insert's log row that concern the filter's guest or table (the rest of the statement's
 * rows came along with them). */
function aboutRow(query: HistoryQuery) {
  if (query.guest) {
    const id = query.guest;
    return (row: StoredRow) => row.row_id === id || row.row_id.startsWith(`${id}:`);
  }
  if (query.table) {
    const id = query.table;
    return (row: StoredRow) => row.row_id === id || row.after?.table_id === id;
  }
  return () => true;
}

function entryKind(action: string, rows: { entity: string; after: Record<string, unknown> | null }[]) {
  if (
    action === "event.update" &&
    rows.some((row) => row.entity === "event" && row.after && "is_published" in row.after)
  )
    return "publication";
  const found = (Object.keys(KIND_PREFIXES) as (keyof typeof KIND_PREFIXES)[]).find((kind) =>
    KIND_PREFIXES[kind].some((prefix) => action.startsWith(prefix)),
  );
  return found ?? "settings";
}

/**
 * One row's changes within an entry, as one: a restore or a seat swap may write a row twice (unseated, then
 * seated); what the entry did is the first state before and the last after, fields that came back dropped.
 */
export function mergeRows(rows: StoredRow[]): StoredRow[] {
  const merged = new Map<string, StoredRow>();
  for (const row of rows) {
    const key = `${row.version}/${row.entity}/${row.row_id}`;
    const seen = merged.get(key);
    if (!seen) {
      merged.set(key, { ...row });
      continue;
    }
    if (seen.op === "insert" && row.op === "update") seen.after = { ...seen.after, ...row.after };
    else if (seen.op === "insert" && row.op === "delete") merged.delete(key);
    else if (seen.op === "delete" && row.op === "insert") {
      seen.op = "update";
      seen.after = row.after;
    } else if (seen.op === "update" && row.op === "update") {
      seen.before = { ...row.before, ...seen.before };
      seen.after = { ...seen.after, ...row.after };
    } else if (row.op === "delete") {
      seen.op = "delete";
      seen.before = { ...row.before, ...seen.before };
      seen.after = null;
    }
    seen.label = row.label ?? seen.label;
  }
  const result: StoredRow[] = [];
  for (const row of merged.values()) {
    if (row.op === "update" && row.before && row.after) {
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const key of new Set([...Object.keys(row.before), ...Object.keys(row.after)])) {
        if (!isShown(key) || JSON.stringify(row.before[key]) === JSON.stringify(row.after[key])) continue;
        before[key] = row.before[key] ?? null;
        after[key] = row.after[key] ?? null;
      }
      if (Object.keys(after).length === 0) continue;
      row.before = before;
      row.after = after;
    }
    result.push(row);
  }
  return result;
}

const isMove = (row: StoredRow) =>
  row.entity === "guest" &&
  row.op === "update" &&
  row.after !== null &&
  ("table_id" in row.after || "seat_number" in row.after);

function countRows(rows: StoredRow[]): HistoryCounts {
  const counts: HistoryCounts = { added: {}, removed: {}, changed: {}, moved: 0 };
  for (const row of rows) {
    const bucket = row.op === "insert" ? counts.added : row.op === "delete" ? counts.removed : counts.changed;
    bucket[row.entity] = (bucket[row.entity] ?? 0) + 1;
    if (isMove(row)) counts.moved += 1;
  }
  return counts;
}

/** The names of the tables the rows refer to: as they are now, else as the history last saw them. */
async function tableNames(db: Db, eventId: string, rows: StoredRow[]): Promise<Record<string, string>> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.entity === "table") ids.add(row.row_id);
    if (row.entity === "guest")
      for (const side of [row.before, row.after])
        if (typeof side?.table_id === "string") ids.add(side.table_id);
  }
  if (ids.size === 0) return {};
  const list = sql.join(
    [...ids].map((id) => sql`${id}`),
    sql`, `,
  );
  const named = (query: SQL) =>
    db.execute(query) as unknown as Promise<{ rows: { id: string; name: string }[] }>;
  const [seen, now] = await Promise.all([
    named(sql`select distinct on (row_id) row_id as id, label as name from ${eventRowChanges}
      where event_id = ${eventId}::uuid and entity = 'table' and row_id in (${list}) and label is not null
      order by row_id, id desc`),
    named(
      sql`select id::text as id, name from ${tables} where event_id = ${eventId}::uuid and id::text in (${list})`,
    ),
  ]);
  const names: Record<string, string> = {};
  for (const row of seen.rows) names[row.id] = row.name;
  for (const row of now.rows) names[row.id] = row.name;
  return names;
}

/** Which removed guests and tables are still gone, so History can offer to bring them back. */
async function stillGone(db: Db, eventId: string, rows: StoredRow[]): Promise<Set<string>> {
  const removed = rows.filter(
    (row) => row.op === "delete" && (row.entity === "guest" || row.entity === "table"),
  );
  if (removed.length === 0) return new Set();
  const list = sql.join(
    removed.map((row) => sql`${row.row_id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select id::text as id from ${guests} where event_id = ${eventId}::uuid and id::text in (${list})
    union all select id::text from ${tables} where event_id = ${eventId}::uuid and id::text in (${list})`)) as unknown as {
    rows: { id: string }[];
  };
  const back = new Set(result.rows.map((row) => row.id));
  return new Set(removed.map((row) => row.row_id).filter((id) => !back.has(id)));
}

function toChange(row: StoredRow, gone: Set<string>): HistoryRowChange {
  return {
    entity: row.entity,
    id: row.row_id,
    label: row.label,
    op: row.op,
    before: row.before ? camelRow(row.before) : null,
    after: row.after ? camelRow(row.after) : null,
    ...(row.op === "delete" && (row.entity === "guest" || row.entity === "table")
      ? { restorable: gone.has(row.row_id) }
      : {}),
  };
}

interface StoredEntry {
  version: number;
  action: string;
  created_at: string | Date;
  actor_id: string | null;
  actor_name: string | null;
  subject: HistoryEntry["subject"] | null;
}

async function readRows(
  db: Db,
  eventId: string,
  versions: number[],
  query: HistoryQuery,
): Promise<StoredRow[]> {
  if (versions.length === 0) return [];
  const about = rowsAbout(query);
  const list = sql.join(
    versions.map((version) => sql`${version}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select r.version, r.entity, r.row_id, r.label, r.op, r.before, r.after from ${eventRowChanges} r
    where r.event_id = ${eventId}::uuid and r.version in (${list}) ${about ? sql`and ${about}` : sql``}
    order by r.version, r.id`)) as unknown as { rows: StoredRow[] };
  const concerns = aboutRow(query);
  return result.rows.flatMap((row) => (row.row_id === BULK_ROW ? expandBulk(row).filter(concerns) : [row]));
}

async function toEntries(
  db: Db,
  eventId: string,
  stored: StoredEntry[],
  rows: StoredRow[],
  keep: number,
): Promise<HistoryEntry[]> {
  const merged = mergeRows(rows);
  const byVersion = new Map<number, StoredRow[]>();
  for (const row of merged) {
    const list = byVersion.get(row.version) ?? [];
    list.push(row);
    byVersion.set(row.version, list);
  }
  const shown = stored.flatMap((entry) => (byVersion.get(entry.version) ?? []).slice(0, keep));
  const [names, gone] = await Promise.all([tableNames(db, eventId, shown), stillGone(db, eventId, shown)]);
  return stored.map((entry) => {
    const all = byVersion.get(entry.version) ?? [];
    const kept = all.slice(0, keep);
    const used = new Set<string>();
    for (const row of kept) {
      if (row.entity === "table") used.add(row.row_id);
      for (const side of [row.before, row.after])
        if (typeof side?.table_id === "string") used.add(side.table_id);
    }
    return {
      version: entry.version,
      at: new Date(entry.created_at).toISOString(),
      actor: entry.actor_id ? { id: entry.actor_id, name: entry.actor_name ?? "" } : null,
      action: entry.action,
      kind: entryKind(entry.action, all),
      counts: countRows(all),
      changes: kept.map((row) => toChange(row, gone)),
      total: all.length,
      tables: Object.fromEntries(Object.entries(names).filter(([id]) => used.has(id))),
      // Stored without its null fields (the entry's targets are stripped of nulls).
      ...(entry.subject
        ? { subject: { name: entry.subject.name ?? null, reason: entry.subject.reason ?? null } }
        : {}),
    };
  });
}

const entryColumns = sql`c.version, c.action, c.created_at, c.actor_id, u.name as actor_name,
  c.targets->'subject' as subject`;

/** A page of the event's history, newest first, filtered by person, kind, guest or table. */
export async function listHistory(db: Db, eventId: string, query: HistoryQuery): Promise<HistoryPage> {
  const limit = query.limit ?? HISTORY_PAGE_SIZE;
  const about = rowsAbout(query);
  const conditions: SQL[] = [sql`c.event_id = ${eventId}::uuid`];
  if (query.before) conditions.push(sql`c.version < ${query.before}`);
  if (query.actor) conditions.push(sql`c.actor_id = ${query.actor}`);
  if (query.kind) conditions.push(kindCondition(eventId, query.kind));
  if (about)
    conditions.push(sql`exists (select 1 from ${eventRowChanges} r
      where r.event_id = c.event_id and r.version = c.version and ${about})`);
  const found = (await db.execute(sql`
    select ${entryColumns} from ${eventChanges} c left join ${user} u on u.id = c.actor_id
    where ${sql.join(conditions, sql` and `)}
    order by c.version desc limit ${limit + 1}`)) as unknown as { rows: StoredEntry[] };
  const page = found.rows.slice(0, limit);
  const rows = await readRows(
    db,
    eventId,
    page.map((entry) => entry.version),
    query,
  );
  const [entries, people, size] = await Promise.all([
    toEntries(db, eventId, page, rows, HISTORY_LIST_ROWS),
    historyPeople(db, eventId),
    historySize(db, eventId),
  ]);
  return {
    entries,
    next: found.rows.length > limit ? (page.at(-1)?.version ?? null) : null,
    people,
    size,
  };
}

/** Rows one entry's own request gives at most (a 10,000-guest import says how many more there were). */
const ENTRY_ROWS = 1000;

/** One entry with its rows. */
export async function getHistoryEntry(db: Db, eventId: string, version: number): Promise<HistoryEntry> {
  const found = (await db.execute(sql`
    select ${entryColumns} from ${eventChanges} c left join ${user} u on u.id = c.actor_id
    where c.event_id = ${eventId}::uuid and c.version = ${version}`)) as unknown as { rows: StoredEntry[] };
  const entry = found.rows[0];
  if (!entry) throw new AppError("not_found", VERSION_MESSAGES.rowNotFound);
  const rows = await readRows(db, eventId, [version], {});
  const [result] = await toEntries(db, eventId, [entry], rows, ENTRY_ROWS);
  if (!result) throw new AppError("not_found", VERSION_MESSAGES.rowNotFound);
  return result;
}

async function historyPeople(db: Db, eventId: string) {
  const result = (await db.execute(sql`
    select u.id, u.name from ${user} u
    where u.id in (select distinct actor_id from ${eventChanges} where event_id = ${eventId}::uuid)
    order by u.name`)) as unknown as { rows: { id: string; name: string }[] };
  return result.rows;
}

/** What the event's history and its versions take in the database. */
export async function historySize(db: Db, eventId: string) {
  const result = (await db.execute(sql`
    select
      (select coalesce(sum(pg_column_size(r.*)), 0) from ${eventRowChanges} r where r.event_id = ${eventId}::uuid)
      + (select coalesce(sum(pg_column_size(c.*)), 0) from ${eventChanges} c where c.event_id = ${eventId}::uuid)
        as history_bytes,
      (select coalesce(sum(pg_column_size(v.*)), 0) from ${eventVersions} v where v.event_id = ${eventId}::uuid)
        as version_bytes,
      (select count(*) from ${eventChanges} c where c.event_id = ${eventId}::uuid) as entries`)) as unknown as {
    rows: { history_bytes: string | number; version_bytes: string | number; entries: string | number }[];
  };
  const row = result.rows[0];
  return {
    historyBytes: Number(row?.history_bytes ?? 0),
    versionBytes: Number(row?.version_bytes ?? 0),
    entries: Number(row?.entries ?? 0),
  };
}

/** Prunes the event's history to its versions: every entry and row before this one goes; the pruning itself
 * is the history's first entry. */
export async function pruneHistory(db: Db, actorId: string, eventId: string) {
  return db.transaction(async (tx) => {
    const version = await recordChange(tx, eventId, actorId, "history.prune", []);
    await tx.execute(
      sql`delete from ${eventRowChanges} where event_id = ${eventId}::uuid and version < ${version}`,
    );
    await tx.execute(
      sql`delete from ${eventChanges} where event_id = ${eventId}::uuid and version < ${version}`,
    );
    return historySize(tx as unknown as Db, eventId);
  });
}
