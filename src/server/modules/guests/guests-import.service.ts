import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { guestGroupMembers, guestGroups, guests, households } from "@/server/db/schema";
import { AppError, type ErrorCode } from "@/server/lib/errors";
import { arrayParam, rowsOf } from "@/server/lib/sql-arrays";
import { markSetupStep } from "@/server/modules/events/events.service";
import { chooseRows, type ImportChoices } from "@/shared/csv/choose-rows";
import { guestKey } from "@/shared/csv/duplicates";
import { CSV_MESSAGES, type CsvErrorReason, CsvFileError } from "@/shared/csv/errors";
import { proposeMapping } from "@/shared/csv/header";
import { emptiedDetail, type ImportGuest, planImport } from "@/shared/csv/plan";
import { type GuestFile, readGuestFile } from "@/shared/csv/read";
import { type ImportTarget, MULTI_COLUMN_TARGETS } from "@/shared/csv/targets";
import { nameKey } from "@/shared/guests-groups";
import type { ImportResult } from "@/shared/guests-import";
import { assertRoomFor, guestEvent } from "./guests.service";
import { seatImportedGuests } from "./import-tables";

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

/**
 * CSV import (docs/decisions/013-csv-import.md): the file read and mapped by the same shared code as the
 * preview, then one transaction with the event row locked: all the chosen guests are stored — a row's
 * partner, companions and the second of a couple with it, in its household — with their households, groups
 * and tables, or none are. A row's problems never stop the others: a bad value is left empty, a name that
 * cannot be stored leaves its person out; duplicates are skipped when asked.
 */
export async function importGuests(
  db: Db,
  userId: string,
  eventId: string,
  bytes: Uint8Array,
  options: ImportChoices & { mapping?: ImportTarget[]; sheet?: string },
): Promise<ImportResult> {
  await guestEvent(db, userId, eventId);
  const file = readOrRefuse(bytes, options.sheet);
  const mapping = checkMapping(file, options.mapping);

  return db.transaction(async (tx) => {
    await guestEvent(tx, userId, eventId, true);
    const existing = await tx
      .select({ name: guests.name, email: guests.email })
      .from(guests)
      .where(eq(guests.eventId, eventId));
    const plan = planImport(
      file,
      mapping,
      new Set(existing.map((guest) => guestKey(guest.name, guest.email))),
      { splitCouples: options.splitCouples },
    );
    const { guests: chosen, skipped } = chooseRows(plan, options);
    if (chosen.length === 0) throw new AppError("validation_failed", CSV_MESSAGES.noValidGuests);
    await assertRoomFor(tx, eventId, chosen.length);

    const householdIds = await idsByName(
      tx,
      households,
      eventId,
      chosen.flatMap((g) => (g.household ? [g.household] : [])),
    );
    const groupIds = await idsByName(
      tx,
      guestGroups,
      eventId,
      chosen.flatMap((g) => g.groups),
    );
    const seating = await seatImportedGuests(tx, eventId, chosen);
    const ids = chosen.map(() => crypto.randomUUID());
    await insertGuests(tx, eventId, chosen, ids, seating.places, householdIds.ids);
    await insertMemberships(tx, chosen, ids, groupIds.ids);
    await markSetupStep(tx, eventId, "guests");
    return {
      imported: chosen.length,
      skipped,
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
