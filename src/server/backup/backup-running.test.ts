import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, inject, test } from "vitest";
import { openPglite } from "@/server/db/client";
import { crashCases } from "@/server/test/crash/crash-cases";
import { apiFor, CRASH_ENV, signUp } from "@/server/test/crash/crash-setup";
import { bundleServer, freePort, startProcess } from "@/server/test/crash/server-process";
import { changedTables, digestTables } from "@/server/test/db-digest";
import { runBackup, runRestore } from "./backup-command";
import { BACKUP_PATH } from "./backup-endpoint";

/**
 * The built server on a data directory of its own, written to by every crash case (src/server/test/crash/)
 * as fast as it answers, while `npm run backup` asks it for a backup. Restored, that backup holds every write
 * acknowledged before the backup was asked for, and nothing half-written (each case's own check). Once the
 * writes stop, a second backup restores to a database equal to the server's, table by table.
 */

const embedded = inject("testDatabase").kind === "pglite";

test.skipIf(!embedded)(
  "a backup taken from the running server while writes run restores to a consistent database",
  async () => {
    const bundle = await bundleServer();
    const work = await mkdtemp(path.join(os.tmpdir(), "seatwise-backup-"));
    const dataDir = path.join(work, "data");
    const cases = crashCases();
    const acks: unknown[][] = cases.map(() => []);
    let server: Awaited<ReturnType<typeof startProcess>> | undefined;
    try {
      server = await startProcess(
        bundle,
        { ...CRASH_ENV, DATA_DIR: dataDir, DATABASE_URL: "" },
        await freePort(),
      );
      const origin = server.origin;
      const cookie = await signUp(origin);
      const api = apiFor(origin, () => cookie);
      for (const crashCase of cases) await crashCase.setup?.(api);

      // Without the token, the backup path is any unknown path.
      for (const authorization of [undefined, "Bearer wrong"]) {
        const refused = await fetch(`${origin}${BACKUP_PATH}`, {
          method: "POST",
          headers: authorization ? { authorization } : {},
        });
        expect(refused.status).toBe(404);
      }

      let stopped = false;
      const writers = cases.map(async (crashCase, index) => {
        for (let n = 1; !stopped; n++) acks[index]!.push(await crashCase.write(api, n));
      });
      while (acks.some((list) => list.length === 0)) await new Promise((resolve) => setTimeout(resolve, 20));
      const acknowledgedBefore = acks.map((list) => list.length);
      const during = path.join(work, "during.tar");
      const result = await runBackup([during], { DATA_DIR: dataDir });
      expect(result.stderr).toBe("");
      expect(result.stdout).toContain("by the server running on");
      stopped = true;
      await Promise.all(writers);
      expect(
        acks.every((list, index) => list.length > acknowledgedBefore[index]!),
        "writes ran during the backup",
      ).toBe(true);

      const restoredDuring = path.join(work, "restored-during");
      expect((await runRestore([during], { DATA_DIR: restoredDuring })).code).toBe(0);
      const database = await openPglite(restoredDuring);
      try {
        for (const [index, crashCase] of cases.entries()) {
          await crashCase.check(database.db, acks[index]!.slice(0, acknowledgedBefore[index]));
        }
      } finally {
        await database.close();
      }

      const after = path.join(work, "after.tar");
      expect((await runBackup([after], { DATA_DIR: dataDir })).code).toBe(0);
      server.child.kill("SIGTERM");
      await server.exited;
      server = undefined;
      const restoredAfter = path.join(work, "restored-after");
      expect((await runRestore([after], { DATA_DIR: restoredAfter })).code).toBe(0);
      const digests = [];
      for (const dir of [dataDir, restoredAfter]) {
        const opened = await openPglite(dir);
        try {
          digests.push(await digestTables(opened.db));
        } finally {
          await opened.close();
        }
      }
      expect(Object.keys(digests[0]!).length).toBeGreaterThan(10);
      expect(changedTables(digests[0]!, digests[1]!)).toEqual([]);
    } finally {
      server?.child.kill("SIGKILL");
      await server?.exited;
      bundle.remove();
      await rm(work, { recursive: true, force: true });
    }
  },
  240_000,
);
