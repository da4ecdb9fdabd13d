import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Env } from "@/server/env";
import { UPLOAD_CACHE_SECONDS } from "@/shared/constants";
import { IMAGE_TYPES, type UploadFolder } from "@/shared/upload";

/** Where uploaded images live: local disk (embedded default) or an S3-compatible bucket. */
export interface Storage {
  kind: "disk" | "s3";
  /** Stores the bytes under `key` (overwriting) and answers the address a browser loads them from. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  publicUrl(key: string): string;
}

export const UPLOADS_URL_PREFIX = "/uploads";

/** Keys are `{userId}/{folder}/{timestamp}.{ext}`: nothing that could climb out of the uploads root. */
const KEY = new RegExp(`^[\\w-]+/[a-z]+/\\d+\\.(${Object.values(IMAGE_TYPES).join("|")})$`);

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function storageKey(userId: string, folder: UploadFolder, ext: string, now = Date.now()): string {
  return `${userId}/${folder}/${now}.${ext}`;
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

export function createDiskStorage(root: string): Storage {
  const publicUrl = (key: string) => `${UPLOADS_URL_PREFIX}/${key}`;
  return {
    kind: "disk",
    publicUrl,
    async put(key, bytes) {
      assertKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return publicUrl(key);
    },
  };
}

type S3Env = Pick<
  Env,
  "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PUBLIC_URL"
> & { S3_BUCKET: string };

export function createS3Storage(env: S3Env): Storage {
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
  };
}

export function createStorage(env: Env): Storage {
  return env.S3_BUCKET
    ? createS3Storage({ ...env, S3_BUCKET: env.S3_BUCKET })
    : createDiskStorage(uploadsRoot(env));
}
