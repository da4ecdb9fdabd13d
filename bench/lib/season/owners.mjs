// The owners of "A Saturday in June": each is one signed-in screen editing its own event at a person's pace
// (0.5–1.5 s between actions): seat moves, guest edits, imports of 300 rows, auto-seat applies, and the
// reads their screens make (the seating board, the guest list). Every acknowledged write is remembered for
// the check against the database at the end, every id an owner's reads contain for the cross-owner check.
//
// Retrying a write after an error is safe here, as a careful client would make it: a seat move names the
// table and seat (or keeps the guest's own seat), a guest edit sets a value, an import in the "add" mode with
// skipDuplicates=true adds only rows matching no guest (a repeated file adds nothing; without skipDuplicates
// the rows matching the list are imported again as duplicates), an auto-seat apply names every guest's table.
import { request, withRetry } from "./client.mjs";

const MOVE_SHARE = 0.45;
const EDIT_SHARE = 0.25;
const BOARD_SHARE = 0.1;
const LIST_SHARE = 0.1;
const IMPORT_SHARE = 0.05; // the rest: auto-seat apply

export function createOwner({ index, cookie, eventId, agent, origin }) {
  return {
    index,
    cookie,
    eventId,
    agent,
    origin,
    tables: [], // { id, number, capacity }
    guests: new Map(), // id → { id, name, tableId, seatNumber }
    expectedSeat: new Map(), // guest id → { tableId, seatNumber|undefined } acknowledged
    expectedNotes: new Map(), // guest id → notes acknowledged
    imports: [], // prefixes of acknowledged imports
    unsure: new Set(), // guest ids whose last write was never acknowledged
    unsureImports: [],
    seenGuestIds: new Set(),
    seenEventIds: new Set(),
    seenTableIds: new Set(),
    foreignTables: 0,
    counter: 0,
  };
}

function call(owner, port, method, path, body, contentType = "application/json") {
  return request({
    agent: owner.agent,
    port,
    method,
    path,
    headers: {
      cookie: owner.cookie,
      origin: owner.origin,
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": contentType }),
    },
    body,
    timeoutMs: 15_000,
  });
}

async function readBoard(owner, ctx) {
  const answer = await withRetry(
    ctx.recorder,
    "owner: board read",
    () => call(owner, ctx.port, "GET", `/api/events/${owner.eventId}/seating`),
    ctx.retry,
  );
  if (!answer) return false;
  const board = JSON.parse(answer.body.toString("utf8"));
  owner.tables = board.tables.map(({ id, number, capacity }) => ({ id, number, capacity }));
  owner.guests = new Map(
    board.guests.map((g) => [g.id, { id: g.id, name: g.name, tableId: g.tableId, seatNumber: g.seatNumber }]),
  );
  for (const g of board.guests) owner.seenGuestIds.add(g.id);
  for (const t of board.tables) owner.seenTableIds.add(t.id);
  return true;
}

async function readEvents(owner, ctx) {
  const answer = await withRetry(
    ctx.recorder,
    "owner: event list",
    () => call(owner, ctx.port, "GET", "/api/events"),
    ctx.retry,
  );
  if (!answer) return;
  const list = JSON.parse(answer.body.toString("utf8"));
  for (const event of Array.isArray(list) ? list : (list.events ?? [])) owner.seenEventIds.add(event.id);
}

