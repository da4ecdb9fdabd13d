import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Env } from "@/server/env";
import { UPLOAD_CACHE_SECONDS } from "@/shared/constants";
import { UPLOAD_FOLDERS, type UploadFolder, uploadKeyPattern } from "@/shared/upload";

/** Where uploaded images live: local disk (embedded default) or an S3-compatible bucket. */
export interface Storage {
  kind: "disk" | "s3";
  /** Stores the bytes under `key` (overwriting) and answers the address a browser loads them from. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  publicUrl(key: string): string;
  /** The stored bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes what is stored under `key` (nothing there is not an error). */
  remove(key: string): Promise<void>;
  /** Every stored key (an account's deletion looks for the uploads it signed: docs/decisions/027-take-your-data.md). */
  list(): AsyncIterable<string>;
  keys: UploadKeys;
}

export const UPLOADS_URL_PREFIX = "/uploads";

const ANY_KEY = uploadKeyPattern(UPLOAD_FOLDERS);

/** Nothing that could climb out of the uploads root. */
export function isStorageKey(key: string): boolean {
  return ANY_KEY.test(key);
}

/**
 * Upload keys carry no user id and cannot be guessed, yet say who uploaded them: the file name is a random
 * nonce followed by an HMAC of (user id, folder, nonce) under a key derived from AUTH_SECRET, so the server
 * can check that a cover an owner saves is one of their own uploads without a table of uploads
 * (docs/decisions/018-upload-keys.md).
 */
export interface UploadKeys {
  create(userId: string, folder: UploadFolder, ext: string): string;
  /** Whether the key is one of this user's uploads (a legacy key by its user-id prefix). */
  isOwnedBy(key: string, userId: string): boolean;
}

export function uploadKeys(secret: string): UploadKeys {
  const signingKey = createHmac("sha256", secret).update("seatwise upload keys").digest();
  const sign = (userId: string, folder: string, nonce: string) =>
    createHmac("sha256", signingKey).update(`${userId}/${folder}/${nonce}`).digest().subarray(0, 16);
  return {
    create(userId, folder, ext) {
      const nonce = randomBytes(16).toString("base64url");
      return `${folder}/${nonce}${sign(userId, folder, nonce).toString("base64url")}.${ext}`;
    },
    isOwnedBy(key, userId) {
      if (!isStorageKey(key)) return false;
      const parts = key.split("/");
      // The earlier form, {userId}/{folder}/{timestamp}.{ext}, says its owner.
      if (parts.length === 3) return parts[0] === userId;
      const [folder, file] = parts as [string, string];
      const nonce = file.slice(0, 22);
      const mac = Buffer.from(file.slice(22, 44), "base64url");
      const expected = sign(userId, folder, nonce);
      return mac.length === expected.length && timingSafeEqual(mac, expected);
    },
  };
}

export function uploadsRoot(env: Pick<Env, "DATA_DIR">): string {
  return path.join(env.DATA_DIR, "uploads");
}

/** A stored value is either a storage key or already an absolute http(s) address (a pasted cover URL). */
export function resolveImageUrl(storage: Storage, value: string | null): string | null {
  if (!value) return null;
  return /^https?:\/\//i.test(value) ? value : storage.publicUrl(value);
}

function assertKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`Refusing to store under an unexpected key: ${key}`);
}

export function createDiskStorage(root: string, keys: UploadKeys): Storage {
  const publicUrl = (key: string) => `${UPLOADS_URL_PREFIX}/${key}`;
  return {
    kind: "disk",
    keys,
    publicUrl,
    async put(key, bytes) {
      assertKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return publicUrl(key);
    },
    async get(key) {
      assertKey(key);
      try {
        return new Uint8Array(await readFile(path.join(root, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      assertKey(key);
      await rm(path.join(root, key), { force: true });
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        if (isStorageKey(key)) yield key;
      }
    },
  };
}

type S3Env = Pick<
  Env,
  "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PUBLIC_URL"
> & { S3_BUCKET: string };

export function createS3Storage(env: S3Env, keys: UploadKeys): Storage {
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    // MinIO, R2 and most self-hosted S3 speak path-style addresses only.
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  const base = (
    env.S3_PUBLIC_URL ??
    (env.S3_ENDPOINT
      ? `${env.S3_ENDPOINT.replace(/\/$/, "")}/${env.S3_BUCKET}`
      : `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`)
  ).replace(/\/$/, "");
  const publicUrl = (key: string) => `${base}/${key}`;
  return {
    kind: "s3",
    keys,
    publicUrl,
    async put(key, bytes, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: env.S3_BUCKET,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: `public, max-age=${UPLOAD_CACHE_SECONDS}`,
        }),
      );
      return publicUrl(key);
    },
    async get(key) {
      assertKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key: key }));
        return object.Body ? await object.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: env.S3_BUCKET, Key: key }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: env.S3_BUCKET, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key && isStorageKey(object.Key)) yield object.Key;
        token = page.NextContinuationToken;
      } while (token);
    },
  };
}

export function createStorage(env: Env): Storage {
  const keys = uploadKeys(env.AUTH_SECRET);
  return env.S3_BUCKET
    ? createS3Storage({ ...env, S3_BUCKET: env.S3_BUCKET }, keys)
    : createDiskStorage(uploadsRoot(env), keys);
}
