import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { events, supportRequests, verification } from "@/server/db/schema";
import type { Logger } from "@/server/lib/logger";
import { as, createEvent, makeAdmin, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest } from "@/server/test/guest-factories";
import { createTestContext, errorOf, json, type TestContext } from "@/server/test/harness";
import type { Event, EventSummary } from "@/shared/event";
import type { Team } from "@/shared/team";
import { listenOn, openStream } from "../live/live-test-client";
import { joinTeam } from "../team/team-test-helpers";
import { furnishedEvent, uploadCover } from "./account-data-test-helpers";

/** Every error the server logs: deleting an account with open streams must log none. */
const errors: string[] = [];
const log: Logger = { debug() {}, info() {}, warn() {}, error: (message) => void errors.push(message) };

let ctx: TestContext;
let server: Awaited<ReturnType<typeof listenOn>>;
beforeAll(async () => {
  ctx = await createTestContext({ log });
  server = await listenOn(ctx.deps);
});
afterAll(async () => {
  await server?.close();
  await ctx?.close();
});

const deleteAccount = (user: TestUser, confirmation: string) =>
  as(ctx, user.cookie).delete("/api/account", { confirmation });

/** Rows anywhere in the database whose text, uuid, array or JSON columns mention `needle`, by table and
 * column: every table of the schema, found in information_schema, none named by hand. */
