import { Hono } from "hono";
import { eventMember } from "@/server/auth/event-member";
import type { Deps } from "@/server/deps";
import { validate } from "@/server/lib/validate";
import { eventIdParamSchema } from "@/shared/event";
import { GUEST_MESSAGES } from "@/shared/guests";
import { createGroupSchema, groupIdParamSchema, updateGroupSchema } from "@/shared/guests-groups";
import { createGroup, deleteGroup, listGroups, updateGroup } from "./groups.service";

/** Mounted at /api/events/:eventId/groups. */
export function groupRoutes(deps: Deps) {
  const db = deps.database.db;
  const member = eventMember(deps, GUEST_MESSAGES.noEvent);
  return new Hono()
    .get("/", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await listGroups(db, c.var.user.id, c.req.valid("param").eventId));
    })
    .post(
      "/",
      member,
      validate("param", eventIdParamSchema),
      validate("json", createGroupSchema),
      async (c) => {
        const { eventId } = c.req.valid("param");
        return c.json(await createGroup(db, c.var.user.id, eventId, c.req.valid("json")), 201);
      },
    )
    .patch(
      "/:groupId",
      member,
      validate("param", groupIdParamSchema),
      validate("json", updateGroupSchema),
      async (c) => {
        const { eventId, groupId } = c.req.valid("param");
        return c.json(await updateGroup(db, c.var.user.id, eventId, groupId, c.req.valid("json")));
      },
    )
    .delete("/:groupId", member, validate("param", groupIdParamSchema), async (c) => {
      const { eventId, groupId } = c.req.valid("param");
      await deleteGroup(db, c.var.user.id, eventId, groupId);
      return c.body(null, 204);
    });
}
