import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp, createRequestListener } from "@/server/app";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, addTable } from "@/server/test/guest-factories";
import { createTestContext, type TestContext } from "@/server/test/harness";
import type { Event } from "@/shared/event";

// The guest page as the server sends it, rendered by the real renderer (src/web/guest-page/render.tsx) into a
// stand-in of the built shell.
let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let webRoot: string;
let owner: TestUser;
let event: Event;

const get = (pagePath: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost:3000${pagePath}`, { headers });

beforeAll(async () => {
  ctx = await createTestContext();
  webRoot = mkdtempSync(path.join(os.tmpdir(), "seatwise-guest-page-"));
  mkdirSync(path.join(webRoot, "assets"));
  const shell = (marker: string) =>
    `<!doctype html><html><head><meta name="description" content="x" />\n<meta name="theme-color" content="#9b87f5" />\n<title>x</title></head><body><div id="root"></div>${marker}</body></html>`;
  writeFileSync(path.join(webRoot, "index.html"), shell("APP SHELL"));
  writeFileSync(path.join(webRoot, "guest-page.html"), shell("GUEST SHELL"));
  app = createApp(ctx.deps, { webRoot, pageRenderer: import("@/web/app/server-render") });

  owner = await signUpUser(ctx);
  event = await createEvent(ctx, owner.cookie, { title: "Ana & José", venue: "The Old Mill" });
  const table = await addTable(ctx, event.id, { number: 1, name: "Family" });
  await addGuest(ctx, owner.cookie, event.id, {
    name: "José García",
    email: "jose@example.com",
    phone: "+1 555 0100",
    dietaryRestrictions: "Vegan, no nuts",
    notes: "Arrives late",
    status: "confirmed",
    tableId: table.id,
    seatNumber: 3,
  });
  await addGuest(ctx, owner.cookie, event.id, { name: '<img src=x onerror="alert(1)">', tableId: table.id });
  await as(ctx, owner.cookie).patch(`/api/events/${event.id}`, { isPublished: true });
});
afterAll(async () => {
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  await ctx?.close();
});

describe("GET /event/:eventId", () => {
  test("sends the event's content in the HTML, and nothing private", async () => {
    const response = await get(`/event/${event.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    const html = await response.text();
    expect(html).toContain("GUEST SHELL");
    expect(html).toContain("<title>Ana &#38; José</title>");
    expect(html).toContain("José García");
    expect(html).toMatch(/Table 1 · Family(<!-- -->)?, seat 3/);
    for (const secret of ["jose@example.com", "555 0100", "Vegan", "Arrives late"])
      expect(html).not.toContain(secret);
    // A name holding HTML is text, not markup.
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("<img src=x");
  });

  test("answers 304 to its ETag, and a new page after a change", async () => {
    const first = await get(`/event/${event.id}`);
    const etag = first.headers.get("etag")!;
    expect((await get(`/event/${event.id}`, { "if-none-match": etag })).status).toBe(304);
    await as(ctx, owner.cookie).patch(`/api/events/${event.id}`, { title: "Ana & José, renamed" });
    const after = await get(`/event/${event.id}`, { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("Ana &amp; José, renamed");
  });

  test("answers a search made without JavaScript in the page", async () => {
    const html = await (await get(`/event/${event.id}?q=${encodeURIComponent("JOSÉ")}`)).text();
    expect(html).toMatch(/<article[^>]*>.*José García.*Table 1 · Family.*Seat.*3/s);
    const hostile = await get(`/event/${event.id}?q=${encodeURIComponent("<script>".repeat(500))}`);
    expect(hostile.status).toBe(200);
    expect(await hostile.text()).toContain("No guest found");
  });

  test.each([
    ["a malformed id", "/event/nope"],
    ["an unknown id", "/event/00000000-0000-4000-8000-000000000000"],
  ])("answers 'Event not found' (404) for %s", async (_label, pagePath) => {
    const response = await get(pagePath);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Event not found");
  });

  test("an unpublished event is not found for strangers and a preview for its owner", async () => {
    const draft = await createEvent(ctx, owner.cookie, { title: "Draft" });
    expect((await get(`/event/${draft.id}`)).status).toBe(404);
    const preview = await get(`/event/${draft.id}`, { cookie: owner.cookie });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-cache");
    expect(await preview.text()).toContain("Preview Mode");
  });

  test("a passcode page stands in front until the form is sent with the right passcode", async () => {
    await as(ctx, owner.cookie).patch(`/api/events/${event.id}`, { passcode: "Garden" });
    const locked = await get(`/event/${event.id}`);
    expect(locked.status).toBe(401);
    const html = await locked.text();
    expect(html).toContain("Enter the passcode");
    expect(html).not.toContain("José García");

    const send = (passcode: string) =>
      app.request(`http://localhost:3000/event/${event.id}/passcode`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ passcode }).toString(),
      });
    const wrong = await send("Roses");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Wrong passcode");
    const right = await send("garden");
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe(`/event/${event.id}`);
    const cookie = right.headers.getSetCookie()[0]!.split(";")[0]!;
    expect((await get(`/event/${event.id}`, { cookie })).status).toBe(200);
    await as(ctx, owner.cookie).patch(`/api/events/${event.id}`, { passcode: null });
  });
});

describe("GET /event/preview (linked from the dashboard)", () => {
  test("takes the owner to their chosen event's page, or their newest", async () => {
    const newest = await createEvent(ctx, owner.cookie, { title: "Newest" });
    const chosen = await get(`/event/preview?event=${event.id}`, { cookie: owner.cookie });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe(`/event/${event.id}`);
    const fallback = await get("/event/preview", { cookie: owner.cookie });
    expect(fallback.headers.get("location")).toBe(`/event/${newest.id}`);
  });

  test("never opens another owner's event, sends the signed-out to sign in and the eventless to create one", async () => {
    const other = await signUpUser(ctx);
    const stranger = await get(`/event/preview?event=${event.id}`, { cookie: other.cookie });
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("location")).toBe("/onboarding");
    const signedOut = await get(`/event/preview?event=${event.id}`);
    expect(signedOut.headers.get("location")).toBe("/login");
    const malformed = await get("/event/preview?event=%3Cscript%3E", { cookie: owner.cookie });
    expect(malformed.status).toBe(302);
  });
});

describe("the request listener's fast path (published, no passcode)", () => {
  test("answers the data and the page from the cache, and leaves anything else to the app", async () => {
    const server = createServer(
      createRequestListener(ctx.deps, { webRoot, pageRenderer: import("@/web/app/server-render") }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const at = (pagePath: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}${pagePath}`, { headers });
    try {
      const data = await at(`/api/public/events/${event.id}`);
      expect(data.status).toBe(200);
      expect(data.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(await data.text()).not.toContain("jose@example.com");
      expect(
        (await at(`/api/public/events/${event.id}`, { "if-none-match": data.headers.get("etag")! })).status,
      ).toBe(304);

      const page = await at(`/event/${event.id}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("José García");
      const searched = await (await at(`/event/${event.id}?q=jose`)).text();
      expect(searched).toMatch(/<article/);

      const draft = await createEvent(ctx, owner.cookie, { title: "Draft" });
      expect((await at(`/event/${draft.id}`)).status).toBe(404);
      expect((await at(`/api/public/events/${draft.id}`)).status).toBe(404);
      expect((await at("/api/public/events/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
