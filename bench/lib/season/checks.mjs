// The season benchmark's checks against the database once the load is over: every acknowledged write is
// there, each owner's reads held only its own rows, and the plans PostgreSQL ran for the hot requests.
import { readFileSync, statSync } from "node:fs";

/** Acknowledged seat moves, guest edits, auto-seat applies and imports, compared with the rows. */
export async function verifyWrites(pool, owners) {
  const ids = [];
  for (const owner of owners) {
    for (const id of new Set([...owner.expectedSeat.keys(), ...owner.expectedNotes.keys()])) {
      if (!owner.unsure.has(id)) ids.push(id);
    }
  }
  const { rows } = await pool.query(
    "select id, event_id, table_id, seat_number, notes from guests where id = any($1::uuid[])",
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lost = [];
  let checked = 0;
  for (const owner of owners) {
    for (const [id, want] of owner.expectedSeat) {
      if (owner.unsure.has(id)) continue;
      checked += 1;
      const row = byId.get(id);
      const seatOk = want.seatNumber === undefined || row?.seat_number === want.seatNumber;
      if (!row || row.table_id !== want.tableId || !seatOk) {
        lost.push(
          `owner ${owner.index} seat of ${id}: want ${want.tableId}/${want.seatNumber}, have ${row?.table_id}/${row?.seat_number}`,
        );
      }
    }
    for (const [id, notes] of owner.expectedNotes) {
      if (owner.unsure.has(id)) continue;
      checked += 1;
      if (byId.get(id)?.notes !== notes)
        lost.push(`owner ${owner.index} notes of ${id}: want ${notes}, have ${byId.get(id)?.notes}`);
    }
  }
  const prefixes = owners.flatMap((owner) => owner.imports.map((prefix) => ({ owner, prefix })));
  const { rows: counts } = await pool.query(
    `select split_part(name, ' ', 1) as prefix, event_id, count(*)::int as n, count(distinct name)::int as names
     from guests where name like 'Imp%x% Row%' group by 1, 2`,
  );
  const countOf = new Map(counts.map((row) => [row.prefix, row]));
  for (const { owner, prefix } of prefixes) {
    checked += 1;
    const row = countOf.get(prefix);
    if (row?.n !== 300 || row.names !== 300 || row.event_id !== owner.eventId) {
      lost.push(
        `owner ${owner.index} import ${prefix}: ${row ? `${row.n} rows (${row.names} names)` : "missing"}`,
      );
    }
  }
  const unsure = owners.reduce((sum, owner) => sum + owner.unsure.size + owner.unsureImports.length, 0);
  return { checked, lost, unsure };
}

/** Every guest, table and event id an owner's screens received must be of that owner's event. */
export async function crossOwnerCheck(pool, owners) {
  const violations = [];
  const guestIds = owners.flatMap((owner) => [...owner.seenGuestIds]);
  const tableIds = owners.flatMap((owner) => [...owner.seenTableIds]);
  const { rows: guestRows } = await pool.query("select id, event_id from guests where id = any($1::uuid[])", [
    guestIds,
  ]);
  const { rows: tableRows } = await pool.query("select id, event_id from tables where id = any($1::uuid[])", [
    tableIds,
  ]);
  const eventOf = new Map([...guestRows, ...tableRows].map((row) => [row.id, row.event_id]));
  let seen = 0;
  for (const owner of owners) {
    for (const id of [...owner.seenGuestIds, ...owner.seenTableIds]) {
      seen += 1;
      if (eventOf.get(id) !== owner.eventId)
        violations.push(`owner ${owner.index} saw ${id} (event ${eventOf.get(id)})`);
    }
    for (const id of owner.seenEventIds) {
      seen += 1;
      if (id !== owner.eventId) violations.push(`owner ${owner.index} saw event ${id}`);
    }
  }
  return { seen, violations };
}

/**
 * The plans of the hot requests as the app runs them: auto_explain (loaded in the cluster, silent until now)
 * logs EXPLAIN (ANALYZE, BUFFERS) of every statement while `exercise()` makes one request of each kind;
 * the plans are read back from the server's log. Answers [{ query, nodes, ms, seqScans }].
 */
export async function explainHotQueries(pool, logFile, exercise) {
  const settings = {
    "auto_explain.log_min_duration": "0",
    "auto_explain.log_analyze": "on",
    "auto_explain.log_buffers": "on",
    "auto_explain.log_timing": "on",
  };
  for (const [name, value] of Object.entries(settings))
    await pool.query(`alter system set ${name} = '${value}'`);
  await pool.query("select pg_reload_conf()");
  await new Promise((resolve) => setTimeout(resolve, 500));
  const from = statSync(logFile).size;
  try {
    await exercise();
  } finally {
    for (const name of Object.keys(settings)) await pool.query(`alter system reset ${name}`);
    await pool.query("select pg_reload_conf()");
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  const text = readFileSync(logFile).subarray(from).toString("utf8");
  const plans = [];
  let current;
  for (const line of text.split("\n")) {
    const head = /LOG: {2}duration: ([\d.]+) ms {2}plan:/.exec(line);
    if (head) {
      current = { ms: Number(head[1]), query: "", lines: [] };
      plans.push(current);
    } else if (current && /^\s/.test(line)) {
      const body = line.trim();
      if (body.startsWith("Query Text:")) current.query = body.slice(12);
      else if (current.lines.length === 0 && current.query && !/^[A-Z]/.test(body))
        current.query += ` ${body}`;
      else current.lines.push(body);
    } else current = undefined;
  }
  return plans.map((plan) => ({
    query: plan.query.replace(/\s+/g, " "),
    ms: plan.ms,
    nodes: plan.lines
      .filter((l) => /(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan|Bitmap Index Scan) /.test(l))
      .map((l) => l.replace(/^->\s*/, "").replace(/\s+\(.*$/, "")),
    buffers: plan.lines.find((l) => l.startsWith("Buffers:")) ?? "",
    seqScans: plan.lines
      .filter((l) => /Seq Scan on (guests|tables|events)\b/.test(l))
      .map((l) => l.replace(/^->\s*/, "").replace(/\s+\(.*$/, "")),
  }));
}