async function readGuestList(owner, ctx) {
  const answer = await withRetry(
    ctx.recorder,
    "owner: guest list",
    () => call(owner, ctx.port, "GET", `/api/events/${owner.eventId}/guests`),
    ctx.retry,
  );
  if (!answer) return;
  for (const g of JSON.parse(answer.body.toString("utf8")).guests) owner.seenGuestIds.add(g.id);
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Free seat numbers of each table as the owner's screen knows them, `except` a guest being moved. */
function freeSeats(owner, except) {
  const taken = new Map(owner.tables.map((t) => [t.id, new Set()]));
  const count = new Map(owner.tables.map((t) => [t.id, 0]));
  for (const g of owner.guests.values()) {
    if (g.id === except || !g.tableId) continue;
    count.set(g.tableId, (count.get(g.tableId) ?? 0) + 1);
    if (g.seatNumber) taken.get(g.tableId)?.add(g.seatNumber);
  }
  return owner.tables.flatMap((t) => {
    if ((count.get(t.id) ?? 0) >= t.capacity) return [];
    const seats = [];
    for (let s = 1; s <= t.capacity; s += 1) if (!taken.get(t.id).has(s)) seats.push(s);
    return seats.length ? [{ table: t, seats }] : [];
  });
}

async function moveSeat(owner, ctx) {
  const guest = pick([...owner.guests.values()]);
  const choices = freeSeats(owner, guest.id);
  if (!choices.length) return;
  const { table, seats } = pick(choices);
  // Mostly a seat chosen on the board; sometimes "any seat at this table" (the lowest free one).
  const seatNumber = Math.random() < 0.7 ? pick(seats) : null;
  owner.unsure.add(guest.id);
  const answer = await withRetry(
    ctx.recorder,
    "owner: seat move",
    () =>
      call(
        owner,
        ctx.port,
        "POST",
        `/api/events/${owner.eventId}/seating/moves`,
        JSON.stringify({ moves: [{ guestId: guest.id, tableId: table.id, seatNumber }] }),
      ),
    ctx.retry,
  );
  if (!answer) return;
  const ackAt = performance.now();
  owner.unsure.delete(guest.id);
  const place = JSON.parse(answer.body.toString("utf8")).places[0];
  guest.tableId = place.tableId;
  guest.seatNumber = place.seatNumber;
  owner.expectedSeat.set(guest.id, { tableId: place.tableId, seatNumber: place.seatNumber });
  ctx.onSeatMove?.(owner, guest, table.number, place.seatNumber, ackAt);
}

async function editGuest(owner, ctx) {
  const guest = pick([...owner.guests.values()]);
  owner.counter += 1;
  const notes = `season o${owner.index} n${owner.counter}`;
  owner.unsure.add(guest.id);
  const answer = await withRetry(
    ctx.recorder,
    "owner: guest edit",
    () =>
      call(
        owner,
        ctx.port,
        "PATCH",
        `/api/events/${owner.eventId}/guests/${guest.id}`,
        JSON.stringify({ notes, dietaryRestrictions: owner.counter % 3 ? null : "Vegetarian" }),
      ),
    ctx.retry,
  );
  if (!answer) return;
  owner.unsure.delete(guest.id);
  owner.expectedNotes.set(guest.id, notes);
}

async function importRows(owner, ctx) {
  owner.counter += 1;
  const prefix = `Imp${owner.index}x${owner.counter}`;
  const lines = ["Name,Email,Status,Dietary restrictions"];
  for (let r = 1; r <= 300; r += 1) {
    lines.push(
      `${prefix} Row${r},${prefix.toLowerCase()}.${r}@season.example,${r % 4 ? "confirmed" : "invited"},${r % 9 ? "" : "Vegan"}`,
    );
  }
  const csv = `${lines.join("\n")}\n`;
  const answer = await withRetry(
    ctx.recorder,
    "owner: import 300 rows",
    () =>
      call(
        owner,
        ctx.port,
        "POST",
        `/api/events/${owner.eventId}/guests/import?mode=add&skipDuplicates=true`,
        csv,
        "text/csv",
      ),
    ctx.retry,
  );
  if (answer) owner.imports.push(prefix);
  else owner.unsureImports.push(prefix);
  await readBoard(owner, ctx); // the screen shows the new guests
}

async function applyAutoSeat(owner, ctx) {
  const load = new Map(owner.tables.map((t) => [t.id, 0]));
  for (const g of owner.guests.values()) if (g.tableId) load.set(g.tableId, load.get(g.tableId) + 1);
  const assignments = [];
  const moved = new Map();
  const seated = [...owner.guests.values()].filter((g) => g.tableId);
  for (let i = 0; i < 20 && seated.length; i += 1) {
    const guest = seated.splice(Math.floor(Math.random() * seated.length), 1)[0];
    const target = pick(owner.tables.filter((t) => t.id !== guest.tableId && load.get(t.id) < t.capacity));
    if (!target) continue;
    load.set(guest.tableId, load.get(guest.tableId) - 1);
    load.set(target.id, load.get(target.id) + 1);
    moved.set(guest.id, target.id);
  }
  for (const g of owner.guests.values())
    assignments.push({ guestId: g.id, tableId: moved.get(g.id) ?? g.tableId });
  for (const id of moved.keys()) owner.unsure.add(id);
  const answer = await withRetry(
    ctx.recorder,
    "owner: auto-seat apply",
    () =>
      call(
        owner,
        ctx.port,
        "POST",
        `/api/events/${owner.eventId}/auto-seat/apply`,
        JSON.stringify({ assignments }),
      ),
    ctx.retry,
  );
  if (answer) {
    for (const [id, tableId] of moved) {
      owner.unsure.delete(id);
      // A guest who changes table has no seat number until the owner gives one (auto-seat.service.ts).
      owner.expectedSeat.set(id, { tableId, seatNumber: null });
    }
  }
  await readBoard(owner, ctx);
}

/** The owner's screen until `end` (performance.now()): opens the event list and the board, then acts. */
export async function runOwner(owner, { port, recorder, end, clients, onSeatMove }) {
  const client = clients.add("owner");
  const ctx = {
    port,
    recorder,
    onSeatMove,
    retry: { deadline: end + 10_000, onFailure: client.failed, onSuccess: client.succeeded },
  };
  await readEvents(owner, ctx);
  if (!(await readBoard(owner, ctx))) return;
  while (performance.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));
    if (performance.now() >= end) break;
    const roll = Math.random();
    if (roll < MOVE_SHARE) await moveSeat(owner, ctx);
    else if (roll < MOVE_SHARE + EDIT_SHARE) await editGuest(owner, ctx);
    else if (roll < MOVE_SHARE + EDIT_SHARE + BOARD_SHARE) await readBoard(owner, ctx);
    else if (roll < MOVE_SHARE + EDIT_SHARE + BOARD_SHARE + LIST_SHARE) await readGuestList(owner, ctx);
    else if (roll < MOVE_SHARE + EDIT_SHARE + BOARD_SHARE + LIST_SHARE + IMPORT_SHARE)
      await importRows(owner, ctx);
    else await applyAutoSeat(owner, ctx);
  }
}
