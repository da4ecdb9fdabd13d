import { lastMailTo } from "@/server/auth/test-helpers";
import { as, type TestUser } from "@/server/test/factories";
import type { TestContext } from "@/server/test/harness";
import type { Role } from "@/shared/roles";

/** The token of the newest invitation mailed to `email` (the link /invite/{token}). */
export async function invitationToken(ctx: TestContext, email: string): Promise<string> {
  const { links } = await lastMailTo(ctx.dataDir, email);
  const link = links.find((href) => href.includes("/invite/"));
  if (!link) throw new Error(`No invitation link in the mail to ${email}`);
  return decodeURIComponent(new URL(link).pathname.split("/").at(-1)!);
}

/** Puts `member` on `owner`'s event as `role` the way a person joins: invited by mail, accepted. */
export async function joinTeam(
  ctx: TestContext,
  owner: TestUser,
  eventId: string,
  member: TestUser,
  role: Role,
): Promise<void> {
  const invited = await as(ctx, owner.cookie).post(`/api/events/${eventId}/team/invitations`, {
    email: member.user.email,
    role,
  });
  if (invited.status !== 201)
    throw new Error(`invitation failed (${invited.status}): ${await invited.text()}`);
  const token = await invitationToken(ctx, member.user.email);
  const accepted = await as(ctx, member.cookie).post(`/api/invitations/${token}/accept`);
  if (accepted.status !== 200)
    throw new Error(`accept failed (${accepted.status}): ${await accepted.text()}`);
}
