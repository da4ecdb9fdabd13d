import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outboxMessages } from "@/server/auth/test-helpers";
import { eventInvitations } from "@/server/db/schema";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import type { Event, EventListItem, EventSummary } from "@/shared/event";
import { MAX_TEAM_SIZE, type Team, type TeamInvitation } from "@/shared/team";
import { invitationToken, joinTeam } from "./team-test-helpers";

let ctx: TestContext;
let ann: TestUser;
let bo: TestUser;
let cy: TestUser;
let event: Event;

beforeAll(async () => {
  ctx = await createTestContext();
  [ann, bo, cy] = [await signUpUser(ctx), await signUpUser(ctx), await signUpUser(ctx)];
  event = await createEvent(ctx, ann.cookie);
});
afterAll(async () => ctx?.close());

const team = (eventId = event.id) => `/api/events/${eventId}/team`;
const readTeam = async (user: TestUser, eventId = event.id) =>
  (await json(await as(ctx, user.cookie).get(team(eventId)))) as Team;

describe("the team and its invitations", () => {
  test("the creator is the team's co-owner from the start", async () => {
    const { members, invitations } = await readTeam(ann);
    expect(members).toEqual([
      expect.objectContaining({
        userId: ann.user.id,
        email: ann.user.email,
        role: "co-owner",
        creator: true,
      }),
    ]);
    expect(invitations).toEqual([]);
  });

  test("an invitation is mailed with a single-use link bound to the address; accepting it joins the team", async () => {
    const sent = await as(ctx, ann.cookie).post(`${team()}/invitations`, {
      email: ` ${bo.user.email.toUpperCase()} `,
      role: "planner",
    });
    expect(sent.status).toBe(201);
    const invitation = (await json(sent)) as TeamInvitation;
    expect(invitation).toMatchObject({ email: bo.user.email, role: "planner", expired: false });
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const token = await invitationToken(ctx, bo.user.email);
    // Stored hashed: the token itself is nowhere in the database.
    const [stored] = await ctx.deps.database.db
      .select()
      .from(eventInvitations)
      .where(eq(eventInvitations.id, invitation.id));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // Anyone holding the link sees what it is for; only its address may accept it.
    const preview = await as(ctx).get(`/api/invitations/${token}`);
    expect(await json(preview)).toMatchObject({
      eventTitle: event.title,
      role: "planner",
      email: bo.user.email,
    });
    const stranger = await as(ctx, cy.cookie).post(`/api/invitations/${token}/accept`);
    expect(stranger.status).toBe(403);
    expect((await errorOf(stranger)).message).toContain(bo.user.email);
    expect((await as(ctx).post(`/api/invitations/${token}/accept`)).status).toBe(401);

    const accepted = await as(ctx, bo.cookie).post(`/api/invitations/${token}/accept`);
    expect(await json(accepted)).toEqual({ eventId: event.id });
    const again = await as(ctx, bo.cookie).post(`/api/invitations/${token}/accept`);
    expect(again.status).toBe(410);
    expect((await errorOf(again)).message).toBe("This invitation has already been accepted.");

    // The event is in the planner's switcher, with their role; and it is their current event when chosen.
    const list = (await json(await as(ctx, bo.cookie).get("/api/events"))) as EventListItem[];
    expect(list).toEqual([expect.objectContaining({ id: event.id, role: "planner" })]);
    const current = (await json(
      await as(ctx, bo.cookie).get(`/api/events/current?eventId=${event.id}`),
    )) as EventSummary;
    expect(current).toMatchObject({ role: "planner", creator: false, event: { id: event.id } });
    expect((await readTeam(ann)).members.map((m) => [m.email, m.role])).toEqual([
      [ann.user.email, "co-owner"],
      [bo.user.email, "planner"],
    ]);
  });

  test("refused invitations: a bad address, oneself, a member, an address already invited", async () => {
    const send = (email: string, role = "viewer") =>
      as(ctx, ann.cookie).post(`${team()}/invitations`, { email, role });
    const bad = await send("not-an-address");
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.email).toBe("Please enter a valid email address");
    expect((await errorOf(await send(ann.user.email))).fields?.email).toBe(
      "You are already on this event's team",
    );
    expect((await errorOf(await send(bo.user.email))).fields?.email).toBe(
      `${bo.user.email} is already on this event's team`,
    );
    expect((await send("pat@example.com")).status).toBe(201);
    expect((await errorOf(await send("PAT@example.com"))).fields?.email).toBe(
      "pat@example.com has already been invited",
    );
    const noRole = await send("lee@example.com", "owner");
    expect(noRole.status).toBe(400);
    expect((await errorOf(noRole)).fields?.role).toBe("Choose a role");
  });

  test("resend gives a new link (the old one stops working); revoke ends it", async () => {
    const { invitations } = await readTeam(ann);
    const pat = invitations.find((i) => i.email === "pat@example.com")!;
    const oldToken = await invitationToken(ctx, "pat@example.com");
    const resent = await as(ctx, ann.cookie).post(`${team()}/invitations/${pat.id}/resend`);
    expect(resent.status).toBe(200);
    const newToken = await invitationToken(ctx, "pat@example.com");
    expect(newToken).not.toBe(oldToken);
    expect((await as(ctx).get(`/api/invitations/${oldToken}`)).status).toBe(404);
    expect((await as(ctx).get(`/api/invitations/${newToken}`)).status).toBe(200);

    expect((await as(ctx, ann.cookie).delete(`${team()}/invitations/${pat.id}`)).status).toBe(204);
    const revoked = await as(ctx).get(`/api/invitations/${newToken}`);
    expect(revoked.status).toBe(410);
    expect((await errorOf(revoked)).message).toBe("This invitation was withdrawn. Ask for a new one.");
    expect((await readTeam(ann)).invitations.some((i) => i.id === pat.id)).toBe(false);
    expect((await as(ctx, ann.cookie).delete(`${team()}/invitations/${pat.id}`)).status).toBe(404);
  });

  test("an expired invitation is refused, shown as expired, and can be replaced", async () => {
    await as(ctx, ann.cookie).post(`${team()}/invitations`, { email: "old@example.com", role: "viewer" });
    const token = await invitationToken(ctx, "old@example.com");
    await ctx.deps.database.db
      .update(eventInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(eventInvitations.email, "old@example.com"));
    const expired = await as(ctx).get(`/api/invitations/${token}`);
    expect(expired.status).toBe(410);
    expect((await errorOf(expired)).message).toBe("This invitation has expired. Ask for a new one.");
    expect((await readTeam(ann)).invitations.find((i) => i.email === "old@example.com")?.expired).toBe(true);
    const again = await as(ctx, ann.cookie).post(`${team()}/invitations`, {
      email: "old@example.com",
      role: "viewer",
    });
    expect(again.status).toBe(201);
    expect((await readTeam(ann)).invitations.filter((i) => i.email === "old@example.com")).toHaveLength(1);
  });

  test("an unknown token, or one that is not a token, is a plain 404", async () => {
    for (const token of ["nope", "a".repeat(43), "-"]) {
      const response = await as(ctx).get(`/api/invitations/${token}`);
      expect(response.status).toBe(404);
    }
  });

  test("roles change and people leave or are removed; the creator stays a co-owner", async () => {
    const changed = await as(ctx, ann.cookie).patch(`${team()}/members/${bo.user.id}`, { role: "caterer" });
    expect(await json(changed)).toMatchObject({ userId: bo.user.id, role: "caterer" });
    const demoteCreator = await as(ctx, ann.cookie).patch(`${team()}/members/${ann.user.id}`, {
      role: "viewer",
    });
    expect(demoteCreator.status).toBe(400);
    expect((await errorOf(demoteCreator)).message).toBe(
      "The person who created the event stays its co-owner",
    );
    expect((await as(ctx, ann.cookie).delete(`${team()}/members/${ann.user.id}`)).status).toBe(400);
    expect((await as(ctx, ann.cookie).post(`${team()}/leave`)).status).toBe(400);
    expect((await as(ctx, ann.cookie).delete(`${team()}/members/${cy.user.id}`)).status).toBe(404);

    // A co-owner invited by the creator manages the team too, but cannot remove the creator.
    await joinTeam(ctx, ann, event.id, cy, "co-owner");
    expect(
      (await as(ctx, cy.cookie).patch(`${team()}/members/${bo.user.id}`, { role: "viewer" })).status,
    ).toBe(200);
    expect((await as(ctx, cy.cookie).delete(`${team()}/members/${ann.user.id}`)).status).toBe(400);

    expect((await as(ctx, bo.cookie).post(`${team()}/leave`)).status).toBe(204);
    expect((await as(ctx, bo.cookie).get(`/api/events/${event.id}`)).status).toBe(404);
    expect(await json(await as(ctx, bo.cookie).get("/api/events"))).toEqual([]);

    expect((await as(ctx, ann.cookie).delete(`${team()}/members/${cy.user.id}`)).status).toBe(204);
    // A removed member's next request is refused.
    expect((await as(ctx, cy.cookie).get(team())).status).toBe(404);
  });

  test(`a team holds at most ${MAX_TEAM_SIZE} people, invitations included`, async () => {
    const owner = await signUpUser(ctx);
    const own = await createEvent(ctx, owner.cookie);
    const invite = (n: number) =>
      as(ctx, owner.cookie).post(`${team(own.id)}/invitations`, {
        email: `guest-${n}@example.com`,
        role: "viewer",
      });
    // Sent at once: the event lock lets exactly the free places through.
    const answers = await Promise.all(Array.from({ length: MAX_TEAM_SIZE + 3 }, (_, n) => invite(n)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(MAX_TEAM_SIZE - 1);
    const refused = answers.find((r) => r.status === 400)!;
    expect((await errorOf(refused)).message).toBe(
      `A team holds at most ${MAX_TEAM_SIZE} people, invitations included`,
    );
    expect((await readTeam(owner, own.id)).invitations).toHaveLength(MAX_TEAM_SIZE - 1);
  });

  test("the invitation mail names who invites, the event and the role, in the invited person's language", async () => {
    const owner = await signUpUser(ctx, { name: "Ana Ruiz" });
    const own = await createEvent(ctx, owner.cookie, { title: "Boda de Ana" });
    const french = await signUpUser(ctx);
    await as(ctx, french.cookie).put("/api/me/locale", { locale: "fr" });
    await as(ctx, owner.cookie).post(`${team(own.id)}/invitations`, {
      email: french.user.email,
      role: "caterer",
    });
    const mail = (await outboxMessages(ctx.dataDir))
      .filter((raw) => raw.includes(`To: ${french.user.email}`))
      .at(-1)!;
    expect(mail).toContain("Boda de Ana");
    expect(mail).toContain("Ana Ruiz");
    expect(mail).toContain("vous invite");
  });

  test("invitations are mail: at most 100 sent or resent per client address in ten minutes", async () => {
    const owner = await signUpUser(ctx);
    const own = await createEvent(ctx, owner.cookie);
    const send = (n: number) =>
      ctx.request(`${team(own.id)}/invitations`, {
        method: "POST",
        headers: {
          cookie: owner.cookie,
          "content-type": "application/json",
          "x-seatwise-client-ip": "10.77.0.1",
        },
        body: JSON.stringify({ email: `mail-${n}@example.com`, role: "viewer" }),
      });
    const statuses: number[] = [];
    for (let n = 0; n < 101; n += 1) statuses.push((await send(n)).status);
    // 49 places, then "team full" refusals, all counted; the 101st is refused before anything is read.
    expect(statuses.filter((status) => status === 201)).toHaveLength(49);
    expect(statuses.slice(49, 100).every((status) => status === 400)).toBe(true);
    expect(statuses[100]).toBe(429);
  });
});
