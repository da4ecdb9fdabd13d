import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { loadEnv } from "@/server/env";
import { createDiskStorage, createStorage, isStorageKey, resolveImageUrl, uploadKeys } from "./storage";

const env = (extra: Record<string, string> = {}) =>
  loadEnv({ DATA_DIR: os.tmpdir(), AUTH_SECRET: "x".repeat(32), ...extra });

describe("storage", () => {
  test("new keys are {folder}/{nonce}{signature}.{ext}: no user id, never the same twice", () => {
    const keys = uploadKeys("x".repeat(32));
    const key = keys.create("u-1", "covers", "png");
    expect(key).toMatch(/^covers\/[\w-]{44}\.png$/);
    expect(key).not.toContain("u-1");
    expect(keys.create("u-1", "covers", "png")).not.toBe(key);
    expect(isStorageKey(key)).toBe(true);
    expect(isStorageKey("u-1/covers/1700000000000.png")).toBe(true);
    for (const bad of [
      "../x/covers/1.png",
      "u/covers/../1.png",
      "u/covers/1.svg",
      "/u/covers/1.png",
      "u/covers/a.png",
      `covers/${"a".repeat(43)}.png`,
      `../${"a".repeat(44)}.png`,
      `covers/${"a".repeat(44)}.svg`,
    ]) {
      expect(isStorageKey(bad)).toBe(false);
    }
  });

  test("a key is owned by the user it was made for, under the same secret; a legacy key by its prefix", () => {
    const keys = uploadKeys("x".repeat(32));
    const key = keys.create("u-1", "covers", "png");
    expect(keys.isOwnedBy(key, "u-1")).toBe(true);
    expect(keys.isOwnedBy(key, "u-2")).toBe(false);
    expect(uploadKeys("y".repeat(32)).isOwnedBy(key, "u-1")).toBe(false);
    expect(keys.isOwnedBy(key.replace("covers/", "misc/"), "u-1")).toBe(false);
    const forged = `${key.slice(0, 7 + 22)}${"A".repeat(22)}.png`;
    expect(keys.isOwnedBy(forged, "u-1")).toBe(false);
    expect(keys.isOwnedBy("u-1/covers/1700000000000.png", "u-1")).toBe(true);
    expect(keys.isOwnedBy("u-1/covers/1700000000000.png", "u-2")).toBe(false);
  });

  test("disk storage writes under the root and answers /uploads/{key}", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "seatwise-storage-"));
    try {
      const storage = createDiskStorage(root, uploadKeys("x".repeat(32)));
      const url = await storage.put("u-1/misc/1.png", new Uint8Array([1, 2, 3]), "image/png");
      expect(url).toBe("/uploads/u-1/misc/1.png");
      expect([...(await readFile(path.join(root, "u-1/misc/1.png")))]).toEqual([1, 2, 3]);
      await expect(storage.put("../escape.png", new Uint8Array([1]), "image/png")).rejects.toThrow();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  test("S3 is chosen when S3_BUCKET is set, with its public address", () => {
    const s3 = { S3_BUCKET: "event-images", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" };
    expect(createStorage(env()).kind).toBe("disk");
    const aws = createStorage(env(s3));
    expect(aws.kind).toBe("s3");
    expect(aws.publicUrl("u/covers/1.png")).toBe(
      "https://event-images.s3.us-east-1.amazonaws.com/u/covers/1.png",
    );
    const minio = createStorage(env({ ...s3, S3_ENDPOINT: "http://minio:9000" }));
    expect(minio.publicUrl("u/covers/1.png")).toBe("http://minio:9000/event-images/u/covers/1.png");
    const cdn = createStorage(env({ ...s3, S3_PUBLIC_URL: "https://cdn.example.com/" }));
    expect(cdn.publicUrl("u/covers/1.png")).toBe("https://cdn.example.com/u/covers/1.png");
  });

  test("a stored http(s) address is used as is", () => {
    const storage = createStorage(env());
    expect(resolveImageUrl(storage, "https://img.example.com/a.jpg")).toBe("https://img.example.com/a.jpg");
    expect(resolveImageUrl(storage, "u/covers/1.png")).toBe("/uploads/u/covers/1.png");
    expect(resolveImageUrl(storage, null)).toBeNull();
  });
});
