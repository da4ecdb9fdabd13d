import { Hono } from "hono";
import { z } from "zod";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { eventIdParamSchema } from "@/shared/event";
import { presenceInputSchema } from "@/shared/live-input";
import { readChanges, sendPresence } from "./live.service";
import { liveStream } from "./live-stream";

const sinceQuerySchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
});

/** Mounted at /api/events/:eventId/live (docs/decisions/024-live-updates.md). */
export function liveRoutes(deps: Deps) {
  const db = deps.database.db;
  const member = eventMember(deps);
  return new Hono()
    .get(
      "/",
      member,
      validate("param", eventIdParamSchema),
      validate("query", sinceQuerySchema),
      async (c) => {
        // The browser resumes with Last-Event-ID (EventSource's own) or ?since= (a new EventSource).
        const raw = c.req.header("last-event-id") ?? c.req.valid("query").since;
        const since = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
        if (c.req.header("accept")?.includes("text/event-stream"))
          return liveStream(c, { db, hub: deps.live }, c.var.member, since);
        return c.json(await readChanges(db, c.var.member.eventId, since));
      },
    )
    .post(
      "/presence",
      member,
      validate("param", eventIdParamSchema),
      validate("json", presenceInputSchema),
      async (c) => {
        await sendPresence(deps.live, c.var.member, c.var.user.name, c.req.valid("json"));
        return c.body(null, 204);
      },
    );
}
