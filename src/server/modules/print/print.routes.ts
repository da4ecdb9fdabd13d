import { Hono } from "hono";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { eventIdParamSchema } from "@/shared/event";
import { saveSnapshotSchema, snapshotKindParamSchema } from "@/shared/print/snapshot";
import { deletePrintSnapshot, listPrintSnapshots, savePrintSnapshot } from "./print.service";

/** Mounted at /api/events/:eventId/print-snapshots. */
export function printRoutes(deps: Deps) {
  const db = deps.database.db;
  const member = eventMember(deps);
  return new Hono()
    .get("/", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await listPrintSnapshots(db, c.var.user.id, c.req.valid("param").eventId));
    })
    .put(
      "/:kind",
      member,
      validate("param", snapshotKindParamSchema),
      validate("json", saveSnapshotSchema),
      async (c) => {
        const { eventId, kind } = c.req.valid("param");
        return c.json(await savePrintSnapshot(db, c.var.user.id, eventId, kind, c.req.valid("json")));
      },
    )
    .delete("/:kind", member, validate("param", snapshotKindParamSchema), async (c) => {
      const { eventId, kind } = c.req.valid("param");
      await deletePrintSnapshot(db, c.var.user.id, eventId, kind);
      return c.body(null, 204);
    });
}
