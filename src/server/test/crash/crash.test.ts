import { expect, inject, test } from "vitest";
import { openDatabase } from "@/server/db/client";
import { crashCases } from "./crash-cases";
import { apiFor, CRASH_ENV, freshStore, random, signUp } from "./crash-setup";
import { bundleServer, freePort, startProcess } from "./server-process";

/**
 * Crash safety of writes (docs/decisions/006-hardening.md): the built server runs as a child process on this project's database
 * (a data directory of its own on PGlite, a fresh database on PostgreSQL); while every case writes as fast as
 * the server answers, it is killed with SIGKILL at a random moment, restarted on the same data (it must open,
 * migrate and answer), killed again the same way; then the test opens the database itself and each case
 * checks it. CRASH_SEED picks other moments.
 */

const SEED = Number(process.env.CRASH_SEED ?? 7);
const KILLS = 2;

test("a server killed in the middle of writes loses no acknowledged write and leaves nothing half-written", async () => {
  const started = performance.now();
  const bundle = await bundleServer();
  const store = await freshStore();
  const env = { ...CRASH_ENV, DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl };
  const cases = crashCases();
  const acks: unknown[][] = cases.map(() => []);
  const next = cases.map(() => 1);
  const moments: number[] = [];
  const inFlightAtKill: number[] = [];
  let inFlight = 0;
  const nextRandom = random(SEED);
  let cookie = "";
  try {
    const port = await freePort();
    for (let round = 0; round < KILLS; round++) {
      const server = await startProcess(bundle, env, port);
      const api = apiFor(server.origin, () => cookie);
      if (round === 0) {
        cookie = await signUp(server.origin);
        for (const crashCase of cases) await crashCase.setup?.(api);
      }
      let stopped = false;
      let firstAcks = 0;
      let everyCaseWrote: () => void = () => {};
      const wrote = new Promise<void>((resolve) => {
        everyCaseWrote = resolve;
      });
      const writers = cases.map(async (crashCase, index) => {
        let first = true;
        while (!stopped) {
          inFlight++;
          try {
            // An answer that arrives complete is acknowledged, even if the kill was already decided.
            acks[index]!.push(await crashCase.write(api, next[index]!++));
          } catch (error) {
            if (stopped) return;
            throw new Error(`${crashCase.name} failed before the kill: ${String(error)}\n${server.output()}`);
          } finally {
            inFlight--;
          }
          if (first && ++firstAcks === cases.length) everyCaseWrote();
          first = false;
        }
      });
      await Promise.race([wrote, Promise.all(writers)]);
      // The random moment: somewhere in the stream of writes, usually with several of them in flight.
      const moment = Math.round(200 + nextRandom() * 1000);
      moments.push(moment);
      await new Promise((resolve) => setTimeout(resolve, moment));
      stopped = true;
      inFlightAtKill.push(inFlight);
      server.child.kill("SIGKILL");
      await server.exited;
      await Promise.all(writers);
    }

    // The second start proved the server reopens killed data; now the database opens as it was left.
    const database = await openDatabase({
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl || undefined,
    });
    try {
      for (const [index, crashCase] of cases.entries()) await crashCase.check(database.db, acks[index]!);
    } finally {
      await database.close();
    }
    const counts = cases.map((crashCase, index) => `${acks[index]!.length} ${crashCase.name}`).join(", ");
    console.info(
      `crash (${inject("testDatabase").kind}, seed ${SEED}): killed after ${moments.join(" and ")} ms of writes ` +
        `with ${inFlightAtKill.join(" and ")} in flight; ` +
        `${counts} acknowledged and found; ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(acks.every((list) => list.length > 0)).toBe(true);
  } finally {
    bundle.remove();
    await store.drop();
  }
}, 300_000);
