import { z } from "zod";
import { MB, UPLOAD_LIMITS_MB } from "./constants";
import { msg, t } from "./i18n/messages";
import { text } from "./text";

/** Where an upload goes: an event cover, the landing hero and blog covers (admins only), anything else. */
export const UPLOAD_FOLDERS = ["covers", "site", "blog", "misc"] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Folders only an admin may upload to. */
export const ADMIN_UPLOAD_FOLDERS: ReadonlySet<UploadFolder> = new Set(["site", "blog"]);

export const UPLOAD_LIMIT_MB: Record<UploadFolder, number> = {
  covers: UPLOAD_LIMITS_MB.cover,
  site: UPLOAD_LIMITS_MB.hero,
  blog: UPLOAD_LIMITS_MB.default,
  misc: UPLOAD_LIMITS_MB.default,
};
export const MAX_UPLOAD_MB = Math.max(...Object.values(UPLOAD_LIMIT_MB));

export function uploadLimitBytes(folder: UploadFolder): number {
  return UPLOAD_LIMIT_MB[folder] * MB;
}

/** Detected from the file's bytes, never from its name or the browser's claim. No SVG: it can carry script. */
export const IMAGE_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
} as const;
export type ImageMimeType = keyof typeof IMAGE_TYPES;
/** For the file input's `accept`. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(",");

export const UPLOAD_MESSAGES = {
  authRequired: msg("Authentication required: Please sign in to upload files"),
  noFile: msg("Please choose a file to upload"),
  unsupportedType: msg("Only PNG, JPEG, WebP, GIF or AVIF images can be uploaded"),
  tooLarge: (limitMb: number) => t("File size must be less than {limit}MB", { limit: limitMb }),
} as const;

/** The multipart form of POST /api/uploads. Size and type are checked by the server after this. */
export const uploadFormSchema = z.object({
  file: z
    .instanceof(File, { error: UPLOAD_MESSAGES.noFile })
    .refine((file) => file.size > 0, UPLOAD_MESSAGES.noFile),
  folder: z.enum(UPLOAD_FOLDERS, { error: msg("Folder must be covers, site, blog or misc") }).default("misc"),
});

/** POST /api/uploads answer: `path` is what an event or the site settings store, `url` what an <img> loads. */
export const uploadResultSchema = z.object({
  path: text({ label: msg("Upload path"), max: 2000 }),
  url: text({ label: msg("Upload address"), max: 4000 }),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

const EXTENSIONS = Object.values(IMAGE_TYPES).join("|");

/** A stored upload's key in one of `folders`: `{folder}/{nonce}{signature}.{ext}` (the nonce and the owner's
 * signature 22 base64url characters each: docs/decisions/018-upload-keys.md), or a key of the earlier form,
 * `{userId}/{folder}/{timestamp}.{ext}`, which stays valid. */
export function uploadKeyPattern(folders: readonly string[]): RegExp {
  const folder = `(?:${folders.join("|")})`;
  return new RegExp(`^(?:${folder}/[\\w-]{44}|[\\w-]+/${folder}/\\d+)\\.(?:${EXTENSIONS})$`);
}

/** A stored image of an admin folder, as a blog post or the site settings keep it. */
export const ADMIN_IMAGE_PATH = uploadKeyPattern([...ADMIN_UPLOAD_FOLDERS]);
