import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { AppError } from "./errors";
import { makeRepresentation, type Representation, sendRepresentation } from "./representation";

/**
 * Public, rarely changing reads (site settings and plans, theme presets, published blog posts) kept in memory
 * as ready-to-send JSON with an ETag, so a read is a map lookup and a revalidation a 304.
 *
 * Freshness:
 * - A write on this instance calls `invalidate(resource)`: the next read loads from the database at once.
 *   The entry is marked stale, not dropped: data that did not change keeps its representation (and its
 *   compressed forms, made once).
 * - Other instances behind a load balancer on the same PostgreSQL hear of it through `onInvalidate` (deps.ts:
 *   PostgreSQL's NOTIFY) and call `invalidateHere`. While they cannot (the listening connection down), every
 *   entry is reloaded when older than `maxAgeMs` (one query per resource per interval, shared by every
 *   request waiting for it): a change made on one instance is served by all of them within that interval.
 * - The ETag is a hash of the JSON body, not a process-local counter: instances holding the same data send
 *   the same ETag, so a client revalidating against any of them gets a 304 exactly when its copy is current.
 *
 * Clients get `Cache-Control: public, no-cache`: they keep the body but ask every time, and the answer is
 * usually a bodiless 304. A longer max-age would let a browser show an admin's change late, even to the admin.
 *
 * How a route uses it (the blog and admin routes follow the same pattern):
 *
 *   // a public read: the loader runs only on a miss; it must return the same JSON for the same data
 *   // (order rows explicitly), since the ETag is a hash of it
 *   .get("/site", (c) => deps.publicCache.respond(c, "site", () => getPublicSite(ctx)))
 *   .get("/posts/:slug", (c) => deps.publicCache.respond(c, `blog-posts:${slug}`, () => getPost(db, slug)))
 *
 *   // every write that changes what a public read shows, after its transaction commits:
 *   await saveSiteSettings(ctx, input);
 *   deps.publicCache.invalidate("site");        // "site" and any "site:…" entry
 *   deps.publicCache.invalidate("blog-posts");  // the list and every post ("blog-posts:…")
 *
 * A loader that throws an AppError ("not found", say) caches nothing, so unknown slugs cannot fill memory.
 * Any other failure (the database down or restarting) serves the last data the entry had, if any.
 */
export interface PublicCache {
  /** The resource's JSON representation, loaded on a miss or when stale. `compress: false` for a resource
   * that is only read by the server (never sent): its gzip and brotli forms would be work for nothing. */
  get(
    resource: string,
    load: () => Promise<unknown>,
    options?: { compress?: boolean },
  ): Promise<Representation>;
  /** Answers a GET with the resource: 304 when the client's ETag is current, else the JSON. Typed as the
   * loader's JSON, as `c.json` would be, for the web's typed client. */
  respond<T>(c: Context, resource: string, load: () => Promise<T>): Promise<JsonResponse<T>>;
  /** Makes `resource` and every `resource:…` entry stale; the next read loads fresh data. Other instances
   * are told (`onInvalidate`). */
  invalidate(resource: string): void;
  /** The same, for a write another instance made (it told this one): nobody else is told. `undefined`:
   * every entry (messages may have been lost). */
  invalidateHere(resource?: string): void;
}

type JsonResponse<T> = Response & TypedResponse<JSONParsed<T>, 200, "json">;

interface Entry {
  representation?: Representation;
  /** When its data was read; undefined once invalidated. */
  loadedAt?: number;
  /** Counts invalidations: a load started before the last one finishes, but does not make the entry fresh. */
  generation: number;
  pending?: Promise<Representation>;
}

export const PUBLIC_CACHE_CONTROL = "public, no-cache";
/** More entries than this (blog posts by slug) evict the oldest. */
const MAX_ENTRIES = 500;

export function createPublicCache(options: {
  /** How old an entry may be served without reading the database again; read at each use. */
  maxAgeMs: number | (() => number);
  now?: () => number;
  /** Called by `invalidate`, to tell the other instances. */
  onInvalidate?: (resource: string) => void;
}): PublicCache {
  const now = options.now ?? (() => performance.now());
  const { maxAgeMs } = options;
  const maxAge = typeof maxAgeMs === "number" ? () => maxAgeMs : maxAgeMs;
  const entries = new Map<string, Entry>();

  function load(resource: string, entry: Entry, loader: () => Promise<unknown>, compress: boolean) {
    const generation = entry.generation;
    const pending = loader().then(
      (data) => {
        // The data as it was: when it has not changed (a write that touched nothing public, another
        // instance's reload), the same representation comes back, compressed once.
        const representation = makeRepresentation(JSON.stringify(data), "application/json", {
          previous: entry.representation,
          compress,
        });
        // A load overtaken by an invalidation answers the reads that were waiting for it, nothing more.
        if (entry.generation !== generation) return representation;
        entry.representation = representation;
        entry.loadedAt = now();
        entry.pending = undefined;
        return representation;
      },
      (error: unknown) => {
        if (entry.pending === pending) entry.pending = undefined;
        // The database down or failing: the last known data is served meanwhile (the next read tries again).
        // An answer of the loader's own (not found: an event deleted or unpublished) is passed on, and the
        // entry forgotten.
        if (entry.representation && !(error instanceof AppError)) return entry.representation;
        if (entries.get(resource) === entry) entries.delete(resource);
        throw error;
      },
    );
    entry.pending = pending;
    return pending;
  }

  const cache: PublicCache = {
    get(resource, loader, getOptions) {
      let entry = entries.get(resource);
      if (!entry) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entry = { generation: 0 };
        entries.set(resource, entry);
      }
      if (entry.representation && entry.loadedAt !== undefined && now() - entry.loadedAt < maxAge()) {
        return Promise.resolve(entry.representation);
      }
      return entry.pending ?? load(resource, entry, loader, getOptions?.compress ?? true);
    },
    async respond<T>(c: Context, resource: string, loader: () => Promise<T>) {
      const representation = await cache.get(resource, loader);
      // The body is JSON.stringify of the loader's value: the type c.json would give it.
      return sendRepresentation(c, representation, {
        cacheControl: PUBLIC_CACHE_CONTROL,
      }) as JsonResponse<T>;
    },
    invalidate(resource) {
      cache.invalidateHere(resource);
      options.onInvalidate?.(resource);
    },
    invalidateHere(resource) {
      for (const [key, entry] of entries) {
        if (resource !== undefined && key !== resource && !key.startsWith(`${resource}:`)) continue;
        // Stale, not dropped: its representation stays to be compared with the next load. A load already
        // running (it may have read the data before the write) is not joined by later reads.
        entry.generation += 1;
        entry.loadedAt = undefined;
        entry.pending = undefined;
      }
    },
  };
  return cache;
}
