import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { guestGroupMembers, guestGroups, guests, households, tables } from "@/server/db/schema";
import { AppError, type ErrorCode } from "@/server/lib/errors";
import { arrayParam, idIn, rowsOf } from "@/server/lib/sql-arrays";
import { markSetupStep } from "@/server/modules/events/events.service";
import { recordChange } from "@/server/modules/live/change-log";
import { writePlaces } from "@/server/modules/seats/seats.service";
import type { ImportChoices } from "@/shared/csv/choose-rows";
import { CSV_MESSAGES, type CsvErrorReason, CsvFileError } from "@/shared/csv/errors";
import { proposeMapping } from "@/shared/csv/header";
import {
  applyChoices,
  type ListedGuest,
  listedGuests,
  type MatchedRow,
  type MergeChoices,
  reviewMerge,
} from "@/shared/csv/merge";
import { emptiedDetail, type ImportGuest, planImport } from "@/shared/csv/plan";
import { type GuestFile, readGuestFile } from "@/shared/csv/read";
import { type ImportTarget, MULTI_COLUMN_TARGETS } from "@/shared/csv/targets";
import { nameKey } from "@/shared/guests-groups";
import type { ImportResult } from "@/shared/guests-import";
import { readGuests } from "./guest-rows";
import { assertRoomFor, guestEvent } from "./guests.service";
import { type ImportSeating, seatImportedGuests } from "./import-tables";

const REFUSAL_CODE: Record<CsvErrorReason, ErrorCode> = {
  empty: "bad_request",
  parse: "bad_request",
  binary: "unsupported_media_type",
  workbook: "unsupported_media_type",
  tooManyRows: "payload_too_large",
};

/** Reads the file with the shared reader the preview used; a file it refuses is a 4xx with its message. */
function readOrRefuse(bytes: Uint8Array, sheet: string | undefined): GuestFile {
  try {
    return readGuestFile(bytes, { sheet });
  } catch (error) {
    if (error instanceof CsvFileError) {
      throw new AppError(
        REFUSAL_CODE[error.reason],
        error.message,
        error.detail ? { file: error.detail } : undefined,
      );
    }
    throw error;
  }
}

function checkMapping(file: GuestFile, mapping: ImportTarget[] | undefined): ImportTarget[] {
  if (!mapping) return proposeMapping(file);
  const singles = mapping.filter((target) => !MULTI_COLUMN_TARGETS.has(target));
  if (mapping.length !== file.headers.length || new Set(singles).size !== singles.length) {
    throw new AppError("validation_failed", CSV_MESSAGES.badMapping, { mapping: CSV_MESSAGES.badMapping });
  }
  return mapping;
}

/** Ids of the named households (or groups), creating the missing ones; keyed by `nameKey`. */
async function idsByName(
  tx: Tx,
  table: typeof households | typeof guestGroups,
  eventId: string,
  names: Iterable<string>,
): Promise<{ ids: Map<string, string>; created: number }> {
  const wanted = new Map<string, string>();
  for (const name of names) if (!wanted.has(nameKey(name))) wanted.set(nameKey(name), name);
  const created = wanted.size
    ? rowsOf(
        await tx.execute(sql`
          insert into ${table} (event_id, name)
          select ${eventId}::uuid, name from unnest(${arrayParam([...wanted.values()], "text")}) as name
          on conflict do nothing returning id`),
      )
    : [];
  const rows = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.eventId, eventId));
  return { ids: new Map(rows.map((row) => [nameKey(row.name), row.id])), created: created.length };
}

/** Rows per INSERT: bounded so one statement's arrays stay a few megabytes. */
const CHUNK = 5000;

async function insertGuests(
  tx: Tx,
  eventId: string,
  rows: ImportGuest[],
  ids: string[],
  places: { tableId: string | null; seatNumber: number | null }[],
  householdIds: Map<string, string>,
) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const column = <T>(pick: (guest: ImportGuest, index: number) => T) =>
      chunk.map((guest, index) => pick(guest, start + index));
    await tx.execute(sql`
      insert into ${guests} (id, event_id, name, email, phone, status, table_id, seat_number,
        dietary_restrictions, notes, household_id, meal)
      select id, ${eventId}::uuid, name, email, phone, status, table_id, seat_number,
        dietary_restrictions, notes, household_id, meal
      from unnest(
        ${arrayParam(
          column((_, i) => ids[i]),
          "uuid",
        )},
        ${arrayParam(
          column((g) => g.name),
          "text",
        )},
        ${arrayParam(
          column((g) => g.email),
          "text",
        )},
        ${arrayParam(
          column((g) => g.phone),
          "text",
        )},
        ${arrayParam(
          column((g) => g.status),
          "text",
        )},
        ${arrayParam(
          column((_, i) => places[i]!.tableId),
          "uuid",
        )},
        ${arrayParam(
          column((_, i) => places[i]!.seatNumber),
          "int",
        )},
        ${arrayParam(
          column((g) => g.dietaryRestrictions),
          "text",
        )},
        ${arrayParam(
          column((g) => g.notes),
          "text",
        )},
        ${arrayParam(
          column((g) => (g.household ? householdIds.get(nameKey(g.household))! : null)),
          "uuid",
        )},
        ${arrayParam(
          column((g) => g.meal),
          "text",
        )}
      ) as row(id, name, email, phone, status, table_id, seat_number, dietary_restrictions, notes, household_id, meal)`);
  }
}

