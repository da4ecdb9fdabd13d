import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { CheckinList } from "@/shared/checkin";
import type { QueuedItem } from "./offline-queue";

/**
 * The check-in screen's storage on the phone (docs/decisions/030-offline-check-in-and-kiosk.md), in IndexedDB
 * through `idb`: the last list the server gave each account for each event (shown when offline), and the
 * queue of what was done and not yet sent. Everything is keyed by the account: another account signing in on
 * the same phone neither sees nor sends it.
 */
interface CheckinDb extends DBSchema {
  lists: { key: string; value: { userId: string; eventId: string; list: CheckinList; savedAt: string } };
  queue: { key: number; value: QueuedItem; indexes: { user: string } };
}

let opened: Promise<IDBPDatabase<CheckinDb>> | undefined;

function db() {
  opened ??= openDB<CheckinDb>("seatwise-checkin", 1, {
    upgrade(database) {
      database.createObjectStore("lists");
      database
        .createObjectStore("queue", { keyPath: "key", autoIncrement: true })
        .createIndex("user", "userId");
    },
    terminated() {
      opened = undefined;
    },
  });
  return opened;
}

const listKey = (userId: string, eventId: string) => `${userId} ${eventId}`;

export async function saveList(userId: string, eventId: string, list: CheckinList): Promise<void> {
  await (await db()).put(
    "lists",
    { userId, eventId, list, savedAt: new Date().toISOString() },
    listKey(userId, eventId),
  );
}

export async function loadList(userId: string, eventId: string) {
  return (await db()).get("lists", listKey(userId, eventId));
}

/** Adds to the queue; returns the item with its key. */
export async function enqueue(item: QueuedItem): Promise<QueuedItem> {
  const key = (await (await db()).add("queue", item)) as number;
  return { ...item, key };
}

/** The account's queue, in the order things were done. */
export async function queued(userId: string): Promise<QueuedItem[]> {
  return (await db()).getAllFromIndex("queue", "user", userId);
}

export async function dequeue(keys: number[]): Promise<void> {
  const tx = (await db()).transaction("queue", "readwrite");
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
}

export async function replace(item: QueuedItem): Promise<void> {
  await (await db()).put("queue", item);
}
