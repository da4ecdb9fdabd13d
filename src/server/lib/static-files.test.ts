import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createRequestListener } from "@/server/app";
import { createTestContext, type TestContext } from "@/server/test/harness";

let ctx: TestContext;
let webRoot: string;
let server: Server;
let origin: string;
const SCRIPT = `console.log(${JSON.stringify("x".repeat(4000))});`;

beforeAll(async () => {
  ctx = await createTestContext();
  webRoot = mkdtempSync(path.join(os.tmpdir(), "seatwise-static-"));
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>SPA shell marker</title>");
  writeFileSync(path.join(webRoot, "assets", "main-abc123.js"), SCRIPT);
  writeFileSync(path.join(webRoot, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(path.join(webRoot, "sw.js"), "self.addEventListener('fetch', () => {});");
  server = createServer(createRequestListener(ctx.deps, { webRoot }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  await ctx?.close();
});

describe("the build's files, answered in front of the app", () => {
  test("a file comes with its ETag, its caching and every security header", async () => {
    const response = await fetch(`${origin}/favicon.svg?v=2`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<svg xmlns='http://www.w3.org/2000/svg'/>");
    expect(response.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    expect(response.headers.get("etag")).toMatch(/^W\/"/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  test("a hashed asset is immutable and compressed for a browser that accepts it", async () => {
    const response = await fetch(`${origin}/assets/main-abc123.js`, { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toBe(SCRIPT);
  });

  test("the service worker is JavaScript, asked for again every time, with the security headers", async () => {
    const response = await fetch(`${origin}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  test("a current ETag gets 304, and HEAD no body", async () => {
    const first = await fetch(`${origin}/favicon.svg`);
    const again = await fetch(`${origin}/favicon.svg`, {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${origin}/favicon.svg`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  test("anything else goes on to the app: the API, pages, a missing asset, a write to a file's path", async () => {
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    expect(await (await fetch(`${origin}/dashboard`)).text()).toContain("SPA shell marker");
    expect((await fetch(`${origin}/assets/missing-123.js`)).status).toBe(404);
    const post = await fetch(`${origin}/favicon.svg`, { method: "POST", headers: { origin } });
    expect(post.status).toBe(404);
    expect(post.headers.get("content-security-policy")).toContain("default-src 'self'");
  });
});
