import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Logger } from "@/server/lib/logger";

/** How many daily backups DATA_DIR/backups keeps. */
export const KEPT_BACKUPS = 7;
const NAME = /^seatwise-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar$/;

export interface Clock {
  now(): number;
  /** Calls `run` after `ms`; returns the cancel. */
  after(ms: number, run: () => void): () => void;
}

const realClock: Clock = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** Milliseconds from `now` to the next `at` ("HH:MM", UTC). */
export function untilNext(at: string, now: number) {
  const [hours, minutes] = at.split(":").map(Number) as [number, number];
  const next = new Date(now);
  next.setUTCHours(hours, minutes, 0, 0);
  if (next.getTime() <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now;
}

export function backupName(time: number) {
  return `seatwise-${new Date(time)
    .toISOString()
    .replace(/:/g, "")
    .replace(/\.\d+Z$/, "Z")}.tar`;
}

/** Deletes the oldest backups beyond the last `keep` (only files this job names; anything else is left). */
export function pruneBackups(dir: string, keep = KEPT_BACKUPS) {
  const names = readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) rmSync(path.join(dir, name), { force: true });
  return old;
}

/**
 * One backup a day at `at` (UTC) into `dir`, keeping the last seven. A failed backup is logged and tried again
 * the next day. Returns the stop.
 */
export function startNightlyBackups(options: {
  at: string;
  dir: string;
  write: (file: string) => Promise<void>;
  log: Logger;
  clock?: Clock;
}): { stop(): void; running(): Promise<void> } {
  const { at, dir, write, log, clock = realClock } = options;
  let cancel: (() => void) | undefined;
  let stopped = false;
  let current = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    cancel = clock.after(untilNext(at, clock.now()), () => {
      current = runOnce();
    });
  };
  const runOnce = async () => {
    const started = clock.now();
    const file = path.join(dir, backupName(started));
    try {
      mkdirSync(dir, { recursive: true });
      await write(file);
      const removed = pruneBackups(dir);
      log.info("Nightly backup written", { file, ms: clock.now() - started, removed: removed.length });
    } catch (error) {
      log.error("Nightly backup failed", { file, error: String(error) });
    }
    schedule();
  };
  schedule();
  log.info("Nightly backups scheduled", { at: `${at} UTC`, dir, keep: KEPT_BACKUPS });
  return {
    stop() {
      stopped = true;
      cancel?.();
    },
    running: () => current,
  };
}
