import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "@/server/app";
import { joinTeam } from "@/server/modules/team/team-test-helpers";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, addTable } from "@/server/test/guest-factories";
import { createTestContext, json, type TestContext } from "@/server/test/harness";
import { standInWebRoot } from "@/server/test/stand-in-web-root";
import type { Event } from "@/shared/event";
import type { KioskSettings } from "@/shared/kiosk";

// The lobby kiosk (docs/decisions/030-offline-check-in-and-kiosk.md): its link, turned on and off and made
// anew on the Share screen, and its page, found only with the current token of its own event.
let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let webRoot: string;
let owner: TestUser;
let viewer: TestUser;
let event: Event;
let other: Event;

const page = (eventId: string, token?: string) =>
  app.request(
    `http://localhost:3000/event/${eventId}/kiosk${token === undefined ? "" : `?k=${encodeURIComponent(token)}`}`,
  );
const kiosk = (eventId: string) => `/api/events/${eventId}/kiosk`;
const turn = async (eventId: string, enabled: boolean) =>
  (await json(await as(ctx, owner.cookie).put(kiosk(eventId), { enabled }))) as KioskSettings;

beforeAll(async () => {
  ctx = await createTestContext();
  webRoot = standInWebRoot();
  app = createApp(ctx.deps, { webRoot, pageRenderer: import("@/web/app/server-render") });
  owner = await signUpUser(ctx);
  viewer = await signUpUser(ctx, { name: "Vera Viewer" });
  // Not published, no table map, no guest list on the guest page: the kiosk still finds everyone.
  event = await createEvent(ctx, owner.cookie, { title: "Ana & José" });
  await as(ctx, owner.cookie).patch(`/api/events/${event.id}`, { guestListMode: "none" });
  const table = await addTable(ctx, event.id, { number: 4, name: "Family" });
  await addGuest(ctx, owner.cookie, event.id, {
    name: "José García",
    email: "jose@example.com",
    notes: "Arrives late",
    tableId: table.id,
    seatNumber: 3,
  });
  await addGuest(ctx, owner.cookie, event.id, { name: "Declined Dora", status: "declined" });
  other = await createEvent(ctx, owner.cookie, { title: "Other party" });
  await joinTeam(ctx, owner, event.id, viewer, "viewer");
});
afterAll(async () => {
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  await ctx?.close();
});

describe("the kiosk's link", () => {
  test("off by default: no token, and the page is not found", async () => {
    expect((await json(await as(ctx, owner.cookie).get(kiosk(event.id)))) as KioskSettings).toEqual({
      token: null,
    });
    expect((await page(event.id, "anything")).status).toBe(404);
  });

  test("on: the page with the guests to search, in the page's data only, never listed; nothing private", async () => {
    const { token } = await turn(event.id, true);
    expect(token).toMatch(/^[\w-]{32}$/);
    // Turning it on again keeps the link.
    expect((await turn(event.id, true)).token).toBe(token);
    const response = await page(event.id, token!);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('id="kiosk-search"');
    expect(html).toContain('data-plan-table="4"');
    const data = JSON.parse(
      /<script type="application\/json" id="kiosk-data">(.*?)<\/script>/s.exec(html)![1]!,
    );
    expect(data.guests).toEqual([{ name: "José García", table: 4, seat: 3 }]);
    const shown = html.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown).not.toContain("José García");
    expect(shown).not.toContain("<table");
    for (const secret of ["jose@example.com", "Arrives late", "Declined Dora"])
      expect(html).not.toContain(secret);
  });

  test("a wrong token, none, another event's, or a revoked one: not found", async () => {
    const { token } = await turn(event.id, true);
    const otherToken = (await turn(other.id, true)).token!;
    expect((await page(event.id)).status).toBe(404);
    expect((await page(event.id, `${token}x`)).status).toBe(404);
    expect((await page(event.id, otherToken)).status).toBe(404);
    expect((await page(other.id, token!)).status).toBe(404);
    expect((await page("not-a-uuid", token!)).status).toBe(404);
    const renewed = (await json(
      await as(ctx, owner.cookie).post(`${kiosk(event.id)}/regenerate`),
    )) as KioskSettings;
    expect(renewed.token).not.toBe(token);
    expect((await page(event.id, token!)).status).toBe(404);
    expect((await page(event.id, renewed.token!)).status).toBe(200);
    await turn(event.id, false);
    expect((await page(event.id, renewed.token!)).status).toBe(404);
  });

  test("only those who run the Share screen read or change the link", async () => {
    const staff = as(ctx, viewer.cookie);
    expect((await staff.get(kiosk(event.id))).status).toBe(403);
    expect((await staff.put(kiosk(event.id), { enabled: true })).status).toBe(403);
    expect((await staff.post(`${kiosk(event.id)}/regenerate`)).status).toBe(403);
    const stranger = await signUpUser(ctx, { name: "Stranger" });
    expect((await as(ctx, stranger.cookie).get(kiosk(event.id))).status).toBe(404);
    expect((await as(ctx, owner.cookie).put(kiosk(event.id), { enabled: "yes" })).status).toBe(400);
  });
});
