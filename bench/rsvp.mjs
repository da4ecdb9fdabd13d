// RSVP on a busy day (issue 24): 300 households answer from their phones within the same minutes, on two app
// instances on one PostgreSQL (a throw-away cluster, lib/season/infra.mjs). Each phone opens its invitation
// (GET) and sends its answer (PUT) to either instance, at random moments over --seconds (default 60, the
// "same 10 minutes" compressed), some of them at once. Then the database is read: every answer is there,
// whole. Goals: p99 of the answer under 200 ms; 0 answers lost.
// Options: --households=N (default 300), --seconds=N (default 60).
import http from "node:http";
import pg from "pg";
import { goal } from "./lib/goals.mjs";
import { requester, sessionCookie, twoInstances } from "./lib/instances.mjs";
import { makeWorkDir, removeDir } from "./lib/season/infra.mjs";
import { median, ms, percentile, requireBuild } from "./lib/server.mjs";

requireBuild("rsvp");
const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const HOUSEHOLDS = option("households", 300);
const SECONDS = option("seconds", 60);
// A phone opens its own connection: no kept-alive socket (an idle one the server closed would reset).
const agent = new http.Agent({ keepAlive: false, maxSockets: 64 });
const send = requester(agent);

const dir = makeWorkDir();
const instances = [];
let postgres;
try {
  const cluster = await twoInstances(dir);
  postgres = cluster.postgres;
  instances.push(...cluster.instances);
  const { databaseUrl, ports } = cluster;

  // The owner, the event, 300 households of 1 to 4 guests (written in SQL: the import is not what is
  // measured), a menu, RSVP on, published.
  const ownerIp = "10.23.0.1";
  const signUp = await send(ports[0], {
    method: "POST",
    path: "/api/auth/sign-up/email",
    ip: ownerIp,
    body: { name: "Owner", email: "owner@rsvp.example", password: "rsvp-password-1" },
  });
  const cookie = sessionCookie(signUp);
  const created = await send(ports[0], {
    method: "POST",
    path: "/api/events",
    ip: ownerIp,
    cookie,
    body: { title: "The big wedding", date: "2027-06-19" },
  });
  const eventId = JSON.parse(created.body).id;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  await pool.query(
    `with h as (
       insert into households (event_id, name, plus_ones)
       select $1, 'Household ' || n, n % 2 from generate_series(1, $2) n returning id, name)
     insert into guests (event_id, name, household_id)
     select $1, h.name || ' member ' || m, h.id from h, generate_series(1, 1 + (hashtext(h.name) & 3)) m`,
    [eventId, HOUSEHOLDS],
  );
  const owner = (method, path, body) => send(ports[0], { method, path, ip: ownerIp, cookie, body });
  await owner("PATCH", `/api/events/${eventId}`, { isPublished: true });
  const settings = await owner("PUT", `/api/events/${eventId}/rsvp`, {
    enabled: true,
    timeZone: "Europe/Madrid",
    menu: [{ name: "Fish" }, { name: "Vegetarian" }],
  });
  const menu = JSON.parse(settings.body).menu;
  const links = JSON.parse((await owner("GET", `/api/events/${eventId}/rsvp/links`)).body).links;
  console.log(`set-up: ${links.length} invitations`);

  // Each phone: open the invitation, then answer (members alternately attending, a plus-one when allowed).
  const answers = [];
  const expected = new Map(); // guest id → status
  let plusOnes = 0;
  const answer = async (link, index) => {
    const port = ports[index % 2];
    const ip = `10.24.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const path = `/api/public/events/${eventId}/rsvp/${link.code}`;
    const opened = await send(port, { path, ip });
    if (opened.status !== 200) throw new Error(`open ${index}: ${opened.status} ${opened.body}`);
    const invitation = JSON.parse(opened.body);
    const members = invitation.members.map((member, k) => {
      const attending = (index + k) % 3 !== 0;
      expected.set(member.guestId, attending ? "confirmed" : "declined");
      return { guestId: member.guestId, attending, meal: attending ? menu[k % menu.length].id : null };
    });
    const extra = invitation.plusOnesAllowed > 0 ? [{ name: `Guest of ${link.name}`, meal: menu[0].id }] : [];
    plusOnes += extra.length;
    const started = performance.now();
    const sent = await send(port, {
      method: "PUT",
      path,
      ip,
      body: { members, plusOnes: extra },
    });
    answers.push({ ms: performance.now() - started, status: sent.status });
  };
  const start = performance.now();
  await Promise.all(
    links.map(async (link, index) => {
      // Random moments over the window; every tenth phone with another, at the same moment.
      const at =
        index % 10 === 9 ? ((index - 1) / links.length) * SECONDS * 1000 : Math.random() * SECONDS * 1000;
      await new Promise((resolve) => setTimeout(resolve, at));
      await answer(link, index);
    }),
  );
  const wall = performance.now() - start;
  const times = answers.map((a) => a.ms);
  const failed = answers.filter((a) => a.status !== 200).length;

  const stored = await pool.query(
    "select id, status, plus_one, rsvp_at is not null as answered from guests where event_id = $1",
    [eventId],
  );
  await pool.end();
  const byId = new Map(stored.rows.map((row) => [row.id, row]));
  const lost = [...expected].filter(
    ([id, status]) => byId.get(id)?.status !== status || !byId.get(id)?.answered,
  );
  const storedPlusOnes = stored.rows.filter((row) => row.plus_one).length;
  console.log(
    `${answers.length} answers over ${(wall / 1000).toFixed(0)} s on two instances: median ${ms(median(times))}, ` +
      `p95 ${ms(percentile(times, 0.95))}, p99 ${ms(percentile(times, 0.99))}, max ${ms(Math.max(...times))}; ` +
      `${failed} refused; ${expected.size} guests answered for, ${lost.length} lost; ${storedPlusOnes} of ${plusOnes} plus-ones stored`,
  );
  goal(`p99 of an answer under 200 ms (${ms(percentile(times, 0.99))})`, percentile(times, 0.99) < 200);
  goal(
    "no answer lost (every answer refused none, stored whole)",
    failed === 0 && lost.length === 0 && storedPlusOnes === plusOnes,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  postgres?.stop();
  agent.destroy();
  removeDir(dir);
}
