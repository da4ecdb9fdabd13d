// Run by bench/guests-import.mjs under tsx: the import of a 10,000-row CSV through the API (in-process
// requests to the real app: multipart, decoding, parsing, mapping, validation, the transaction), against a
// baseline that stores the same rows the way the import stores them: one transaction, the guests and their
// group memberships as unnest(array parameters) INSERTs in the import's chunks. Goal: the import's median
// at most twice the baseline's median; a miss exits 1. PGlite always; PostgreSQL when TEST_DATABASE_URL
// names a server (a fresh database is created and dropped).
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { arrayParam, rowsOf } from "@/server/lib/sql-arrays";
import { onEachDatabase, signedInApp } from "./lib/in-process";
// @ts-expect-error -- a plain .mjs helper shared with the browser bench, without type declarations
import { guestCsv } from "./support/guest-csv.mjs";

const ROWS = 10_000;
/** Runs of each, interleaved, on a machine that may be shared: the medians are compared. */
const RUNS = 5;
/** Rows per INSERT, as in src/server/modules/guests/guests-import.service.ts. */
const CHUNK = 5000;
const GOAL = 2;
const csv: string = guestCsv(ROWS);
let missed = 0;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type GuestRow = Record<
  | "name"
  | "email"
  | "phone"
  | "status"
  | "table_id"
  | "seat_number"
  | "dietary_restrictions"
  | "notes"
  | "household_id"
  | "meal",
  unknown
>;
const TEXT_COLUMNS = ["name", "email", "phone", "status", "dietary_restrictions", "notes", "meal"] as const;

/** The rows and memberships the import stored, written again as the import writes them. */
async function storeAsTheImportDoes(
  database: Database,
  eventId: string,
  rows: GuestRow[],
  groupsOf: string[][],
) {
  await database.db.transaction(async (tx) => {
    const ids = rows.map(() => crypto.randomUUID());
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      const text = Object.fromEntries(
        TEXT_COLUMNS.map((name) => [name, arrayParam(chunk.map((row) => row[name]) as unknown[], "text")]),
      ) as Record<(typeof TEXT_COLUMNS)[number], ReturnType<typeof arrayParam>>;
      await tx.execute(sql`
        insert into guests (id, event_id, name, email, phone, status, table_id, seat_number,
          dietary_restrictions, notes, household_id, meal)
        select id, ${eventId}::uuid, name, email, phone, status, table_id, seat_number,
          dietary_restrictions, notes, household_id, meal
        from unnest(
          ${arrayParam(ids.slice(start, start + CHUNK), "uuid")}, ${text.name}, ${text.email}, ${text.phone},
          ${text.status}, ${arrayParam(
            chunk.map((row) => row.table_id),
            "uuid",
          )}, ${arrayParam(
            chunk.map((row) => row.seat_number),
            "int",
          )},
          ${text.dietary_restrictions}, ${text.notes}, ${arrayParam(
            chunk.map((row) => row.household_id),
            "uuid",
          )}, ${text.meal}
        ) as row(id, name, email, phone, status, table_id, seat_number, dietary_restrictions, notes,
          household_id, meal)`);
    }
    const guestIds: string[] = [];
    const memberOf: string[] = [];
    groupsOf.forEach((groups, index) => {
      for (const group of groups) {
        guestIds.push(ids[index]!);
        memberOf.push(group);
      }
    });
    for (let start = 0; start < guestIds.length; start += CHUNK * 2) {
      await tx.execute(sql`
        insert into guest_group_members (guest_id, group_id)
        select * from unnest(
          ${arrayParam(guestIds.slice(start, start + CHUNK * 2), "uuid")},
          ${arrayParam(memberOf.slice(start, start + CHUNK * 2), "uuid")})`);
    }
  });
}

async function measure(label: string, database: Database, dataDir: string) {
  const { request, cookie } = await signedInApp(database, dataDir);
  const newEvent = async () => {
    const response = await request("/api/events", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ title: "Bench", date: "2099-01-01" }),
    });
    return ((await response.json()) as { id: string }).id;
  };

  const imports: number[] = [];
  const baselines: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const eventId = await newEvent();
    const form = new FormData();
    form.append("file", new File([csv], "guests.csv", { type: "text/csv" }));
    let started = performance.now();
    const response = await request(`/api/events/${eventId}/guests/import`, {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    imports.push(performance.now() - started);
    if (response.status !== 200)
      throw new Error(`import failed: ${response.status} ${await response.text()}`);

    // The rows as the import stored them (same tables, seats, households and groups, so the same
    // constraints are checked), deleted, then stored again by the baseline.
    const rows = rowsOf<GuestRow & { id: string; groups: string[] | null }>(
      await database.db.execute(sql`
        select g.id, g.name, g.email, g.phone, g.status, g.table_id, g.seat_number, g.dietary_restrictions,
          g.notes, g.household_id, g.meal,
          (select array_agg(m.group_id::text) from guest_group_members m where m.guest_id = g.id) as groups
        from guests g where g.event_id = ${eventId}::uuid`),
    );
    if (rows.length !== ROWS) throw new Error(`the import stored ${rows.length} guests, not ${ROWS}`);
    await database.db.execute(sql`delete from guests where event_id = ${eventId}::uuid`);
    started = performance.now();
    await storeAsTheImportDoes(
      database,
      eventId,
      rows,
      rows.map((row) => row.groups ?? []),
    );
    baselines.push(performance.now() - started);
  }
  const ratio = median(imports) / median(baselines);
  const met = ratio <= GOAL;
  if (!met) missed++;
  console.log(
    `${label}: import of ${ROWS.toLocaleString("en-US")} rows, median ${median(imports).toFixed(0)} ms ` +
      `(${imports.map((t) => t.toFixed(0)).join(" / ")}); the same rows stored as the import stores them, ` +
      `median ${median(baselines).toFixed(0)} ms (${baselines.map((t) => t.toFixed(0)).join(" / ")}); ` +
      `ratio of medians ${ratio.toFixed(2)} (goal <= ${GOAL}): ${met ? "met" : "NOT met"}`,
  );
}

await onEachDatabase("import", measure);
if (missed > 0) {
  console.log(`${missed} guest import goal(s) NOT met.`);
  process.exitCode = 1;
}