/** The guests are new and each one's groups are distinct (groupsFromCell), so no pair can already exist:
 * a plain INSERT, without the cost of ON CONFLICT's speculative insertion. */
async function insertMemberships(tx: Tx, rows: ImportGuest[], ids: string[], groupIds: Map<string, string>) {
  const guestIds: string[] = [];
  const memberOf: string[] = [];
  rows.forEach((guest, index) => {
    for (const group of guest.groups) {
      guestIds.push(ids[index]!);
      memberOf.push(groupIds.get(nameKey(group))!);
    }
  });
  for (let start = 0; start < guestIds.length; start += CHUNK * 2) {
    await tx.execute(sql`
      insert into ${guestGroupMembers} (guest_id, group_id)
      select * from unnest(
        ${arrayParam(guestIds.slice(start, start + CHUNK * 2), "uuid")},
        ${arrayParam(memberOf.slice(start, start + CHUNK * 2), "uuid")})`);
  }
}

/** The event's guests as the merge compares them (households, groups and tables by name). */
async function readListed(tx: Tx, eventId: string): Promise<ListedGuest[]> {
  return listedGuests({
    guests: await readGuests(tx, eventId),
    households: await tx
      .select({ id: households.id, name: households.name })
      .from(households)
      .where(eq(households.eventId, eventId)),
    groups: await tx
      .select({ id: guestGroups.id, name: guestGroups.name })
      .from(guestGroups)
      .where(eq(guestGroups.eventId, eventId)),
    tables: await tx
      .select({ id: tables.id, number: tables.number, name: tables.name })
      .from(tables)
      .where(eq(tables.eventId, eventId)),
  });
}

/** The fields rows change on their guests, in one statement; null keeps the guest's value (the file never
 * erases one: `changesOf` in src/shared/csv/merge.ts). */
async function updateGuests(tx: Tx, eventId: string, rows: MatchedRow[], householdIds: Map<string, string>) {
  const changed = rows.filter((row) => row.changes.some((c) => c.field !== "groups" && c.field !== "table"));
  for (let start = 0; start < changed.length; start += CHUNK) {
    const chunk = changed.slice(start, start + CHUNK);
    const column = <T>(field: string, value: (row: MatchedRow) => T) =>
      chunk.map((row) => (row.changes.some((change) => change.field === field) ? value(row) : null));
    await tx.execute(sql`
      update ${guests} as g set
        name = coalesce(u.name, g.name), email = coalesce(u.email, g.email),
        phone = coalesce(u.phone, g.phone), status = coalesce(u.status, g.status),
        dietary_restrictions = coalesce(u.dietary_restrictions, g.dietary_restrictions),
        notes = coalesce(u.notes, g.notes), meal = coalesce(u.meal, g.meal),
        household_id = coalesce(u.household_id, g.household_id), updated_at = now()
      from unnest(
        ${arrayParam(
          chunk.map((row) => row.target.id),
          "uuid",
        )},
        ${arrayParam(
          column("name", (row) => row.guest.name),
          "text",
        )},
        ${arrayParam(
          column("email", (row) => row.guest.email),
          "text",
        )},
        ${arrayParam(
          column("phone", (row) => row.guest.phone),
          "text",
        )},
        ${arrayParam(
          column("status", (row) => row.guest.status),
          "text",
        )},
        ${arrayParam(
          column("dietaryRestrictions", (row) => row.guest.dietaryRestrictions),
          "text",
        )},
        ${arrayParam(
          column("notes", (row) => row.guest.notes),
          "text",
        )},
        ${arrayParam(
          column("meal", (row) => row.guest.meal),
          "text",
        )},
        ${arrayParam(
          column("household", (row) => householdIds.get(nameKey(row.guest.household!))!),
          "uuid",
        )}
      ) as u(id, name, email, phone, status, dietary_restrictions, notes, meal, household_id)
      where g.id = u.id and g.event_id = ${eventId}::uuid`);
  }
}
/**
 * Guests the file gives another table or seat: their seats are let go first, so the seat rules (run with the
 * new guests' in `seatImportedGuests`) count them where they go rather than where they were; then their new
 * places are stored.
 */
