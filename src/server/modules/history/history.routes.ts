import { Hono } from "hono";
import { z } from "zod";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { eventIdParamSchema } from "@/shared/event";
import { guestIdParamSchema } from "@/shared/guests";
import {
  compareQuerySchema,
  historyQuerySchema,
  restoreRowSchema,
  versionNameSchema,
} from "@/shared/history";
import { msg } from "@/shared/i18n/messages";
import { pathParam } from "@/shared/text";
import { getHistoryEntry, listHistory, pruneHistory } from "./history.service";
import { eraseGuest, restoreRow } from "./history-rows.service";
import {
  compareVersions,
  createVersion,
  deleteVersion,
  listVersions,
  restoreVersion,
} from "./versions.service";

const entryParamSchema = eventIdParamSchema.extend({
  version: z.coerce
    .number({ error: msg("Version must be a number") })
    .int()
    .min(1)
    .max(2_147_483_647),
});
const versionParamSchema = eventIdParamSchema.extend({ versionId: pathParam(msg("Version id")) });

/** Mounted at /api/events/:eventId: the event's history, its versions, and erasing a guest
 * (docs/decisions/026-history.md). */
export function historyRoutes(deps: Deps) {
  const db = deps.database.db;
  const member = eventMember(deps);
  return new Hono()
    .get(
      "/history",
      member,
      validate("param", eventIdParamSchema),
      validate("query", historyQuerySchema),
      async (c) => {
        return c.json(await listHistory(db, c.req.valid("param").eventId, c.req.valid("query")));
      },
    )
    .post(
      "/history/restore",
      member,
      validate("param", eventIdParamSchema),
      validate("json", restoreRowSchema),
      async (c) => {
        return c.json(await restoreRow(db, c.var.user.id, c.req.valid("param").eventId, c.req.valid("json")));
      },
    )
    .get("/history/:version", member, validate("param", entryParamSchema), async (c) => {
      const { eventId, version } = c.req.valid("param");
      return c.json(await getHistoryEntry(db, eventId, version));
    })
    .delete("/history", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await pruneHistory(db, c.var.user.id, c.req.valid("param").eventId));
    })
    .get("/versions", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json({ versions: await listVersions(db, c.req.valid("param").eventId) });
    })
    .post(
      "/versions",
      member,
      validate("param", eventIdParamSchema),
      validate("json", versionNameSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await createVersion(db, c.var.user.id, eventId, c.req.valid("json").name), 201);
      },
    )
    .get(
      "/versions/compare",
      member,
      validate("param", eventIdParamSchema),
      validate("query", compareQuerySchema),
      async (c) => {
        const { from, to } = c.req.valid("query");
        return c.json(await compareVersions(db, c.req.valid("param").eventId, from, to));
      },
    )
    .delete("/versions/:versionId", member, validate("param", versionParamSchema), async (c) => {
      const { eventId, versionId } = c.req.valid("param");
      await deleteVersion(db, c.var.user.id, eventId, versionId);
      return c.body(null, 204);
    })
    .post("/versions/:versionId/restore", member, validate("param", versionParamSchema), async (c) => {
      const { eventId, versionId } = c.req.valid("param");
      return c.json(await restoreVersion(db, c.var.user.id, eventId, versionId));
    })
    .post("/guests/:guestId/erase", member, validate("param", guestIdParamSchema), async (c) => {
      const { eventId, guestId } = c.req.valid("param");
      await eraseGuest(db, c.var.user.id, eventId, guestId);
      return c.body(null, 204);
    });
}
