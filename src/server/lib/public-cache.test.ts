import { describe, expect, test } from "vitest";
import { AppError } from "./errors";
import { createPublicCache } from "./public-cache";

/** A loader over a value the test changes, counting how often the "database" is read. */
function source(initial: unknown) {
  const state = { value: initial, reads: 0 };
  return {
    state,
    load: async () => {
      state.reads += 1;
      return state.value;
    },
  };
}

function clock() {
  const time = { now: 0 };
  return { time, now: () => time.now };
}

const body = (representation: { identity: Uint8Array }) => Buffer.from(representation.identity).toString();

describe("createPublicCache", () => {
  test("loads once while fresh, and shares one load among concurrent readers", async () => {
    const { time, now } = clock();
    const cache = createPublicCache({ maxAgeMs: 1000, now });
    const data = source({ a: 1 });
    const [first, second] = await Promise.all([cache.get("site", data.load), cache.get("site", data.load)]);
    expect(first).toBe(second);
    time.now = 999;
    await cache.get("site", data.load);
    expect(data.state.reads).toBe(1);
  });

  test("invalidate makes the next read load the new data at once", async () => {
    const cache = createPublicCache({ maxAgeMs: 60_000, now: clock().now });
    const data = source({ a: 1 });
    const before = await cache.get("site", data.load);
    data.state.value = { a: 2 };
    expect(body(await cache.get("site", data.load))).toBe('{"a":1}');
    cache.invalidate("site");
    const after = await cache.get("site", data.load);
    expect(body(after)).toBe('{"a":2}');
    expect(after.etag).not.toBe(before.etag);
  });

  test("a change made elsewhere (another instance) is seen once the entry is older than maxAgeMs", async () => {
    const { time, now } = clock();
    const cache = createPublicCache({ maxAgeMs: 1000, now });
    const data = source({ a: 1 });
    await cache.get("site", data.load);
    data.state.value = { a: 2 };
    time.now = 1000;
    expect(body(await cache.get("site", data.load))).toBe('{"a":2}');
  });

  test("the ETag depends only on the data: equal data, equal ETag, even from another cache", async () => {
    const one = await createPublicCache({ maxAgeMs: 1000 }).get("site", async () => ({ a: 1 }));
    const two = await createPublicCache({ maxAgeMs: 1000 }).get("site", async () => ({ a: 1 }));
    const other = await createPublicCache({ maxAgeMs: 1000 }).get("site", async () => ({ a: 2 }));
    expect(one.etag).toBe(two.etag);
    expect(other.etag).not.toBe(one.etag);
  });

  test("a read after invalidate does not join a load that started before it", async () => {
    const cache = createPublicCache({ maxAgeMs: 60_000, now: clock().now });
    let release: (value: unknown) => void = () => {};
    const stale = cache.get("site", () => new Promise((resolve) => (release = resolve)));
    cache.invalidate("site");
    const fresh = cache.get("site", async () => ({ a: "new" }));
    release({ a: "old" });
    expect(body(await stale)).toBe('{"a":"old"}');
    expect(body(await fresh)).toBe('{"a":"new"}');
    expect(body(await cache.get("site", async () => ({ a: "never read" })))).toBe('{"a":"new"}');
  });

  test("invalidating a resource makes its keyed entries stale too, and nothing else", async () => {
    const cache = createPublicCache({ maxAgeMs: 60_000, now: clock().now });
    const post = source({ slug: "a" });
    const themes = source([]);
    await cache.get("blog-posts:a", post.load);
    await cache.get("themes", themes.load);
    cache.invalidate("blog-posts");
    await cache.get("blog-posts:a", post.load);
    await cache.get("themes", themes.load);
    expect(post.state.reads).toBe(2);
    expect(themes.state.reads).toBe(1);
  });

  test("a loader that fails caches nothing", async () => {
    const cache = createPublicCache({ maxAgeMs: 60_000, now: clock().now });
    await expect(
      cache.get("blog-posts:missing", () => Promise.reject(new Error("not found"))),
    ).rejects.toThrow("not found");
    const data = source({ ok: true });
    expect(body(await cache.get("blog-posts:missing", data.load))).toBe('{"ok":true}');
  });

  test("data a write did not change keeps its representation, compressed once", async () => {
    const cache = createPublicCache({ maxAgeMs: 60_000, now: clock().now });
    const data = source({ guests: "x".repeat(4000) });
    const before = await cache.get("public-event:a", data.load);
    expect(before.gzip).toBeDefined();
    cache.invalidate("public-event:a");
    const after = await cache.get("public-event:a", data.load);
    expect(data.state.reads).toBe(2);
    expect(after).toBe(before);
  });

  test("a resource only the server reads is not compressed", async () => {
    const cache = createPublicCache({ maxAgeMs: 60_000, now: clock().now });
    const kept = await cache.get("public-event:a", async () => ({ guests: "x".repeat(4000) }), {
      compress: false,
    });
    expect(kept.gzip).toBeUndefined();
    expect(kept.br).toBeUndefined();
  });

  test("the database failing serves the last data; the loader's own refusal forgets the entry", async () => {
    const { time, now } = clock();
    const cache = createPublicCache({ maxAgeMs: 1000, now });
    const first = await cache.get("public-event:a", async () => ({ seat: 1 }));
    time.now = 5000;
    const down = () => Promise.reject(new Error("connection terminated"));
    expect(await cache.get("public-event:a", down)).toBe(first);
    cache.invalidate("public-event:a");
    expect(await cache.get("public-event:a", down)).toBe(first);
    await expect(
      cache.get("public-event:a", () => Promise.reject(new AppError("not_found", "Event not found"))),
    ).rejects.toThrow("Event not found");
    const data = source({ seat: 2 });
    expect(body(await cache.get("public-event:a", data.load))).toBe('{"seat":2}');
  });
});
