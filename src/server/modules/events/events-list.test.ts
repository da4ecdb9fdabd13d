import { describe, expect, test } from "vitest";
import { as, createEvent, signUpUser, testFileUser } from "@/server/test/factories";
import { addGuest, importCsv } from "@/server/test/guest-factories";
import { json, testFileContext } from "@/server/test/harness";
import type { EventListItem, EventSummary } from "@/shared/event";

const ctx = testFileContext();
const ann = testFileUser(ctx);
const bo = testFileUser(ctx);

describe("more than one event per owner", () => {
  test("GET /api/events lists the owner's events, newest first, with their guest counts", async () => {
    const first = await createEvent(ctx, ann.cookie, { title: "First" });
    const second = await createEvent(ctx, ann.cookie, { title: "Second", eventType: "birthday" });
    await addGuest(ctx, ann.cookie, first.id, { name: "Ann" });
    await createEvent(ctx, bo.cookie, { title: "Bo's" });
    const list = (await json(await as(ctx, ann.cookie).get("/api/events"))) as EventListItem[];
    expect(list.map((e) => [e.id, e.title, e.guests, e.eventType])).toEqual([
      [second.id, "Second", 0, "birthday"],
      [first.id, "First", 1, "wedding"],
    ]);
    expect(list[0]).toMatchObject({ date: second.date, createdAt: second.createdAt });
  });

  test("the current event is the chosen one while it is the owner's, else the newest", async () => {
    const dee = await signUpUser(ctx);
    const older = await createEvent(ctx, dee.cookie, { title: "Older" });
    const newer = await createEvent(ctx, dee.cookie, { title: "Newer" });
    const bosEvent = await createEvent(ctx, bo.cookie, { title: "Not Dee's" });
    const current = async (query = "") =>
      ((await json(await as(ctx, dee.cookie).get(`/api/events/current${query}`))) as EventSummary).event
        .title;
    expect(await current()).toBe("Newer");
    expect(await current(`?eventId=${older.id}`)).toBe("Older");
    expect(await current(`?eventId=${newer.id}`)).toBe("Newer");
    expect(await current(`?eventId=${bosEvent.id}`)).toBe("Newer");
    expect(await current("?eventId=not-a-uuid")).toBe("Newer");
  });

  test("DELETE /api/events/:id removes the event with its guests, households, groups and tables", async () => {
    const cy = await signUpUser(ctx);
    const keep = await createEvent(ctx, cy.cookie, { title: "Keep" });
    const doomed = await createEvent(ctx, cy.cookie, { title: "Doomed" });
    await importCsv(ctx, cy.cookie, doomed.id, "name,table,household,groups\nAnn,1,Lees,Work\n");
    await addGuest(ctx, cy.cookie, keep.id, { name: "Stays" });

    expect((await as(ctx, bo.cookie).delete(`/api/events/${doomed.id}`)).status).toBe(404);
    expect((await as(ctx).delete(`/api/events/${doomed.id}`)).status).toBe(401);
    const response = await as(ctx, cy.cookie).delete(`/api/events/${doomed.id}`);
    expect(response.status).toBe(204);
    expect((await as(ctx, cy.cookie).get(`/api/events/${doomed.id}`)).status).toBe(404);
    expect((await as(ctx, cy.cookie).get(`/api/events/${doomed.id}/guests`)).status).toBe(404);
    expect((await as(ctx, cy.cookie).delete(`/api/events/${doomed.id}`)).status).toBe(404);
    const list = (await json(await as(ctx, cy.cookie).get("/api/events"))) as EventListItem[];
    expect(list.map((e) => [e.title, e.guests])).toEqual([["Keep", 1]]);
  });

  test("anonymous callers get 401 on the list", async () => {
    expect((await as(ctx).get("/api/events")).status).toBe(401);
  });
});
