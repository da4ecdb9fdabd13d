import { Hono } from "hono";
import { eventMember } from "@/server/auth/event-member";
import { signedIn } from "@/server/auth/signed-in";
import type { Deps } from "@/server/deps";
import { rateLimited } from "@/server/lib/rate-limit";
import { validate } from "@/server/lib/validate";
import { eventIdParamSchema } from "@/shared/event";
import {
  changeRoleSchema,
  invitationParamSchema,
  invitationTokenSchema,
  inviteSchema,
  memberParamSchema,
} from "@/shared/team";
import {
  acceptInvitation,
  invite,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from "./invitations.service";
import { changeRole, getTeam, leaveEvent, removeMember } from "./team.service";

/** Invitations send mail: at most this many (sent or resent) per client address in ten minutes, a whole team
 * of MAX_TEAM_SIZE and some resends, not a mailing list. */
export const INVITATION_RATE_LIMIT = { name: "team-invitations", window: 600, max: 100 };

/** Mounted at /api/events/:eventId/team: the event's people, behind the team's actions (src/shared/team.ts). */
export function teamRoutes(deps: Deps) {
  const db = deps.database.db;
  const ctx = { db, env: deps.env, mail: deps.mail };
  const member = eventMember(deps);
  return new Hono()
    .get("/", member, validate("param", eventIdParamSchema), async (c) => {
      return c.json(await getTeam(db, c.req.valid("param").eventId));
    })
    .post(
      "/invitations",
      member,
      rateLimited(deps, INVITATION_RATE_LIMIT),
      validate("param", eventIdParamSchema),
      validate("json", inviteSchema),
      async (c) => {
        return c.json(await invite(ctx, c.var.user, c.req.valid("param").eventId, c.req.valid("json")), 201);
      },
    )
    .post(
      "/invitations/:invitationId/resend",
      member,
      rateLimited(deps, INVITATION_RATE_LIMIT),
      validate("param", invitationParamSchema),
      async (c) => {
        const { eventId, invitationId } = c.req.valid("param");
        return c.json(await resendInvitation(ctx, c.var.user, eventId, invitationId));
      },
    )
    .delete("/invitations/:invitationId", member, validate("param", invitationParamSchema), async (c) => {
      const { eventId, invitationId } = c.req.valid("param");
      await revokeInvitation(db, c.var.user.id, eventId, invitationId);
      return c.body(null, 204);
    })
    .patch(
      "/members/:userId",
      member,
      validate("param", memberParamSchema),
      validate("json", changeRoleSchema),
      async (c) => {
        const { eventId, userId } = c.req.valid("param");
        return c.json(await changeRole(db, c.var.user.id, eventId, userId, c.req.valid("json").role));
      },
    )
    .delete("/members/:userId", member, validate("param", memberParamSchema), async (c) => {
      const { eventId, userId } = c.req.valid("param");
      await removeMember(db, c.var.user.id, eventId, userId);
      return c.body(null, 204);
    })
    .post("/leave", member, validate("param", eventIdParamSchema), async (c) => {
      await leaveEvent(db, c.req.valid("param").eventId, c.var.user.id);
      return c.body(null, 204);
    });
}

/** Mounted at /api/invitations: an invitation link, read by anyone holding it, accepted by its address. */
export function invitationRoutes(deps: Deps) {
  const db = deps.database.db;
  return new Hono()
    .get("/:token", validate("param", invitationTokenSchema), async (c) => {
      return c.json(await previewInvitation(db, c.req.valid("param").token));
    })
    .post("/:token/accept", signedIn(deps), validate("param", invitationTokenSchema), async (c) => {
      return c.json(await acceptInvitation(db, c.var.user, c.req.valid("param").token));
    });
}
