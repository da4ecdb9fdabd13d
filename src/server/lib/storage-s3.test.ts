import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startS3Double } from "@/server/test/s3-double";
import { createS3Storage, type Storage, uploadKeys } from "./storage";

let bucket: Awaited<ReturnType<typeof startS3Double>>;
let storage: Storage;
beforeAll(async () => {
  bucket = await startS3Double();
  storage = createS3Storage({ ...bucket.env, S3_PUBLIC_URL: undefined }, uploadKeys("x".repeat(32)));
});
afterAll(() => bucket?.close());

describe("S3 storage", () => {
  test("puts, reads back, lists across pages, removes; a missing key reads as null", async () => {
    const keys = [1, 2, 3].map(() => storage.keys.create("u-1", "covers", "png"));
    for (const [index, key] of keys.entries()) await storage.put(key, new Uint8Array([index]), "image/png");
    expect(await storage.get(keys[1]!)).toEqual(new Uint8Array([1]));
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed.sort()).toEqual([...keys].sort());
    await storage.remove(keys[0]!);
    expect(await storage.get(keys[0]!)).toBeNull();
    expect(bucket.objects.size).toBe(2);
    await expect(storage.get("../escape.png")).rejects.toThrow();
  });
});
