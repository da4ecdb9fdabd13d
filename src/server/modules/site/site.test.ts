import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp, createRequestListener } from "@/server/app";
import { adminSettings } from "@/server/db/schema";
import { createDeps } from "@/server/deps";

import { createTestContext, json, type TestContext } from "@/server/test/harness";
import { DEFAULT_PRICING_PLANS } from "@/shared/pricing";
import { DEFAULT_SITE_SETTINGS, publicSiteSchema } from "@/shared/site";
import { SITE_RESOURCE } from "./site.routes";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function getSite() {
  const response = await ctx.request("/api/site");
  expect(response.status).toBe(200);
  return publicSiteSchema.parse(await json(response));
}

/** Stores any JSON value as the plans, bypassing the column's TypeScript type as a bad admin write would,
 * then invalidates the cached site as every admin write does. */
async function storePlans(value: unknown) {
  await ctx.deps.database.db
    .update(adminSettings)
    .set({ pricingPlans: sql`${JSON.stringify(value)}::jsonb` })
    .where(eq(adminSettings.id, 1));
  ctx.deps.publicCache.invalidate(SITE_RESOURCE);
}

describe("GET /api/site on a fresh install", () => {
  it("returns the seeded site settings", async () => {
    const site = await getSite();
    expect(site).toMatchObject({ ...DEFAULT_SITE_SETTINGS, heroImageUrl: null });
  });

  it("returns the three default plans in order", async () => {
    const site = await getSite();
    expect(site.pricingPlans.map((plan) => [plan.name, plan.price, plan.isPopular])).toEqual([
      ["Basic", 0, false],
      ["Professional", 29, true],
      ["Enterprise", 99, false],
    ]);
    expect(site.pricingPlans[0]?.features).toContain("Up to 50 guests");
  });
});

describe("GET /api/site caching", () => {
  beforeEach(async () => {
    await storePlans(DEFAULT_PRICING_PLANS);
  });

  it("sends an ETag and Cache-Control, and a 304 without a body for a current copy", async () => {
    const first = await ctx.request("/api/site");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");

    const again = await ctx.request("/api/site", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
  });

  it("answers 200 with the new body as soon as an admin write invalidates it", async () => {
    const before = await ctx.request("/api/site");
    const etag = before.headers.get("etag") ?? "";
    await storePlans([{ id: "new", name: "New Plan", description: "", price: 3, features: [] }]);

    const after = await ctx.request("/api/site", { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    const site = publicSiteSchema.parse(await json(after));
    expect(site.pricingPlans.map((plan) => plan.name)).toEqual(["New Plan"]);
  });

  it("gives the same ETag on another instance holding the same data", async () => {
    const other = createApp(
      createDeps({ env: ctx.deps.env, database: ctx.deps.database, log: ctx.deps.log }),
    );
    const mine = (await ctx.request("/api/site")).headers.get("etag");
    const theirs = (await other.request("http://localhost:3000/api/site")).headers.get("etag");
    expect(theirs).toBe(mine);
    const revalidated = await other.request("http://localhost:3000/api/site", {
      headers: { "if-none-match": mine ?? "" },
    });
    expect(revalidated.status).toBe(304);
  });

  it("sends the JSON compressed to a client that accepts it, with the same ETag", async () => {
    const plain = await ctx.request("/api/site");
    const plainBody = Buffer.from(await plain.arrayBuffer());
    expect(plainBody.length).toBeGreaterThan(1024);
    const compressed = await ctx.request("/api/site", { headers: { "accept-encoding": "gzip" } });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(compressed.headers.get("vary")).toContain("Accept-Encoding");
    expect(compressed.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(gunzipSync(Buffer.from(await compressed.arrayBuffer()))).toEqual(plainBody);
  });
});

describe("GET /api/site with stored plans", () => {
  beforeEach(async () => {
    await storePlans(DEFAULT_PRICING_PLANS);
  });

  it("returns valid stored plans as they are", async () => {
    const custom = [{ id: "solo", name: "Solo", description: "One event", price: 12.5, features: ["A"] }];
    await storePlans(custom);
    const site = await getSite();
    expect(site.pricingPlans).toEqual([{ ...custom[0], interval: "month", isPopular: false }]);
  });

  it("parses plans stored as JSON text", async () => {
    const custom = [{ id: "text", name: "Text Plan", description: "", price: 5, features: [] }];
    await storePlans(JSON.stringify(custom));
    const site = await getSite();
    expect(site.pricingPlans.map((plan) => plan.name)).toEqual(["Text Plan"]);
  });

  it.each([
    ["an object instead of a list", { plans: [] }],
    ["an empty list", []],
    ["a plan without a price", [{ id: "x", name: "X", description: "", features: [] }]],
    [
      "a plan with a non-numeric price",
      [{ id: "x", name: "X", description: "", price: "lots", features: [] }],
    ],
    ["a plan without features", [{ id: "x", name: "X", description: "", price: 1 }]],
    ["JSON text that does not parse", "[{not json"],
  ])("falls back to the default plans for %s", async (_label, stored) => {
    await storePlans(stored);
    const site = await getSite();
    expect(site.pricingPlans).toEqual(DEFAULT_PRICING_PLANS);
  });

  it("falls back to the defaults when the settings row is missing", async () => {
    await ctx.deps.database.db.delete(adminSettings);
    ctx.deps.publicCache.invalidate(SITE_RESOURCE);
    const site = await getSite();
    expect(site.siteTitle).toBe(DEFAULT_SITE_SETTINGS.siteTitle);
    expect(site.pricingPlans).toEqual(DEFAULT_PRICING_PLANS);
  });
});

describe("GET /api/site in front of the app (site.fast.ts)", () => {
  it("answers as the app does: the same body, ETag and headers, a 304, and a save seen at once", async () => {
    // An earlier test deletes the settings row.
    await ctx.deps.database.db
      .insert(adminSettings)
      .values({ id: 1, ...DEFAULT_SITE_SETTINGS, pricingPlans: DEFAULT_PRICING_PLANS })
      .onConflictDoNothing();
    await storePlans(DEFAULT_PRICING_PLANS);
    const webRoot = mkdtempSync(path.join(os.tmpdir(), "seatwise-site-fast-"));
    writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    writeFileSync(
      path.join(webRoot, "guest-page.html"),
      "<!doctype html><html><head></head><body></body></html>",
    );
    const server = createServer(createRequestListener(ctx.deps, { webRoot }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const at = (headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}/api/site`, { headers });
    const comparable = (response: Response) => {
      const headers = Object.fromEntries(response.headers);
      delete headers.date;
      delete headers.connection;
      delete headers["keep-alive"];
      return headers;
    };
    try {
      const fast = await at({ "accept-encoding": "gzip" });
      const app = await ctx.request("/api/site", { headers: { "accept-encoding": "gzip" } });
      expect(fast.status).toBe(200);
      expect(comparable(fast)).toEqual(comparable(app));
      // fetch decodes the gzip the app's own answer still holds.
      expect(await fast.text()).toBe(gunzipSync(Buffer.from(await app.arrayBuffer())).toString());

      const etag = fast.headers.get("etag") ?? "";
      const again = await at({ "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");

      await storePlans([{ ...DEFAULT_PRICING_PLANS[0], name: "Starter" }]);
      const changed = await at();
      expect(changed.headers.get("etag")).not.toBe(etag);
      expect(publicSiteSchema.parse(await changed.json()).pricingPlans[0]?.name).toBe("Starter");
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
