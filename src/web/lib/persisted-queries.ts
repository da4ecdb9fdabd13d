import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * A returning owner's dashboard from the browser's storage while its data is asked for again
 * (docs/decisions/022-light-entry.md). Kept: the event summaries the dashboard's first screen shows (the
 * current event with its totals, the list of events), with the id of the owner they
 * belong to. They are given back only once GET /api/me has named that same owner; another owner, or nobody,
 * and they are deleted unseen. Signing out or in (useResetSession) asks /api/me again, so it clears them too.
 */
const STORAGE_KEY = "seatwise.queries";
const VERSION = 1;
/** Older than this, the saved data is not shown: the owner waits for fresh data as on a first visit. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const WRITE_DELAY_MS = 1000;

interface Saved {
  version: typeof VERSION;
  userId: string;
  queries: { key: QueryKey; data: unknown; updatedAt: number }[];
}

/** Only the summaries (current-event.ts): ["events", "current", id] and ["events", "list"]. Not the floor plan,
 * the board, the theme or the print options, which share the "events" prefix: forms are filled from them. */
const persisted = (key: QueryKey) => key[0] === "events" && (key[1] === "current" || key[1] === "list");

function read(): Saved | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Saved | null;
    return saved?.version === VERSION && Array.isArray(saved.queries) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** Called with who /api/me says is signed in: gives that owner's saved queries back (as stale, so they are
 * fetched again at once), and deletes anyone else's. */
export function restoreQueries(client: QueryClient, userId: string | null) {
  const saved = read();
  if (!saved) return;
  if (!userId || saved.userId !== userId) {
    localStorage.removeItem(STORAGE_KEY);
    return;
  }
  for (const { key, data, updatedAt } of saved.queries) {
    if (Date.now() - updatedAt > MAX_AGE_MS || client.getQueryData(key) !== undefined) continue;
    client.setQueryData(key, data, { updatedAt });
    // Shown at once, asked for again on first use.
    void client.invalidateQueries({ queryKey: key, exact: true, refetchType: "none" });
  }
}

/** The id of the event named by the saved copy of a current-event query (`key`), whoever saved it: a guess
 * that lets a screen start its large read before /api/me has answered. What is read with it is shown only once
 * the fresh answers name the same event, and the server checks that read's permission as it does any. */
export function savedEventId(key: QueryKey): string | undefined {
  const entry = read()?.queries.find((query) => JSON.stringify(query.key) === JSON.stringify(key));
  if (!entry || Date.now() - entry.updatedAt > MAX_AGE_MS) return undefined;
  const id = (entry.data as { event?: { id?: unknown } } | null)?.event?.id;
  return typeof id === "string" ? id : undefined;
}

/** Whether data of this `updatedAt` was given back from storage rather than fetched since the page loaded: a
 * screen that edits it waits for the fresh copy, so no form starts from old values. */
export const savedOnEarlierVisit = (updatedAt: number) => updatedAt > 0 && updatedAt < performance.timeOrigin;

/** Saves the persisted queries (a second after they change) for the owner `ownerId()` names. */
export function persistQueries(client: QueryClient, ownerId: () => string | null) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const userId = ownerId();
    if (!userId) return;
    const queries = client
      .getQueryCache()
      .findAll({ predicate: (query) => persisted(query.queryKey) && query.state.status === "success" })
      .map((query) => ({
        key: query.queryKey,
        data: query.state.data,
        updatedAt: query.state.dataUpdatedAt,
      }));
    try {
      localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ version: VERSION, userId, queries } satisfies Saved),
      );
    } catch {
      // Storage full or refused (private mode): the dashboard loads as on a first visit.
    }
  };
  // Leaving the page (a reload, another address) saves what the delay has not yet.
  const flush = () => {
    if (!timer) return;
    clearTimeout(timer);
    write();
  };
  window.addEventListener("pagehide", flush);
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || !persisted(event.query.queryKey) || timer) return;
    timer = setTimeout(write, WRITE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    window.removeEventListener("pagehide", flush);
  };
}
