import { fileTypeFromBuffer } from "file-type";
import { AppError } from "@/server/lib/errors";
import type { Storage } from "@/server/lib/storage";
import {
  IMAGE_TYPES,
  type ImageMimeType,
  UPLOAD_LIMIT_MB,
  UPLOAD_MESSAGES,
  type UploadFolder,
  type UploadResult,
  uploadLimitBytes,
} from "@/shared/upload";

function isImageType(mime: string): mime is ImageMimeType {
  return Object.hasOwn(IMAGE_TYPES, mime);
}

/** Checks size and type (from the bytes: a renamed text file is not an image) and stores the file under an
 * unguessable key that names no user (`{folder}/{nonce}{signature}.{ext}`, docs/decisions/018-upload-keys.md),
 * the extension coming from the detected type. */
export async function storeUpload(
  storage: Storage,
  userId: string,
  folder: UploadFolder,
  file: Blob,
): Promise<UploadResult> {
  if (file.size > uploadLimitBytes(folder)) {
    throw new AppError("payload_too_large", UPLOAD_MESSAGES.tooLarge(UPLOAD_LIMIT_MB[folder]));
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isImageType(detected.mime)) {
    throw new AppError("unsupported_media_type", UPLOAD_MESSAGES.unsupportedType);
  }
  const path = storage.keys.create(userId, folder, IMAGE_TYPES[detected.mime]);
  const url = await storage.put(path, bytes, detected.mime);
  return { path, url };
}
