// Live updates under a team's load (issue 22): 200 people on 50 events (an owner and three members each)
// with their live streams open on two app instances on one PostgreSQL (a throw-away cluster,
// lib/season/infra.mjs); owners write through the API, alternating instances. For every write, the time from
// its response to each of the event's four subscribers receiving its change (and from the request's start),
// and the memory of an open stream (the instances' RSS growth over the streams they hold).
// Then PostgreSQL is restarted under the open streams and writes go on: each must reach every subscriber
// within 5 s of PostgreSQL accepting connections again (the streams stay open; the log fills any gap).
// Goals: p99 from response to receipt under 1 s; every change reaches every subscriber; the restart's 5 s.
// Options: --writes=N (default 400, at --rate=N per second, default 20).
import http from "node:http";
import pg from "pg";
import { goal } from "./lib/goals.mjs";
import { openStream, requester, sessionCookie, twoInstances } from "./lib/instances.mjs";
import { makeWorkDir, removeDir } from "./lib/season/infra.mjs";
import { ms, percentile, requireBuild, rssMiB } from "./lib/server.mjs";

requireBuild("live");
const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const EVENTS = 50;
const PEOPLE_PER_EVENT = 4;
const WRITES = option("writes", 400);
const RATE = option("rate", 20);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const send = requester(agent);

