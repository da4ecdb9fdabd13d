import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import type { Logger } from "@/server/lib/logger";
import { type Clock, KEPT_BACKUPS, startNightlyBackups, untilNext } from "./nightly-backups";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A clock whose timer fires when the test says so. */
function manualClock(start: number) {
  let now = start;
  let pending: { at: number; run: () => void } | undefined;
  const clock: Clock = {
    now: () => now,
    after(ms, run) {
      pending = { at: now + ms, run };
      return () => {
        pending = undefined;
      };
    },
  };
  return {
    clock,
    nextAt: () => pending?.at,
    fire() {
      const due = pending!;
      pending = undefined;
      now = due.at;
      due.run();
    },
  };
}

const lines: { message: string; fields?: Record<string, unknown> }[] = [];
const log: Logger = {
  debug: () => undefined,
  info: (message, fields) => lines.push({ message, fields }),
  warn: () => undefined,
  error: (message, fields) => lines.push({ message, fields }),
};

test("the next backup time is today's when still ahead, else tomorrow's (UTC)", () => {
  const at = Date.UTC(2026, 0, 10, 2, 30);
  expect(untilNext("03:00", at)).toBe(30 * 60_000);
  expect(untilNext("02:30", at)).toBe(24 * 3600_000);
  expect(untilNext("00:00", Date.UTC(2026, 0, 31, 23, 59))).toBe(60_000);
});

test("one backup a day into the directory, keeping the last seven; a failure is logged and retried the next day", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "seatwise-nightly-"));
  dirs.push(dir);
  writeFileSync(path.join(dir, "notes.txt"), "not a backup: kept");
  const manual = manualClock(Date.UTC(2026, 0, 1, 12, 0));
  let failNext = false;
  const job = startNightlyBackups({
    at: "03:00",
    dir,
    log,
    clock: manual.clock,
    async write(file) {
      if (failNext) throw new Error("disk full");
      writeFileSync(file, "backup");
    },
  });
  expect(new Date(manual.nextAt()!).toISOString()).toBe("2026-01-02T03:00:00.000Z");
  for (let day = 0; day < 10; day++) {
    failNext = day === 4;
    manual.fire();
    await job.running();
  }
  job.stop();
  expect(manual.nextAt()).toBeUndefined();
  const names = readdirSync(dir).sort();
  expect(names).toHaveLength(KEPT_BACKUPS + 1);
  expect(names[0]).toBe("notes.txt");
  // Jan 2–11 ran; Jan 6 failed; the oldest two of the nine written were deleted.
  expect(names.slice(1)).toEqual(
    [4, 5, 7, 8, 9, 10, 11].map((day) => `seatwise-2026-01-${String(day).padStart(2, "0")}T030000Z.tar`),
  );
  expect(lines.filter((line) => line.message === "Nightly backup failed")).toHaveLength(1);
  expect(lines.filter((line) => line.message === "Nightly backup written")).toHaveLength(9);
});
