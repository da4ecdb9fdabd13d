import { rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp, createRequestListener } from "@/server/app";
import { as, createEvent, signUpUser, type TestUser } from "@/server/test/factories";
import { addGuest, addTable } from "@/server/test/guest-factories";
import { createTestContext, type TestContext } from "@/server/test/harness";
import { standInWebRoot } from "@/server/test/stand-in-web-root";
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
  webRoot = standInWebRoot();
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

describe("the guest page in the event's languages", () => {
  let bilingual: Event;
  beforeAll(async () => {
    bilingual = await createEvent(ctx, owner.cookie, {
      title: "Boda de Ana",
      date: "2099-06-12",
      time: "16:30",
    });
    const table = await addTable(ctx, bilingual.id, { number: 1, name: "Table 1" });
    await addGuest(ctx, owner.cookie, bilingual.id, { name: "مُحَمَّد أحمد", tableId: table.id, seatNumber: 2 });
    await addGuest(ctx, owner.cookie, bilingual.id, {
      name: "Zoë Müller",
      status: "confirmed",
      tableId: table.id,
    });
    await as(ctx, owner.cookie).patch(`/api/events/${bilingual.id}`, {
      isPublished: true,
      languages: ["es", "ar"],
    });
  });
  const page = (query = "", headers: Record<string, string> = {}) =>
    get(`/event/${bilingual.id}${query}`, headers);
  const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

  test("?lang= picks one of them: texts, <html lang dir>, date and table labels in that language", async () => {
    const spanish = await page("?lang=es", { "accept-language": "ar" });
    expect(spanish.status).toBe(200);
    const html = await spanish.text();
    expect(htmlTag(html)).toBe('<html lang="es" dir="ltr">');
    expect(html).toContain("Encuentra tu mesa");
    expect(html).toMatch(/viernes, 12 de junio de 2099(<!-- -->)? · 16:30/);
    expect(html).toContain("Mesa 1");
    expect(html).not.toContain("Find your table");
    // A switch to each language, named in its own.
    expect(html).toContain(`href="/event/${bilingual.id}?lang=ar"`);
    expect(html).toContain("العربية");
    expect(html).toContain("Español");
    expect(spanish.headers.get("vary") ?? "").not.toContain("Accept-Language");
  });

  test("else the browser's language when the event speaks it (Arabic, right to left), else the first", async () => {
    const arabic = await page("", { "accept-language": "ar-EG,ar;q=0.9,en;q=0.5" });
    const html = await arabic.text();
    expect(htmlTag(html)).toBe('<html lang="ar" dir="rtl">');
    expect(html).toContain("اعثر على طاولتك");
    expect(html).toContain("الطاولة 1");
    // The table map is never mirrored.
    expect(arabic.headers.get("vary")).toContain("Accept-Language");

    const french = await page("", { "accept-language": "fr-FR,fr;q=0.9" });
    expect(htmlTag(await french.text())).toBe('<html lang="es" dir="ltr">');
    expect(french.headers.get("vary")).toContain("Accept-Language");
  });

  test("an unknown or not offered ?lang= falls back silently", async () => {
    for (const query of ["?lang=xx", "?lang=de", "?lang=", "?lang=%3Cscript%3E"]) {
      const response = await page(query);
      expect(response.status).toBe(200);
      expect(htmlTag(await response.text())).toBe('<html lang="es" dir="ltr">');
    }
    const browser = await page("?lang=xx", { "accept-language": "ar" });
    expect(htmlTag(await browser.text())).toBe('<html lang="ar" dir="rtl">');
  });

  test("the cache never answers one language's page for another", async () => {
    const spanish = await page("", { "accept-language": "es" });
    const etag = spanish.headers.get("etag")!;
    expect(await spanish.text()).toContain("Encuentra tu mesa");
    const arabic = await page("", { "accept-language": "ar", "if-none-match": etag });
    expect(arabic.status).toBe(200);
    expect(arabic.headers.get("etag")).not.toBe(etag);
    expect(await arabic.text()).toContain("اعثر على طاولتك");
    expect((await page("", { "accept-language": "es", "if-none-match": etag })).status).toBe(304);
    expect(await (await page("?lang=es")).text()).toContain("Encuentra tu mesa");
  });

  test("the search without JavaScript answers in the page's language, whatever the diacritics typed", async () => {
    const html = await (await page(`?lang=ar&q=${encodeURIComponent("محمد")}`)).text();
    expect(html).toMatch(/<article[^>]*>.*مُحَمَّد أحمد.*الطاولة 1.*المقعد/s);
    expect(html).toContain('name="lang" value="ar"');
    const none = await (await page(`?lang=es&q=${encodeURIComponent("nadie")}`)).text();
    expect(none).toContain("No hay ningún invitado con ese nombre");
    // The page's script gets its words already translated.
    expect(none).toContain('"lang":"es"');
    expect(none).toContain('"keepTyping":"Sigue escribiendo');
  });

  test("the passcode page speaks the guest's language too, and keeps a chosen one", async () => {
    await as(ctx, owner.cookie).patch(`/api/events/${bilingual.id}`, { passcode: "Jardin" });
    try {
      const locked = await page("", { "accept-language": "ar" });
      expect(locked.status).toBe(401);
      const html = await locked.text();
      expect(htmlTag(html)).toBe('<html lang="ar" dir="rtl">');
      expect(html).toContain("أدخل رمز الدخول");
      const chosen = await (await page("?lang=es")).text();
      expect(chosen).toContain("Introduce el código de acceso");
      expect(chosen).toContain(`action="/event/${bilingual.id}/passcode?lang=es"`);
      const wrong = await app.request(`http://localhost:3000/event/${bilingual.id}/passcode?lang=es`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ passcode: "Rosas" }).toString(),
      });
      expect(await wrong.text()).toContain("Código de acceso incorrecto");
      const right = await app.request(`http://localhost:3000/event/${bilingual.id}/passcode?lang=es`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ passcode: "jardin" }).toString(),
      });
      expect(right.headers.get("location")).toBe(`/event/${bilingual.id}?lang=es`);
    } finally {
      await as(ctx, owner.cookie).patch(`/api/events/${bilingual.id}`, { passcode: null });
    }
  });

  test("the fast path chooses the language as the app does", async () => {
    const server = createServer(
      createRequestListener(ctx.deps, { webRoot, pageRenderer: import("@/web/app/server-render") }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const at = (query: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}/event/${bilingual.id}${query}`, { headers });
    try {
      const arabic = await at("", { "accept-language": "ar" });
      expect(htmlTag(await arabic.text())).toBe('<html lang="ar" dir="rtl">');
      expect(arabic.headers.get("vary")).toContain("Accept-Language");
      const spanish = await at("?lang=es", { "accept-language": "ar" });
      expect(htmlTag(await spanish.text())).toBe('<html lang="es" dir="ltr">');
      expect(spanish.headers.get("vary")).not.toContain("Accept-Language");
      const fallback = await at("?lang=xx");
      expect(htmlTag(await fallback.text())).toBe('<html lang="es" dir="ltr">');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test("an event of one language speaks it whatever the browser asks", async () => {
    const response = await get(`/event/${event.id}`, { "accept-language": "ar" });
    expect(htmlTag(await response.text())).toBe('<html lang="en" dir="ltr">');
    expect(response.headers.get("vary") ?? "").not.toContain("Accept-Language");
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