const dir = makeWorkDir();
const instances = [];
let postgres;
try {
  const cluster = await twoInstances(dir);
  postgres = cluster.postgres;
  instances.push(...cluster.instances);
  const { databaseUrl, ports } = cluster;

  // 200 people sign up (each from an address of their own, for the sign-up rate limit); each fourth creates
  // an event and the three after join its team (written in SQL: invitations are the team's, not this one's).
  const started = performance.now();
  const people = [];
  const signUp = async (i) => {
    const ip = `10.22.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const response = await send(ports[i % 2], {
      method: "POST",
      path: "/api/auth/sign-up/email",
      ip,
      body: { name: `Person ${i + 1}`, email: `person${i + 1}@live.example`, password: "live-password-1" },
    });
    if (response.status !== 200) throw new Error(`sign-up ${i + 1}: ${response.status} ${response.body}`);
    const cookie = sessionCookie(response);
    people[i] = { ip, cookie, id: JSON.parse(response.body).user.id };
  };
  for (let i = 0; i < EVENTS * PEOPLE_PER_EVENT; i += 8)
    await Promise.all(Array.from({ length: 8 }, (_, k) => signUp(i + k)));
  const events = [];
  for (let e = 0; e < EVENTS; e += 1) {
    const owner = people[e * PEOPLE_PER_EVENT];
    const response = await send(ports[e % 2], {
      method: "POST",
      path: "/api/events",
      ip: owner.ip,
      cookie: owner.cookie,
      body: { title: `Live wedding ${e + 1}`, date: "2027-06-19" },
    });
    if (response.status !== 201) throw new Error(`event ${e + 1}: ${response.status} ${response.body}`);
    events.push({ id: JSON.parse(response.body).id, owner, members: [owner] });
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  for (const [e, event] of events.entries()) {
    for (let k = 1; k < PEOPLE_PER_EVENT; k += 1) {
      const member = people[e * PEOPLE_PER_EVENT + k];
      await pool.query("insert into event_members (event_id, user_id, role) values ($1, $2, 'planner')", [
        event.id,
        member.id,
      ]);
      event.members.push(member);
    }
  }
  await pool.end();
  console.log(
    `set-up: ${people.length} people, ${events.length} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // Memory before and after the 200 streams (half on each instance).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const rssBefore = instances.map((instance) => rssMiB(instance.pid()));
  const receipts = new Map(); // write id → receipt times
  const streams = [];
  let n = 0;
  await Promise.all(
    events.flatMap((event) =>
      event.members.map((person) => {
        const port = ports[n++ % 2];
        return openStream(port, event.id, person, (change, at) => {
          if (!change.clientId) return;
          const list = receipts.get(change.clientId) ?? [];
          list.push(at);
          receipts.set(change.clientId, list);
        }).then((req) => streams.push(req));
      }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssAfter = instances.map((instance) => rssMiB(instance.pid()));
  const perStreamKiB = ((rssAfter[0] - rssBefore[0] + (rssAfter[1] - rssBefore[1])) * 1024) / streams.length;
  console.log(
    `streams: ${streams.length} open (${streams.length / 2} per instance); RSS A ${rssBefore[0].toFixed(0)} → ${rssAfter[0].toFixed(0)} MiB, B ${rssBefore[1].toFixed(0)} → ${rssAfter[1].toFixed(0)} MiB`,
  );

  // The writes: a guest added to a random event by its owner, through either instance, RATE a second.
  const writes = [];
  const inFlight = [];
  const runStarted = performance.now();
  for (let w = 0; w < WRITES; w += 1) {
    const wait = runStarted + (w * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const event = events[Math.floor(Math.random() * events.length)];
    const id = `bench-write-${String(w).padStart(6, "0")}`;
    const sentAt = performance.now();
    inFlight.push(
      send(ports[w % 2], {
        method: "POST",
        path: `/api/events/${event.id}/guests`,
        ip: event.owner.ip,
        cookie: event.owner.cookie,
        headers: { "x-seatwise-client": id },
        body: { name: `Guest ${w}` },
      }).then((response) => {
        writes.push({ id, sentAt, answeredAt: performance.now(), status: response.status });
      }),
    );
  }
  await Promise.all(inFlight);
  // Every subscriber has had its chance: wait until all arrived or 5 s passed.
  const expected = writes.filter((write) => write.status === 201).length * PEOPLE_PER_EVENT;
  const deadline = performance.now() + 5000;
  const received = () => [...receipts.values()].reduce((sum, list) => sum + list.length, 0);
  while (received() < expected && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const seconds = (performance.now() - runStarted) / 1000;

  const fromResponse = [];
  const fromRequest = [];
  for (const write of writes) {
    for (const at of receipts.get(write.id) ?? []) {
      fromResponse.push(Math.max(0, at - write.answeredAt));
      fromRequest.push(at - write.sentAt);
    }
  }
  const failedWrites = writes.filter((write) => write.status !== 201).length;
  const writeMs = writes.map((write) => write.answeredAt - write.sentAt);
  console.log(
    `writes: ${writes.length} in ${seconds.toFixed(1)} s (${failedWrites} failed); write p50 ${ms(percentile(writeMs, 0.5))}, p99 ${ms(percentile(writeMs, 0.99))}`,
  );
  console.log(`deliveries: ${received()} of ${expected} (4 subscribers per write, on both instances)`);
  console.log(
    `write response → every subscriber: p50 ${ms(percentile(fromResponse, 0.5))}, p99 ${ms(percentile(fromResponse, 0.99))}, max ${ms(Math.max(...fromResponse))} (0 when the change arrived before the response: ${fromResponse.filter((v) => v === 0).length} of ${fromResponse.length})`,
  );
  console.log(
    `write request → every subscriber: p50 ${ms(percentile(fromRequest, 0.5))}, p99 ${ms(percentile(fromRequest, 0.99))}`,
  );
  console.log(
    `memory per open stream: ${perStreamKiB.toFixed(1)} KiB (RSS growth of both instances / streams)`,
  );
  goal("every write answered 201", failedWrites === 0);
  goal("every change reached every subscriber", received() === expected);
  goal("p99 from a write's response to every subscriber < 1 s", percentile(fromResponse, 0.99) < 1000);

  // The fault (issue 21 item 5): PostgreSQL restarted under the open streams. The instances' listening
  // connections drop and come back; what was committed meanwhile is read from the log. Writes go on (retried
  // until answered) from the moment PostgreSQL accepts connections again; each must reach every subscriber.
  const { downAt, upAt } = await postgres.restart();
  const after = [];
  for (let w = 0; w < 20; w += 1) {
    const event = events[w % events.length];
    const id = `bench-fault-${String(w).padStart(6, "0")}`;
    for (let tries = 0; tries < 50; tries += 1) {
      const response = await send(ports[w % 2], {
        method: "POST",
        path: `/api/events/${event.id}/guests`,
        ip: event.owner.ip,
        cookie: event.owner.cookie,
        headers: { "x-seatwise-client": id },
        body: { name: `After the restart ${w}` },
      }).catch(() => ({ status: 0 }));
      if (response.status === 201) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    after.push(id);
  }
  const faultDeadline = performance.now() + 10_000;
  const arrived = () => after.reduce((sum, id) => sum + (receipts.get(id)?.length ?? 0), 0);
  while (arrived() < after.length * PEOPLE_PER_EVENT && performance.now() < faultDeadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const lastReceipt = Math.max(...after.flatMap((id) => receipts.get(id) ?? [upAt]));
  console.log(
    `PostgreSQL restarted (down ${ms(upAt - downAt)}): ${arrived()} of ${after.length * PEOPLE_PER_EVENT} later changes delivered, the last ${ms(lastReceipt - upAt)} after it accepted connections again`,
  );
  goal(
    "after a PostgreSQL restart, every change reaches every subscriber within 5 s",
    arrived() === after.length * PEOPLE_PER_EVENT && lastReceipt - upAt < 5000,
  );
  for (const req of streams) req.destroy();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  postgres?.stop();
  agent.destroy();
  removeDir(dir);
}
