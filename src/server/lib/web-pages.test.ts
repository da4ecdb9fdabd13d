import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { adminSettings } from "@/server/db/schema";
import { SITE_RESOURCE } from "@/server/modules/site/site.routes";
import { createTestContext, type TestContext } from "@/server/test/harness";
import type { PageRenderer } from "./web-pages";

let ctx: TestContext;
let webRoot: string;
const renders: string[] = [];

/** A stand-in for dist/ssr/server-render.js: marks its output with the page and the site's headline. */
const renderer: PageRenderer = {
  SERVER_RENDERED_PAGES: { "/": { needsApp: false }, "/how-it-works": { needsApp: true } },
  async renderPage(pagePath, site, locale) {
    const headline = (site as { landingHeadline: string }).landingHeadline;
    renders.push(`${pagePath} ${headline}${locale === "en" ? "" : ` ${locale}`}`);
    if (headline === "explode") throw new Error("render failed");
    return {
      html: `<h1>${headline}</h1><p>${locale}</p>`,
      title: `Title of ${pagePath}`,
      data: "<script>DATA</script>",
    };
  },
};

let app: ReturnType<typeof createApp>;
const get = (pagePath: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost:3000${pagePath}`, { headers });

async function setHeadline(landingHeadline: string) {
  await ctx.deps.database.db.update(adminSettings).set({ landingHeadline }).where(eq(adminSettings.id, 1));
  ctx.deps.publicCache.invalidate(SITE_RESOURCE);
}

beforeAll(async () => {
  ctx = await createTestContext();
  webRoot = mkdtempSync(path.join(os.tmpdir(), "seatwise-pages-"));
  mkdirSync(path.join(webRoot, "assets"));
  const shell = (marker: string) =>
    `<!doctype html><html><head><title>x</title></head><body><div id="root"></div>${marker}</body></html>`;
  writeFileSync(path.join(webRoot, "index.html"), shell("APP SHELL"));
  writeFileSync(path.join(webRoot, "marketing.html"), shell("LIGHT SHELL"));
  writeFileSync(path.join(webRoot, "assets", "app-abc.js"), `console.log("${"x".repeat(2000)}");`);
  app = createApp(ctx.deps, { webRoot, pageRenderer: Promise.resolve(renderer) });
});
afterAll(async () => {
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  await ctx?.close();
});

describe("pages in the visitor's language", () => {
  it("renders a page and the app shell in the cookie's language, else the browser's, with <html lang dir>", async () => {
    await setHeadline("Bonjour");
    const french = await get("/", { "accept-language": "fr-CA,fr;q=0.9" });
    const html = await french.text();
    expect(html).toContain('<html lang="fr" dir="ltr" data-locale="fr">');
    expect(html).toContain("<p>fr</p>");
    expect(french.headers.get("vary")).toContain("Accept-Language");
    const arabic = await (
      await get("/dashboard", { cookie: "seatwise-locale=ar", "accept-language": "fr" })
    ).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl" data-locale="ar">');
    expect(arabic).toContain("APP SHELL");
  });

  it("keeps each language's rendering apart and falls back to English for an unknown one", async () => {
    await setHeadline("Hola");
    const spanish = await (await get("/", { "accept-language": "es" })).text();
    const german = await (await get("/", { "accept-language": "de" })).text();
    const unknown = await (await get("/", { cookie: "seatwise-locale=zz", "accept-language": "tlh" })).text();
    expect(spanish).toContain("<p>es</p>");
    expect(german).toContain("<p>de</p>");
    expect(unknown).toContain('<html lang="en" dir="ltr" data-locale="en">');
    expect(unknown).toContain("<p>en</p>");
  });
});

describe("server-rendered marketing pages", () => {
  it("renders the page into the light shell for a visitor without a session", async () => {
    await setHeadline("Hello guests");
    const response = await get("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"><h1>Hello guests</h1><p>en</p></div>');
    expect(html).toContain("<title>Title of /</title>");
    expect(html).toContain("LIGHT SHELL");
    expect(html).not.toContain("DATA");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("vary")).toContain("Cookie");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("gives a visitor with a session cookie the app shell, with the site data for hydration", async () => {
    const html = await (await get("/", { cookie: "better-auth.session_token=abc.def" })).text();
    expect(html).toContain("APP SHELL");
    expect(html).toContain("<h1>Hello guests</h1>");
    expect(html).toContain("<script>DATA</script></body>");
  });

  it("gives a page that needs the app the app shell even without a session", async () => {
    const html = await (await get("/how-it-works")).text();
    expect(html).toContain("APP SHELL");
    expect(html).toContain("<title>Title of /how-it-works</title>");
  });

  it("renders once per site version and answers a current ETag with 304", async () => {
    const first = await get("/");
    const before = renders.length;
    const again = await get("/", { "if-none-match": first.headers.get("etag") ?? "" });
    expect(again.status).toBe(304);
    expect(renders.length).toBe(before);
  });

  it("shows an admin's change on the next visit", async () => {
    const etag = (await get("/")).headers.get("etag") ?? "";
    await setHeadline("Changed by the admin");
    const response = await get("/", { "if-none-match": etag });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Changed by the admin</h1>");
  });

  it("falls back to the SPA shell when rendering fails", async () => {
    await setHeadline("explode");
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("APP SHELL");
    await setHeadline("Hello again");
  });

  it("serves any other page as the SPA shell", async () => {
    const html = await (await get("/dashboard/guests")).text();
    expect(html).toContain("APP SHELL");
    expect(html).toContain('<div id="root"></div>');
  });
});

describe("static files from memory", () => {
  it("answers with brotli when accepted, and 304 for a current ETag", async () => {
    const response = await get("/assets/app-abc.js", { "accept-encoding": "gzip, br" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const again = await get("/assets/app-abc.js", { "if-none-match": response.headers.get("etag") ?? "" });
    expect(again.status).toBe(304);
  });

  it("sends the plain bytes to a client that accepts no encoding", async () => {
    const response = await get("/assets/app-abc.js", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toContain("console.log");
  });
});
