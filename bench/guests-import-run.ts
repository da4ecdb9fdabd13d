// Run by bench/guests-import.mjs under tsx: the import of a 10,000-row CSV through the API (in-process
// requests to the real app: multipart, decoding, parsing, mapping, validation, the transaction), against the
// same rows written as one raw multi-row INSERT into the same database. PGlite always; PostgreSQL when
// TEST_DATABASE_URL names a server (a fresh database is created and dropped).
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { onEachDatabase, signedInApp } from "./lib/in-process";
// @ts-expect-error -- a plain .mjs helper shared with the browser bench, without type declarations
import { guestCsv } from "./support/guest-csv.mjs";

const ROWS = 10_000;
/** Runs of each, interleaved; the fastest of each is compared, the closest to the work itself on a machine
 * shared with other processes (the medians are printed too). */
const RUNS = 5;
const csv: string = guestCsv(ROWS);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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
  const raws: number[] = [];
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

    // The same rows, as the import stored them, written again by one INSERT with literal values once the
    // imported ones are gone (same tables, seats and households, so the same constraints are checked).
    const rows = (await database.db.execute(sql`
      select name, email, phone, status, table_id, seat_number, dietary_restrictions, notes, household_id, meal
      from guests where event_id = ${eventId}::uuid`)) as unknown as { rows: Record<string, unknown>[] };
    const literal = (value: unknown) =>
      value === null
        ? "null"
        : typeof value === "number"
          ? String(value)
          : `'${String(value).replaceAll("'", "''")}'`;
    const values = rows.rows
      .map(
        (row) =>
          `(gen_random_uuid(), '${eventId}', ${literal(row.name)}, ${literal(row.email)}, ${literal(row.phone)}, ${literal(row.status)}, ${literal(row.table_id)}, ${literal(row.seat_number)}, ${literal(row.dietary_restrictions)}, ${literal(row.notes)}, ${literal(row.household_id)}, ${literal(row.meal)})`,
      )
      .join(",\n");
    const statement = `insert into guests (id, event_id, name, email, phone, status, table_id, seat_number, dietary_restrictions, notes, household_id, meal) values ${values}`;
    await database.db.execute(sql`delete from guests where event_id = ${eventId}::uuid`);
    started = performance.now();
    try {
      await database.db.execute(sql.raw(statement));
    } catch (error) {
      throw new Error(`raw INSERT failed: ${(error as { cause?: Error }).cause?.message ?? error}`);
    }
    raws.push(performance.now() - started);
  }
  const best = Math.min(...imports) / Math.min(...raws);
  console.log(
    `${label}: import of ${ROWS.toLocaleString("en-US")} rows ${Math.min(...imports).toFixed(0)} ms, raw multi-row INSERT ${Math.min(...raws).toFixed(0)} ms, ratio ${best.toFixed(2)} (goal <= 2)` +
      `; medians ${median(imports).toFixed(0)} / ${median(raws).toFixed(0)} ms, ratio ${(median(imports) / median(raws)).toFixed(2)}`,
  );
}

await onEachDatabase("import", measure);
