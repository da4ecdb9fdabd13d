import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { AppError, errorBody } from "@/server/lib/errors";
import { validate } from "@/server/lib/validate";
import { MB } from "@/shared/constants";
import { CSV_MESSAGES, MAX_IMPORT_MB } from "@/shared/csv/errors";
import { eventIdParamSchema } from "@/shared/event";
import { createGuestSchema, GUEST_MESSAGES, guestIdParamSchema, updateGuestSchema } from "@/shared/guests";
import { bulkGuestsSchema } from "@/shared/guests-bulk";
import { importFormSchema, importQuerySchema, RAW_IMPORT_TYPES } from "@/shared/guests-import";
import { can } from "@/shared/roles";
import { createGuest, deleteGuest, getGuest, updateGuest } from "./guests.service";
import { bulkGuests } from "./guests-bulk.service";
import { exportGuests } from "./guests-export.service";
import { importGuests } from "./guests-import.service";
import { listGuests } from "./guests-list.service";

/** Room for the multipart envelope (boundaries, part headers, the mapping) around the largest file. */
const MULTIPART_OVERHEAD = 128 * 1024;

/** The import's path, which the app's 1 MB JSON limit leaves to the route's own limit below. */
export const GUEST_IMPORT_PATH = /^\/api\/events\/[^/]+\/guests\/import$/;

/** Mounted at /api/events/:eventId/guests. */
export function guestRoutes(deps: Deps) {
  const db = deps.database.db;
  const member = eventMember(deps, GUEST_MESSAGES.noEvent);
  return new Hono()
    .get("/", member, validate("param", eventIdParamSchema), async (c) => {
      const contacts = can(c.var.member.role, "guests.contacts");
      return c.json(await listGuests(db, c.var.user.id, c.req.valid("param").eventId, { contacts }));
    })
    .post(
      "/",
      member,
      validate("param", eventIdParamSchema),
      validate("json", createGuestSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await createGuest(db, c.var.user.id, eventId, c.req.valid("json")), 201);
      },
    )
    .post(
      "/bulk",
      member,
      validate("param", eventIdParamSchema),
      validate("json", bulkGuestsSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await bulkGuests(db, c.var.user.id, eventId, c.req.valid("json")));
      },
    )
    .post(
      "/import",
      member,
      validate("param", eventIdParamSchema),
      // Refuses an oversized body while it streams in, before it is buffered for parsing.
      bodyLimit({
        maxSize: MAX_IMPORT_MB * MB + MULTIPART_OVERHEAD,
        onError: (c) => c.json(errorBody("payload_too_large", CSV_MESSAGES.tooLarge()), 413),
      }),
      validate("query", importQuerySchema),
      // A file sent as the body itself is imported here; a form goes on to the form's validation.
      async (c, next) => {
        const type = c.req.header("content-type")?.toLowerCase() ?? "";
        if (RAW_IMPORT_TYPES.some((raw) => type.startsWith(raw))) {
          const bytes = new Uint8Array(await c.req.arrayBuffer());
          const { eventId } = c.req.valid("param");
          return c.json(await importGuests(db, c.var.user.id, eventId, bytes, c.req.valid("query")));
        }
        if (!type.startsWith("multipart/form-data")) {
          throw new AppError("unsupported_media_type", CSV_MESSAGES.unsupportedType);
        }
        await next();
      },
      validate("form", importFormSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        const { file, ...options } = c.req.valid("form");
        if (file.size > MAX_IMPORT_MB * MB) throw new AppError("payload_too_large", CSV_MESSAGES.tooLarge());
        const bytes = new Uint8Array(await file.arrayBuffer());
        return c.json(await importGuests(db, c.var.user.id, eventId, bytes, options));
      },
    )
    .get("/export", member, validate("param", eventIdParamSchema), async (c) => {
      const csv = await exportGuests(db, c.var.user.id, c.req.valid("param").eventId);
      const today = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="guest-list-${today}.csv"`,
        "cache-control": "no-store",
      });
    })
    .get("/:guestId", member, validate("param", guestIdParamSchema), async (c) => {
      const { eventId, guestId } = c.req.valid("param");
      const contacts = can(c.var.member.role, "guests.contacts");
      return c.json(await getGuest(db, c.var.user.id, eventId, guestId, { contacts }));
    })
    .patch(
      "/:guestId",
      member,
      validate("param", guestIdParamSchema),
      validate("json", updateGuestSchema),
      async (c) => {
        const { eventId, guestId } = c.req.valid("param");
        return c.json(await updateGuest(db, c.var.user.id, eventId, guestId, c.req.valid("json")));
      },
    )
    .delete("/:guestId", member, validate("param", guestIdParamSchema), async (c) => {
      const { eventId, guestId } = c.req.valid("param");
      await deleteGuest(db, c.var.user.id, eventId, guestId);
      return c.body(null, 204);
    });
}
