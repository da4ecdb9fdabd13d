import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { makeRepresentation, type Representation, sendRepresentation } from "./representation";

/**
 * Public, rarely changing reads (site settings and plans, theme presets, published blog posts) kept in memory
 * as ready-to-send JSON with an ETag, so a read is a map lookup and a revalidation a 304.
 *
 * Freshness:
 * - A write on this instance calls `invalidate(resource)`: the next read loads from the database at once.
 * - Other instances behind a load balancer on the same PostgreSQL cannot hear that call, so every entry is
 *   also reloaded when older than `maxAgeMs` (one query per resource per interval, shared by every request
 *   waiting for it). A change made on one instance is served by all of them within that interval.
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
 * A loader that throws (an AppError "not found", say) caches nothing, so unknown slugs cannot fill memory.
 */
export interface PublicCache {
  /** The resource's JSON representation, loaded on a miss or when stale. */
  get(resource: string, load: () => Promise<unknown>): Promise<Representation>;
  /** Answers a GET with the resource: 304 when the client's ETag is current, else the JSON. Typed as the
   * loader's JSON, as `c.json` would be, for the web's typed client. */
  respond<T>(c: Context, resource: string, load: () => Promise<T>): Promise<JsonResponse<T>>;
  /** Drops `resource` and every `resource:…` entry; the next read loads fresh data. */
  invalidate(resource: string): void;
}

type JsonResponse<T> = Response & TypedResponse<JSONParsed<T>, 200, "json">;

interface Entry {
  representation?: Representation;
  loadedAt: number;
  pending?: Promise<Representation>;
}

export const PUBLIC_CACHE_CONTROL = "public, no-cache";
/** More entries than this (blog posts by slug) evict the oldest. */
const MAX_ENTRIES = 500;

export function createPublicCache(options: { maxAgeMs: number; now?: () => number }): PublicCache {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();

  function load(resource: string, entry: Entry, loader: () => Promise<unknown>) {
    // invalidate() removes the entry from the map, so a load that was running then finishes into a detached
    // entry: the requests already waiting for it get its answer, and later ones start a load of their own.
    const pending = loader().then(
      (data) => {
        entry.representation = makeRepresentation(JSON.stringify(data), "application/json", {
          previous: entry.representation,
        });
        entry.loadedAt = now();
        entry.pending = undefined;
        return entry.representation;
      },
      (error: unknown) => {
        entry.pending = undefined;
        if (!entry.representation && entries.get(resource) === entry) entries.delete(resource);
        throw error;
      },
    );
    entry.pending = pending;
    return pending;
  }

  const cache: PublicCache = {
    get(resource, loader) {
      let entry = entries.get(resource);
      if (!entry) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entry = { loadedAt: 0 };
        entries.set(resource, entry);
      }
      if (entry.representation && now() - entry.loadedAt < options.maxAgeMs) {
        return Promise.resolve(entry.representation);
      }
      return entry.pending ?? load(resource, entry, loader);
    },
    async respond<T>(c: Context, resource: string, loader: () => Promise<T>) {
      const representation = await cache.get(resource, loader);
      // The body is JSON.stringify of the loader's value: the type c.json would give it.
      return sendRepresentation(c, representation, {
        cacheControl: PUBLIC_CACHE_CONTROL,
      }) as JsonResponse<T>;
    },
    invalidate(resource) {
      for (const key of [...entries.keys()]) {
        if (key === resource || key.startsWith(`${resource}:`)) entries.delete(key);
      }
    },
  };
  return cache;
}
