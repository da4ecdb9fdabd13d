// The season benchmark's data: 2,000 owners with one published event each (32 tables of 10, 300 guests, 280
// of them seated), 600,000 guests in all. The 100 owners who edit during the run sign up through the
// balancer as people would (Better Auth hashes their passwords and gives them real sessions); the other
// 1,900, their events, tables and guests are written straight into PostgreSQL with INSERT … SELECT over
// generate_series, which is how 600,000 rows go in within seconds.
import { agentFrom, loopbackAddress, request } from "./client.mjs";

export const EVENTS = 2000;
export const GUESTS_PER_EVENT = 300;
export const SEATED = 280;
export const TABLES_PER_EVENT = 32;
export const SEATS_PER_TABLE = 10;

const FIRST = [
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Amelia",
  "Oliver",
  "Sofia",
  "Jose",
  "Mia",
  "Lucas",
  "Zoe",
  "Elodie",
];
const LAST = ["Smith", "Garcia", "Muller", "Rossi", "Kim", "Nguyen", "Brown", "Dubois", "Silva", "Kowalski"];
const sqlArray = (words) => `array[${words.map((w) => `'${w}'`).join(",")}]`;
/** The name of guest `g` (0-based) of an event: unique within it. */
export const guestName = (g) =>
  `${FIRST[g % FIRST.length]} ${LAST[Math.floor(g / FIRST.length) % LAST.length]} ${g}`;

/** Signs up `count` owners through the balancer, each from its own loopback address; answers their
 * cookies and agents. */
export async function signUpOwners({ port, origin, count }) {
  const owners = [];
  const one = async (i) => {
    const agent = agentFrom(loopbackAddress(1, i), 4);
    const response = await request({
      agent,
      port,
      method: "POST",
      path: "/api/auth/sign-up/email",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({
        name: `Active Owner ${i + 1}`,
        email: `active${i + 1}@season.example`,
        password: "season-password-1",
      }),
      timeoutMs: 30_000,
    });
    if (response.status !== 200) throw new Error(`sign-up ${i + 1}: ${response.status} ${response.body}`);
    const cookie = response.headers["set-cookie"].map((c) => c.split(";")[0]).join("; ");
    const user = JSON.parse(response.body.toString("utf8")).user;
    owners[i] = { index: i + 1, cookie, agent, userId: user.id };
  };
  for (let i = 0; i < count; i += 8) {
    await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, k) => one(i + k)));
  }
  return owners;
}

/** Everything else, in SQL; answers the events in seeding order: [{ id, userId, n }]. */
export async function seedRest(pool, activeUserIds) {
  const client = await pool.connect();
  try {
    await client.query(`
      insert into "user" (id, name, email, email_verified)
      select 'season-owner-' || n, 'Owner ' || n, 'owner' || n || '@season.example', true
      from generate_series(${activeUserIds.length + 1}, ${EVENTS}) n`);
    const owners = [...activeUserIds];
    for (let n = activeUserIds.length + 1; n <= EVENTS; n += 1) owners.push(`season-owner-${n}`);
    const { rows: events } = await client.query(
      `insert into events (user_id, title, date, time, venue, address, description, guest_count, is_published,
         show_table_map, setup_completed)
       select owner, 'June wedding ' || n, date '2027-06-19', '16:00', 'Venue ' || n, n || ' Garden Lane',
         'Ceremony at four, dinner at six, dancing until late.', ${GUESTS_PER_EVENT}, true, true,
         '{details,guests,tables,seating}'::text[]
       from unnest($1::text[]) with ordinality as o(owner, n)
       returning id, user_id as "userId", title`,
      [owners],
    );
    events.sort((a, b) => Number(a.title.split(" ").at(-1)) - Number(b.title.split(" ").at(-1)));
    // Each owner is the first co-owner of their event's team, as creating it through the API makes them.
    await client.query(
      `insert into event_members (event_id, user_id, role) select id, user_id, 'co-owner' from events`,
    );
    await client.query(`
      insert into tables (event_id, number, name, capacity, position_x, position_y)
      select e.id, t, 'Table ' || t, ${SEATS_PER_TABLE}, 150 + ((t - 1) % 8) * 220, 150 + ((t - 1) / 8) * 220
      from events e, generate_series(1, ${TABLES_PER_EVENT}) t`);
    // Guest g sits at table (g mod 32) + 1, seat (g div 32) + 1: every table keeps a free seat or two.
    const batch = 200;
    for (let from = 0; from < events.length; from += batch) {
      const ids = events.slice(from, from + batch).map((e) => e.id);
      await client.query(
        `insert into guests (event_id, name, email, phone, status, table_id, seat_number, dietary_restrictions)
         select e.id,
           (${sqlArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${sqlArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] || ' ' || g,
           'guest' || g || '@season.example', '+1 555 0100',
           case when g % 5 = 0 then 'invited' else 'confirmed' end,
           t.id, case when g < ${SEATED} then g / ${TABLES_PER_EVENT} + 1 end,
           case when g % 7 = 0 then 'Vegetarian' end
         from unnest($1::uuid[]) as e(id)
         cross join generate_series(0, ${GUESTS_PER_EVENT - 1}) g
         left join tables t on t.event_id = e.id and t.number = g % ${TABLES_PER_EVENT} + 1 and g < ${SEATED}`,
        [ids],
      );
    }
    await client.query("analyze");
    return events;
  } finally {
    client.release();
  }
}
