import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requireAdmin } from "@/server/auth/guards";
import { signedIn } from "@/server/auth/signed-in";
import type { Deps } from "@/server/deps";
import { errorBody } from "@/server/lib/errors";
import { validate } from "@/server/lib/validate";
import { MB } from "@/shared/constants";
import { ADMIN_UPLOAD_FOLDERS, MAX_UPLOAD_MB, UPLOAD_MESSAGES, uploadFormSchema } from "@/shared/upload";
import { storeUpload } from "./uploads.service";

/** Room for the multipart envelope (boundaries, headers, the folder field) around the largest file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export function uploadRoutes(deps: Deps) {
  return new Hono().post(
    "/",
    signedIn(deps, UPLOAD_MESSAGES.authRequired),
    // Refuses an oversized body while it streams in, before it is buffered for parsing.
    bodyLimit({
      maxSize: MAX_UPLOAD_MB * MB + MULTIPART_OVERHEAD,
      onError: (c) => c.json(errorBody("payload_too_large", UPLOAD_MESSAGES.tooLarge(MAX_UPLOAD_MB)), 413),
    }),
    validate("form", uploadFormSchema),
    async (c) => {
      const { file, folder } = c.req.valid("form");
      if (ADMIN_UPLOAD_FOLDERS.has(folder)) await requireAdmin(c, deps);
      return c.json(await storeUpload(deps.storage, c.var.user.id, folder, file), 201);
    },
  );
}
