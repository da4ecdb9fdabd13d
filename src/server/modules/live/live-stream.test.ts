import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { openPostgres } from "@/server/db/client";
import { eventMembers } from "@/server/db/schema";
import { createDeps } from "@/server/deps";
import { as } from "@/server/test/factories";
import { addGuest, type OwnerWithEvent, ownerWithEvent } from "@/server/test/guest-factories";
import { CLIENT_HEADER, type LiveChange, type LivePresence } from "@/shared/live";
import { recordChange } from "./change-log";
import { listenOn, openStream } from "./live-test-client";

let world: OwnerWithEvent;
let server: Awaited<ReturnType<typeof listenOn>>;
beforeAll(async () => {
  world = await ownerWithEvent();
  server = await listenOn(world.ctx.deps);
});
afterAll(async () => {
  await server?.close();
  await world.ctx.close();
});

const livePath = () => `/api/events/${world.event.id}/live`;
const TAB = "tab-0000-1111";

describe("the live stream", () => {
  test("sends each change once, with who and which tab; resumes from Last-Event-ID", async () => {
    const { ctx, ann, event } = world;
    const stream = await openStream(server.url + livePath(), { cookie: ann.cookie });
    expect(stream.status).toBe(200);
    const ready = await stream.next("ready");
    const start = Number(ready.id);

    await ctx.request(`/api/events/${event.id}/guests`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: ann.cookie, [CLIENT_HEADER]: TAB },
      body: JSON.stringify({ name: "Hal" }),
    });
    // A refused write sends nothing: the next change is the next successful one.
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await as(ctx, ann.cookie).delete(`/api/events/${event.id}/guests/${unknown}`)).status).toBe(404);
    await addGuest(ctx, ann.cookie, event.id, { name: "Ivy" });

    const first = await stream.next("change");
    expect(first.id).toBe(String(start + 1));
    expect(JSON.parse(first.data) as LiveChange).toMatchObject({
      version: start + 1,
      action: "guest.create",
      areas: expect.arrayContaining(["guests"]),
      actor: { id: ann.user.id, name: "Ann" },
      clientId: TAB,
    });
    const second = JSON.parse((await stream.next("change")).data) as LiveChange;
    expect(second).toMatchObject({ version: start + 2, clientId: null });
    stream.close();

    // Two more while away; the browser comes back with the last id it had.
    await addGuest(ctx, ann.cookie, event.id, { name: "Jo" });
    await addGuest(ctx, ann.cookie, event.id, { name: "Kai" });
    const again = await openStream(server.url + livePath(), {
      cookie: ann.cookie,
      "last-event-id": first.id!,
    });
    await again.next("ready");
    const missed = [await again.next("change"), await again.next("change"), await again.next("change")];
    expect(missed.map((event) => Number(event.id))).toEqual([start + 2, start + 3, start + 4]);
    again.close();
    // The log keeps the tab too, so a tab catching up still knows its own changes.
    const poll = (await (await as(ctx, ann.cookie).get(`${livePath()}?since=${start}`)).json()) as {
      changes: LiveChange[];
    };
    expect(poll.changes[0]).toMatchObject({ version: start + 1, clientId: TAB });

    // Too far behind (or from another database): one reset, then live.
    const lost = await openStream(`${server.url}${livePath()}?since=99999`, { cookie: ann.cookie });
    expect((await lost.next()).event).toBe("reset");
    lost.close();
    // A closed connection leaves nothing behind on the instance.
    await expect.poll(() => ctx.deps.live.size()).toBe(0);
  });

  test("relays presence beats, and refuses a stranger", async () => {
    const { ctx, ann, bo, event } = world;
    const stream = await openStream(server.url + livePath(), { cookie: ann.cookie });
    await stream.next("ready");
    const beat = await as(ctx, ann.cookie).post(`${livePath()}/presence`, {
      clientId: TAB,
      activity: { kind: "guest", id: "g1" },
    });
    expect(beat.status).toBe(204);
    const presence = JSON.parse((await stream.next("presence")).data) as LivePresence;
    expect(presence).toEqual({
      userId: ann.user.id,
      name: "Ann",
      clientId: TAB,
      activity: { kind: "guest", id: "g1" },
      left: false,
    });
    stream.close();
    const stranger = await openStream(server.url + livePath(), { cookie: bo.cookie });
    expect(stranger.status).toBe(404);
    stranger.close();
    const bad = await as(ctx, ann.cookie).post(`/api/events/${event.id}/live/presence`, { clientId: "x" });
    expect(bad.status).toBe(400);
  });

  test("a member removed from the team: their stream closes", async () => {
    const { ctx, ann, bo, event } = world;
    const db = ctx.deps.database.db;
    await db.insert(eventMembers).values({ eventId: event.id, userId: bo.user.id, role: "planner" });
    const stream = await openStream(server.url + livePath(), { cookie: bo.cookie });
    await stream.next("ready");
    // What the team service does when a member is removed.
    await db.transaction(async (tx) => {
      await recordChange(tx, event.id, ann.user.id, "team.remove", ["team"]);
      await tx
        .delete(eventMembers)
        .where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, bo.user.id)));
    });
    expect((await stream.next("change")).event).toBe("change");
    await stream.next("closed");
    expect(await stream.ended()).toBe(true);
  });
});

describe.runIf(inject("testDatabase").kind === "postgres")("two app instances on one PostgreSQL", () => {
  test("a change on one reaches a subscriber on the other; so does presence", async () => {
    const { ctx, ann, event } = world;
    const url = ctx.deps.env.DATABASE_URL!;
    const other = createDeps({ ...ctx.deps, database: openPostgres(url) });
    const otherServer = await listenOn(other);
    try {
      const stream = await openStream(otherServer.url + livePath(), { cookie: ann.cookie });
      const start = Number((await stream.next("ready")).id);
      await addGuest(ctx, ann.cookie, event.id, { name: "Lou" }); // through the first instance
      const change = JSON.parse((await stream.next("change")).data) as LiveChange;
      expect(change).toMatchObject({ version: start + 1, action: "guest.create" });
      await as(ctx, ann.cookie).post(`${livePath()}/presence`, { clientId: TAB });
      expect(JSON.parse((await stream.next("presence")).data)).toMatchObject({ clientId: TAB, left: false });
      stream.close();
    } finally {
      await otherServer.close();
      await other.database.close();
    }
  });
});