async function moveGuests(
  tx: Tx,
  eventId: string,
  rows: MatchedRow[],
  seat: (rows: ImportGuest[]) => Promise<ImportSeating>,
) {
  const ids = rows.map((row) => row.target.id);
  if (ids.length) {
    await tx
      .update(guests)
      .set({ tableId: null, seatNumber: null })
      .where(and(eq(guests.eventId, eventId), idIn(guests.id, ids)));
  }
  const seating = await seat(rows.map((row) => row.guest));
  const moved = seating.places.slice(seating.places.length - ids.length);
  await writePlaces(
    tx,
    eventId,
    moved.map((place, index) => ({ guestId: ids[index]!, ...place })),
  );
  return seating;
}

/** The memberships of updated guests whose row names groups become exactly those. */
async function regroupGuests(tx: Tx, rows: MatchedRow[], groupIds: Map<string, string>) {
  const regrouped = rows.filter((row) => row.changes.some((change) => change.field === "groups"));
  if (regrouped.length === 0) return;
  const ids = regrouped.map((row) => row.target.id);
  await tx.delete(guestGroupMembers).where(idIn(guestGroupMembers.guestId, ids));
  await insertMemberships(
    tx,
    regrouped.map((row) => row.guest),
    ids,
    groupIds,
  );
}

/**
 * CSV import (docs/decisions/013-csv-import.md): the file read and mapped by the same shared code as the
 * preview, then one transaction with the event row locked: the rows are matched to the list as it is then
 * (src/shared/csv/merge.ts) and, as the mode and the owner's per-row choices say, new guests are added — a
 * row's partner, companions and the second of a couple with it, in its household — with their households,
 * groups and tables, matching guests updated in place (same id, seat kept unless the file moves them), and in
 * Replace the guests the file does not name removed — all of it, or nothing. A row's problems never stop the
 * others: a bad value is left empty, a name that cannot be stored leaves its person out; duplicates are
 * skipped when asked.
 */
export async function importGuests(
  db: Db,
  userId: string,
  eventId: string,
  bytes: Uint8Array,
  options: ImportChoices & MergeChoices & { mapping?: ImportTarget[]; sheet?: string },
): Promise<ImportResult> {
  await guestEvent(db, userId, eventId);
  const file = readOrRefuse(bytes, options.sheet);
  const mapping = checkMapping(file, options.mapping);

  return db.transaction(async (tx) => {
    await guestEvent(tx, userId, eventId, true);
    await recordChange(
      tx,
      eventId,
      userId,
      "guests.import",
      ["guests", "seating", "rules", "tables", "event"],
      { version: options.mode === "replace" ? "replace" : "import" },
    );
    const listed = await readListed(tx, eventId);
    // Rows already in the list are found by the merge's matching, not by planImport's name-and-e-mail key.
    const plan = planImport(file, mapping, new Set(), { splitCouples: options.splitCouples });
    const review = reviewMerge(plan, listed, options.mode, options);
    if (review.added.length + review.updated.length + review.unchanged.length === 0)
      throw new AppError("validation_failed", CSV_MESSAGES.noValidGuests);
    const outcome = applyChoices(review, options);

    // A guest delete's own rules: seats go with the row, memberships and seating rules by cascade.
    if (outcome.remove.length) {
      await tx.delete(guests).where(
        and(
          eq(guests.eventId, eventId),
          idIn(
            guests.id,
            outcome.remove.map((guest) => guest.id),
          ),
        ),
      );
    }
    const added = outcome.add.map((row) => row.guest);
    await assertRoomFor(tx, eventId, added.length);
    const updated = outcome.update.map((row) => row.guest);
    const householdIds = await idsByName(
      tx,
      households,
      eventId,
      [...added, ...updated].flatMap((g) => (g.household ? [g.household] : [])),
    );
    const groupIds = await idsByName(
      tx,
      guestGroups,
      eventId,
      [...added, ...updated].flatMap((g) => g.groups),
    );
    const moving = outcome.update.filter((row) =>
      row.changes.some((change) => change.field === "table" || change.field === "seat"),
    );
    const seating = await moveGuests(tx, eventId, moving, (movers) =>
      seatImportedGuests(tx, eventId, [...added, ...movers]),
    );
    const ids = added.map(() => crypto.randomUUID());
    await insertGuests(tx, eventId, added, ids, seating.places, householdIds.ids);
    await insertMemberships(tx, added, ids, groupIds.ids);
    await updateGuests(tx, eventId, outcome.update, householdIds.ids);
    await regroupGuests(tx, outcome.update, groupIds.ids);
    await markSetupStep(tx, eventId, "guests");
    return {
      imported: added.length,
      updated: outcome.update.length,
      unchanged: outcome.unchanged,
      removed: outcome.remove.length,
      skipped: review.skipped,
      seating: seating.notes,
      emptied: plan.problems.flatMap((problem) =>
        problem.outcome === "emptied"
          ? [{ row: problem.row, name: problem.name, detail: emptiedDetail(problem) }]
          : [],
      ),
      warnings: plan.warnings.length,
      created: { households: householdIds.created, groups: groupIds.created, tables: seating.createdTables },
    };
  });
}
