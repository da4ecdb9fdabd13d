import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { createTestContext, json, type TestContext } from "./test/harness";

let ctx: TestContext;
let webRoot: string;
let web: ReturnType<typeof createApp>;

beforeAll(async () => {
  ctx = await createTestContext();
  webRoot = mkdtempSync(path.join(os.tmpdir(), "seatwise-web-"));
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>SPA shell marker</title>");
  writeFileSync(path.join(webRoot, "assets", "main-abc123.js"), "console.log('main');");
  writeFileSync(path.join(webRoot, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  web = createApp(ctx.deps, { webRoot });
});
afterAll(async () => {
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  await ctx?.close();
});

function expectErrorShape(body: unknown, code: string) {
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
}

describe("API errors", () => {
  it.each(["GET", "POST", "DELETE"])(
    "answers %s on an unknown /api path with a 404 JSON error",
    async (method) => {
      const response = await ctx.request("/api/no-such-thing", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expectErrorShape(await json(response), "not_found");
    },
  );

  it("keeps unknown /api paths JSON even when the SPA is mounted", async () => {
    const response = await web.request("/api/missing/deeper");
    expect(response.status).toBe(404);
    expectErrorShape(await json(response), "not_found");
  });
});

describe("security headers", () => {
  it.each(["/api/health", "/api/no-such-thing", "/api/site", "/api/site?again"])(
    "are set on %s",
    async (requestPath) => {
      const response = await ctx.request(requestPath);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("default-src 'self'");
      // No inline script and no JavaScript eval; WebAssembly (the Scan dialog's QR decoder) may compile.
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    },
  );

  it("sends no HSTS on a plain-HTTP origin", async () => {
    const response = await ctx.request("/api/health");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it.each(["/pricing", "/dashboard", "/favicon.svg"])("also cover the built app's %s", async (page) => {
    const response = await web.request(page);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("are on a 304 too", async () => {
    const first = await ctx.request("/api/site");
    const again = await ctx.request("/api/site", {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toContain("default-src 'self'");
  });
});

describe("the built web app", () => {
  it.each(["/", "/pricing", "/dashboard/guests", "/event/123"])("serves index.html for %s", async (page) => {
    const response = await web.request(page);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("SPA shell marker");
  });

  it("serves hashed assets", async () => {
    const response = await web.request("/assets/main-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(await response.text()).toContain("console.log('main')");
  });

  it("caches hashed assets for good", async () => {
    const response = await web.request("/assets/main-abc123.js");
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("serves other files from the web root", async () => {
    const response = await web.request("/favicon.svg");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<svg");
  });

  it.each(["/assets/gone-000000.js", "/assets/deeper/page", "/missing.png"])(
    "answers a missing asset %s with a 404, not the page",
    async (asset) => {
      const response = await web.request(asset);
      expect(response.status).toBe(404);
      expectErrorShape(await json(response), "not_found");
    },
  );

  it("refuses to start when index.html is missing", () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "seatwise-web-empty-"));
    try {
      expect(() => createApp(ctx.deps, { webRoot: empty })).toThrow(/npm run build/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("answers any path with a 404 JSON error when no web root is mounted", async () => {
    const response = await ctx.request("/pricing");
    expect(response.status).toBe(404);
    expectErrorShape(await json(response), "not_found");
  });
});