async function rowsMentioning(needle: string): Promise<Record<string, number>> {
  const db = ctx.deps.database.db;
  const columns = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'uuid', 'jsonb', 'json', 'ARRAY', 'character varying')
  `)) as unknown as { rows: { table_name: string; column_name: string }[] };
  const found: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns.rows) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
    )) as unknown as { rows: { n: number }[] };
    const count = result.rows[0]?.n ?? 0;
    if (count > 0) found[`${table}.${column}`] = count;
  }
  return found;
}

describe("Delete my account", () => {
  test("needs the e-mail typed: anything else is refused and nothing changes", async () => {
    const ann = await signUpUser(ctx);
    const event = await createEvent(ctx, ann.cookie);
    const refused = await deleteAccount(ann, "yes please");
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe("Type your e-mail address exactly as shown to confirm");
    expect((await as(ctx, ann.cookie).get(`/api/events/${event.id}`)).status).toBe(200);
    expect((await as(ctx).delete("/api/account", { confirmation: ann.user.email })).status).toBe(401);
  });

  test("removes every row and file of the person; events they only joined stay with their other co-owners", async () => {
    const ann = await signUpUser(ctx, { name: "Annika Zed" });
    const bo = await signUpUser(ctx, { name: "Bo" });
    const cy = await signUpUser(ctx, { name: "Cy" });
    const dee = await signUpUser(ctx, { name: "Dee" });

    // Ann's alone: deleted, with its guests, tables, cover, snapshots, change log and invitations.
    const alone = await furnishedEvent(ctx, ann, "Ann alone");
    await as(ctx, ann.cookie).post(`/api/events/${alone.id}/team/invitations`, {
      email: "later@example.com",
      role: "viewer",
    });
    // Ann created it; Bo and then Cy joined as co-owners: it passes to Bo, the longest-standing.
    const shared = await furnishedEvent(ctx, ann, "Ann shared");
    await joinTeam(ctx, ann, shared.id, bo, "co-owner");
    await joinTeam(ctx, ann, shared.id, cy, "co-owner");
    // Bo's, where Ann plans: kept, Ann's edits there no longer name her.
    const bos = await createEvent(ctx, bo.cookie, { title: "Bo's party" });
    await joinTeam(ctx, bo, bos.id, ann, "planner");
    const guest = await addGuest(ctx, bo.cookie, bos.id, { name: "Hal" });
    expect(
      (await as(ctx, ann.cookie).patch(`/api/events/${bos.id}/guests/${guest.id}`, { meal: "Fish" })).status,
    ).toBe(200);
    expect((await as(ctx, ann.cookie).patch(`/api/events/${bos.id}`, { venue: "Barn" })).status).toBe(200);
    // An invitation Ann received and has not accepted.
    const dees = await createEvent(ctx, dee.cookie, { title: "Dee's" });
    await as(ctx, dee.cookie).post(`/api/events/${dees.id}/team/invitations`, {
      email: ann.user.email,
      role: "viewer",
    });
    // An upload of Ann's that nothing uses, a support request and a password reset under way.
    const stray = await uploadCover(ctx, ann);
    await as(ctx, ann.cookie).post("/api/support-requests", { subject: "Help", message: "How do I print?" });
    await ctx.request("/api/auth/request-password-reset", {
      method: "POST",
      headers: { "content-type": "application/json", "x-seatwise-client-ip": ann.ip },
      body: JSON.stringify({ email: ann.user.email, redirectTo: "/reset-password" }),
    });
    const db = ctx.deps.database.db;
    expect(await db.$count(verification, eq(verification.value, ann.user.id))).toBeGreaterThan(0);
    expect(await db.$count(supportRequests, eq(supportRequests.userId, ann.user.id))).toBe(1);
    const coverOf = async (id: string) =>
      (await db.select().from(events).where(eq(events.id, id)))[0]!.coverImagePath!;
    const [aloneCover, sharedCover] = [await coverOf(alone.id), await coverOf(shared.id)];

    // The probe finds her before: her rows are in many tables.
    expect(Object.keys(await rowsMentioning(ann.user.id)).length).toBeGreaterThan(5);

    // Ann's open live streams: on the event that goes, and on one that stays.
    const onAlone = await openStream(`${server.url}/api/events/${alone.id}/live`, { cookie: ann.cookie });
    const onBos = await openStream(`${server.url}/api/events/${bos.id}/live`, { cookie: ann.cookie });
    const bosWatching = await openStream(`${server.url}/api/events/${bos.id}/live`, { cookie: bo.cookie });
    await Promise.all([onAlone.next("ready"), onBos.next("ready"), bosWatching.next("ready")]);

    const response = await deleteAccount(ann, ` ${ann.user.email.toUpperCase()} `);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      deletedEvents: [alone.id],
      keptEvents: expect.arrayContaining([shared.id, bos.id]),
    });
    // The browser's session cookie is expired.
    expect(response.headers.getSetCookie().some((cookie) => /session_token=;.*Max-Age=0/i.test(cookie))).toBe(
      true,
    );

    // The streams end cleanly; Bo's stays open and hears Ann leave.
    await onAlone.next("closed");
    await onBos.next("closed");
    expect(await onAlone.ended()).toBe(true);
    expect(await onBos.ended()).toBe(true);
    expect(JSON.parse((await bosWatching.next("change")).data)).toMatchObject({ action: "team.leave" });
    bosWatching.close();

    // Signed out everywhere, and cannot sign in again.
    expect(await json(await as(ctx, ann.cookie).get("/api/me"))).toEqual({ user: null });
    const signIn = await ctx.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", "x-seatwise-client-ip": ann.ip },
      body: JSON.stringify({ email: ann.user.email, password: "password-123" }),
    });
    expect(signIn.status).toBe(401);

    // No row anywhere names Ann (id, e-mail) or the deleted event.
    expect(await rowsMentioning(ann.user.id)).toEqual({});
    expect(await rowsMentioning(ann.user.email)).toEqual({});
    expect(await rowsMentioning(alone.id)).toEqual({});
    // No file of hers is left but the cover of the event that stays.
    expect(await ctx.deps.storage.get(aloneCover)).toBeNull();
    expect(await ctx.deps.storage.get(stray.path)).toBeNull();
    const left: string[] = [];
    for await (const key of ctx.deps.storage.list())
      if (ctx.deps.storage.keys.isOwnedBy(key, ann.user.id)) left.push(key);
    expect(left).toEqual([sharedCover]);

    // The shared event is Bo's now (he pays for it), with its guests; Cy is still on it.
    const current = (await json(
      await as(ctx, bo.cookie).get(`/api/events/current?eventId=${shared.id}`),
    )) as EventSummary;
    expect(current).toMatchObject({
      event: { id: shared.id },
      creator: true,
      totals: { guests: 4, tables: 2 },
    });
    const team = (await json(await as(ctx, cy.cookie).get(`/api/events/${shared.id}/team`))) as Team;
    expect(team.members.map((member) => [member.name, member.creator])).toEqual(
      expect.arrayContaining([
        ["Bo", true],
        ["Cy", false],
      ]),
    );
    expect(team.members).toHaveLength(2);
    // Bo's own event keeps Ann's edits, without her name on them.
    expect((await json(await as(ctx, bo.cookie).get(`/api/events/${bos.id}`))) as Event).toMatchObject({
      venue: "Barn",
    });
    expect(errors).toEqual([]);
  });

  test("the last administrator cannot delete themselves; one of two can", async () => {
    const admin = await signUpUser(ctx);
    await makeAdmin(ctx, admin.user.id);
    const refused = await deleteAccount(admin, admin.user.email);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      "You are the only administrator. Make someone else an administrator before deleting your account.",
    );
    const second = await signUpUser(ctx);
    await makeAdmin(ctx, second.user.id);
    expect((await deleteAccount(admin, admin.user.email)).status).toBe(200);
  });
});
