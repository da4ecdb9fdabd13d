// Two app instances on one throw-away PostgreSQL (lib/season/infra.mjs), and requests to them as browsers or
// phones make them: shared by the benchmarks of live updates and RSVP.
import http from "node:http";
import pg from "pg";
import { appInstance, startPostgres } from "./season/infra.mjs";
import { freePort } from "./server.mjs";

export const BENCH_ORIGIN = "http://seatwise.bench";

/** A PostgreSQL cluster in `dir` with a `seatwise` database, and two instances of the app (A and B) on it. */
export async function twoInstances(dir) {
  const postgres = await startPostgres(dir);
  const admin = new pg.Client({ connectionString: postgres.url() });
  await admin.connect();
  await admin.query("create database seatwise");
  await admin.end();
  const databaseUrl = postgres.url("seatwise");
  const instances = [];
  for (const name of ["A", "B"])
    instances.push(
      appInstance({ name, port: await freePort(), databaseUrl, origin: BENCH_ORIGIN, dataDir: dir }),
    );
  await Promise.all(instances.map((instance) => instance.start()));
  return { postgres, databaseUrl, instances, ports: instances.map((instance) => instance.port) };
}

/**
 * `send(port, request)`: one request to an instance from the client address `ip` (the instances trust
 * X-Forwarded-For), with the app's origin, a session cookie, a JSON body and more headers as given.
 */
export function requester(agent) {
  return (port, { method = "GET", path, cookie, ip, body, headers = {} }) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method,
          path,
          agent,
          headers: {
            origin: BENCH_ORIGIN,
            "x-forwarded-for": ip,
            ...(cookie ? { cookie } : {}),
            ...(body ? { "content-type": "application/json" } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on("error", reject);
      req.end(body ? JSON.stringify(body) : undefined);
    });
}

/** The session cookie a sign-up answered with, as a Cookie header. */
export const sessionCookie = (response) =>
  [response.headers["set-cookie"]]
    .flat()
    .map((c) => c.split(";")[0])
    .join("; ");

/** A live stream as a browser holds it; `onChange(data, receivedAt)` for each change. Resolves once ready. */
export function openStream(port, eventId, person, onChange) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: "127.0.0.1",
        port,
        path: `/api/events/${eventId}/live`,
        agent: false,
        headers: { accept: "text/event-stream", cookie: person.cookie, "x-forwarded-for": person.ip },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
        res.setEncoding("utf8");
        let buffer = "";
        res.on("data", (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf("\n\n");
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event === "ready") resolve(req);
            if (event === "change" && data) onChange(JSON.parse(data), at);
          }
        });
      },
    );
    req.on("error", reject);
  });
}
