// Run by bench/guests-import-merge.mjs under tsx. An event gets a 10,000-row list through the import; then
// the same list with 500 rows changed (a new e-mail, so they are matched by name, and a new meal) is
// imported again in "update" mode through the API (in-process requests to the real app: multipart, reading,
// planning, matching every row against the list read inside the transaction, the updates). Baseline: the
// 10,000 rows stored raw, the way the import stores new guests (bench/lib/store-guests.ts). Goal: the
// merge's median at most twice the baseline's; a miss exits 1. PGlite always; PostgreSQL when
// TEST_DATABASE_URL names a server.
import type { Database } from "@/server/db/client";
import type { ImportResult } from "@/shared/guests-import";
import { onEachDatabase, signedInApp } from "./lib/in-process";
import { median, storeAsTheImportDoes, storedRows } from "./lib/store-guests";
// @ts-expect-error -- a plain .mjs helper shared with the browser bench, without type declarations
import { guestCsv } from "./support/guest-csv.mjs";

const ROWS = 10_000;
const CHANGES = 500;
const RUNS = 3;
const GOAL = 2;
const csv: string = guestCsv(ROWS);

/** The list with every 20th guest's e-mail and meal changed. */
function changedCsv(): string {
  const [header, ...lines] = csv.trimEnd().split("\r\n");
  const changed = lines.map((line, index) => {
    if (index % (ROWS / CHANGES) !== 0) return line;
    const cells = line.split(",");
    cells[1] = `changed.${index}@example.com`;
    cells[cells.length - 1] = "Changed meal";
    return cells.join(",");
  });
  return `${[header, ...changed].join("\r\n")}\r\n`;
}
const changed = changedCsv();
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
  const importFile = async (eventId: string, text: string, mode: string) => {
    const form = new FormData();
    form.append("file", new File([text], "guests.csv", { type: "text/csv" }));
    form.append("mode", mode);
    const response = await request(`/api/events/${eventId}/guests/import`, {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    if (response.status !== 200)
      throw new Error(`import failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as ImportResult;
  };

  const merges: number[] = [];
  const baselines: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const eventId = await newEvent();
    await importFile(eventId, csv, "add");
    const started = performance.now();
    const result = await importFile(eventId, changed, "update");
    merges.push(performance.now() - started);
    if (result.updated !== CHANGES || result.unchanged !== ROWS - CHANGES || result.imported !== 0)
      throw new Error(`the merge did not do what it should: ${JSON.stringify({ ...result, skipped: [] })}`);

    const rows = await storedRows(database, eventId);
    if (rows.length !== ROWS) throw new Error(`the event has ${rows.length} guests, not ${ROWS}`);
    baselines.push(await storeAsTheImportDoes(database, eventId, rows));
  }
  const ratio = median(merges) / median(baselines);
  const met = ratio <= GOAL;
  if (!met) missed++;
  console.log(
    `${label}: merge re-import of ${ROWS.toLocaleString("en-US")} rows with ${CHANGES} changes, median ` +
      `${median(merges).toFixed(0)} ms (${merges.map((t) => t.toFixed(0)).join(" / ")}); the same rows ` +
      `stored raw, median ${median(baselines).toFixed(0)} ms ` +
      `(${baselines.map((t) => t.toFixed(0)).join(" / ")}); ratio of medians ${ratio.toFixed(2)} ` +
      `(goal <= ${GOAL}): ${met ? "met" : "NOT met"}`,
  );
}

await onEachDatabase("import-merge", measure);
if (missed > 0) {
  console.log(`${missed} merge re-import goal(s) NOT met.`);
  process.exitCode = 1;
}
