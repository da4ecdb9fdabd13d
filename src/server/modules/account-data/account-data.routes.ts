import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie } from "hono/cookie";
import { signedIn } from "@/server/auth/signed-in";
import type { Deps } from "@/server/deps";
import { AppError, errorBody } from "@/server/lib/errors";
import { rateLimited } from "@/server/lib/rate-limit";
import { validate } from "@/server/lib/validate";
import {
  ACCOUNT_DATA_MESSAGES,
  deleteAccountSchema,
  importEventQuerySchema,
  MAX_IMPORT_ZIP_MB,
} from "@/shared/account-data";
import { MB } from "@/shared/constants";
import { deleteAccount } from "./delete-account.service";
import { exportAccountData } from "./export.service";
import { importEvent } from "./import.service";

/** The import's path, which the app's 1 MB JSON limit leaves to the route's own limit below. */
export const EVENT_IMPORT_PATH = "/api/account/import";

/** Each download reads every event of the account, each import writes a whole event: a handful per client
 * address in ten minutes is what a person needs, not what a script would want. */
export const ACCOUNT_DATA_RATE_LIMIT = { name: "account-data", window: 600, max: 20 };

/** The zip types a browser sends for a .zip file (and a raw upload). */
const ZIP_TYPES = ["application/zip", "application/x-zip-compressed", "application/octet-stream"];

/** Mounted at /api/account: the signed-in person's own data (docs/decisions/027-take-your-data.md). Account
 * routes, not event routes: what each event's part holds is decided by the person's role on it. */
export function accountDataRoutes(deps: Deps) {
  const ctx = { db: deps.database.db, storage: deps.storage, log: deps.log };
  const auth = signedIn(deps);
  const limited = rateLimited(deps, ACCOUNT_DATA_RATE_LIMIT);
  return new Hono()
    .get("/data", auth, limited, async (c) => {
      const zip = await exportAccountData(ctx, c.var.user.id);
      const today = new Date().toISOString().slice(0, 10);
      return c.body(zip, 200, {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="seatwise-data-${today}.zip"`,
        "cache-control": "no-store",
      });
    })
    .post(
      "/import",
      auth,
      limited,
      // Refuses an oversized body while it streams in, before it is buffered.
      bodyLimit({
        maxSize: MAX_IMPORT_ZIP_MB * MB,
        onError: (c) => c.json(errorBody("payload_too_large", ACCOUNT_DATA_MESSAGES.tooLarge()), 413),
      }),
      validate("query", importEventQuerySchema),
      async (c) => {
        const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
        if (!ZIP_TYPES.includes(type))
          throw new AppError("unsupported_media_type", ACCOUNT_DATA_MESSAGES.notZip);
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        return c.json(await importEvent(ctx, c.var.user.id, bytes, c.req.valid("query").event), 201);
      },
    )
    .delete("/", auth, validate("json", deleteAccountSchema), async (c) => {
      const deleted = await deleteAccount(ctx, c.var.user.id, c.req.valid("json").confirmation);
      // The sessions are gone with the account; the browser forgets their cookies too.
      const { authCookies } = await deps.auth.$context;
      for (const cookie of [
        authCookies.sessionToken,
        authCookies.sessionData,
        authCookies.dontRememberToken,
      ]) {
        deleteCookie(c, cookie.name, { path: "/", secure: cookie.attributes.secure });
      }
      return c.json(deleted);
    });
}
