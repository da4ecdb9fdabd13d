// Run by bench/history.mjs under tsx. Each measure interleaves runs with the history triggers of migration
// 0010 on and off (ALTER TABLE … DISABLE TRIGGER), through the real app in-process, and compares medians:
// on PGlite of the process's CPU time (the database runs in it, so neighbours on a shared machine do not
// count), on PostgreSQL of wall time (the triggers run in the server). A missed goal exits 1.
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { onEachDatabase, signedInApp } from "./lib/in-process";
import { median } from "./lib/store-guests";
// @ts-expect-error -- a plain .mjs helper shared with the browser bench, without type declarations
import { guestCsv } from "./support/guest-csv.mjs";

const IMPORT_ROWS = 10_000;
const MOVES = 100;
const ENTRIES = 10_000;
const RUNS = 7;
const SLOWDOWN_GOAL = 1.2;
const FIRST_PAGE_GOAL_MS = 300;
let missed = 0;

type App = Awaited<ReturnType<typeof signedInApp>>;

/** What a measure costs: the process's CPU time on PGlite, wall time on PostgreSQL. */
let clock: () => number = () => performance.now();
const cpuClock = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

async function setHistory(database: Database, on: boolean) {
  const triggers = (await database.db.execute(
    sql`select tgrelid::regclass::text as "table", tgname as name from pg_trigger where tgname like '%\_history\_%'`,
  )) as unknown as { rows: { table: string; name: string }[] };
  for (const trigger of triggers.rows)
    await database.db.execute(
      sql.raw(`alter table ${trigger.table} ${on ? "enable" : "disable"} trigger "${trigger.name}"`),
    );
}

function report(label: string, on: number[], off: number[]) {
  const ratio = median(on) / median(off);
  const met = ratio <= SLOWDOWN_GOAL;
  if (!met) missed++;
  console.log(
    `${label} (${clock === cpuClock ? "CPU time" : "wall time"}): with history median ${median(on).toFixed(0)} ms (${on.map((t) => t.toFixed(0)).join(" / ")}), ` +
      `without ${median(off).toFixed(0)} ms (${off.map((t) => t.toFixed(0)).join(" / ")}); ` +
      `${((ratio - 1) * 100).toFixed(1)} % slower (goal <= ${((SLOWDOWN_GOAL - 1) * 100).toFixed(0)} %): ${met ? "met" : "NOT met"}`,
  );
}

async function newEvent({ request, cookie }: App, title: string) {
  const response = await request("/api/events", {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ title, date: "2099-01-01" }),
  });
  return ((await response.json()) as { id: string }).id;
}

async function importGuests({ request, cookie }: App, eventId: string, rows: number) {
  const form = new FormData();
  form.append("file", new File([guestCsv(rows)], "guests.csv", { type: "text/csv" }));
  const started = clock();
  const response = await request(`/api/events/${eventId}/guests/import`, {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  if (response.status !== 200) throw new Error(`import failed: ${response.status} ${await response.text()}`);
  return clock() - started;
}

async function measureImport(label: string, database: Database, app: App) {
  const on: number[] = [];
  const off: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    for (const history of [true, false]) {
      await setHistory(database, history);
      const eventId = await newEvent(app, "Import");
      (history ? on : off).push(await importGuests(app, eventId, IMPORT_ROWS));
    }
  }
  await setHistory(database, true);
  report(`${label}: import of ${IMPORT_ROWS.toLocaleString("en-US")} guests`, on, off);
}

/** 100 seat moves, one request each, across a 300-guest event's 30 tables. */
async function measureMoves(label: string, database: Database, app: App) {
  const eventId = await newEvent(app, "Moves");
  await importGuests(app, eventId, 300);
  const board = (await (
    await app.request(`/api/events/${eventId}/seating`, { headers: { cookie: app.cookie } })
  ).json()) as { tables: { id: string }[]; guests: { id: string }[] };
  const on: number[] = [];
  const off: number[] = [];
  let step = 0;
  for (let run = 0; run < RUNS; run++) {
    for (const history of [true, false]) {
      await setHistory(database, history);
      const started = clock();
      for (let move = 0; move < MOVES; move++, step++) {
        const guest = board.guests[step % board.guests.length]!;
        const table = board.tables[(step * 7) % board.tables.length]!;
        const response = await app.request(`/api/events/${eventId}/seating/moves`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: app.cookie },
          body: JSON.stringify({ moves: [{ guestId: guest.id, tableId: table.id }] }),
        });
        // A full table refuses the move (409): still a request that did its work and wrote nothing.
        if (response.status !== 200 && response.status !== 409)
          throw new Error(`move failed: ${response.status} ${await response.text()}`);
      }
      (history ? on : off).push(clock() - started);
    }
  }
  await setHistory(database, true);
  report(`${label}: ${MOVES} seat moves`, on, off);
}

/** The history's first page (what the screen shows first) of an event with 10,000 entries. */
async function measureFirstPage(label: string, database: Database, app: App) {
  const eventId = await newEvent(app, "Long history");
  await importGuests(app, eventId, 300);
  // 10,000 entries of one guest update each, written the way recordChange writes them, in one statement.
  await database.db.execute(sql`
    with guest as (select id, name from guests where event_id = ${eventId}::uuid limit 1),
    entries as (
      insert into event_changes (event_id, version, actor_id, action, targets)
      select ${eventId}::uuid, 1000 + n, (select user_id from events where id = ${eventId}::uuid), 'guest.update',
        '{"areas":["guests"]}'::jsonb from generate_series(1, ${ENTRIES}) n returning version)
    insert into event_row_changes (id, event_id, version, entity, row_id, label, op, before, after)
    select version, ${eventId}::uuid, version, 'guest', guest.id::text, guest.name, 'update',
      jsonb_build_object('status', 'invited'), jsonb_build_object('status', 'confirmed') from entries, guest`);
  await database.db.execute(sql`update events set version = ${1000 + ENTRIES} where id = ${eventId}::uuid`);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await app.request(`/api/events/${eventId}/history`, { headers: { cookie: app.cookie } });
    const page = (await response.json()) as { entries: unknown[]; size: { entries: number } };
    times.push(performance.now() - started);
    if (page.entries.length !== 50 || page.size.entries < ENTRIES)
      throw new Error(`the history's first page is wrong: ${JSON.stringify(page).slice(0, 200)}`);
  }
  const met = median(times) < FIRST_PAGE_GOAL_MS;
  if (!met) missed++;
  console.log(
    `${label}: history's first page with ${ENTRIES.toLocaleString("en-US")} entries, median ${median(times).toFixed(0)} ms ` +
      `(${times.map((t) => t.toFixed(0)).join(" / ")}) (goal < ${FIRST_PAGE_GOAL_MS} ms): ${met ? "met" : "NOT met"}`,
  );
}

await onEachDatabase("history", async (label, database, dataDir) => {
  clock = label === "PGlite" ? cpuClock : () => performance.now();
  const app = await signedInApp(database, dataDir);
  await measureImport(label, database, app);
  await measureMoves(label, database, app);
  await measureFirstPage(label, database, app);
});
if (missed > 0) {
  console.log(`${missed} history goal(s) NOT met.`);
  process.exitCode = 1;
}
