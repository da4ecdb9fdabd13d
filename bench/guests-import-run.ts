// Run by bench/guests-import.mjs under tsx: the import of a 10,000-row CSV through the API (in-process
// requests to the real app: multipart, decoding, parsing, mapping, validation, the transaction), against a
// baseline that stores the same rows the way the import stores them: one transaction, the guests and their
// group memberships as unnest(array parameters) INSERTs in the import's chunks. Goal: the import's median
// at most twice the baseline's median; a miss exits 1. PGlite always; PostgreSQL when TEST_DATABASE_URL
// names a server (a fresh database is created and dropped).
import type { Database } from "@/server/db/client";
import { onEachDatabase, signedInApp } from "./lib/in-process";
import { median, storeAsTheImportDoes, storedRows } from "./lib/store-guests";
// @ts-expect-error -- a plain .mjs helper shared with the browser bench, without type declarations
import { guestCsv } from "./support/guest-csv.mjs";

const ROWS = 10_000;
/** Runs of each, interleaved, on a machine that may be shared: the medians are compared. */
const RUNS = 5;
const GOAL = 2;
const csv: string = guestCsv(ROWS);
let missed = 0;

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
    const started = performance.now();
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
    const rows = await storedRows(database, eventId);
    if (rows.length !== ROWS) throw new Error(`the import stored ${rows.length} guests, not ${ROWS}`);
    baselines.push(await storeAsTheImportDoes(database, eventId, rows));
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
