import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminSettings } from "@/server/db/schema";

import { createTestContext, json, type TestContext } from "@/server/test/harness";
import { DEFAULT_PRICING_PLANS } from "@/shared/pricing";
import { DEFAULT_SITE_SETTINGS, publicSiteSchema } from "@/shared/site";

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

/** Stores any JSON value as the plans, bypassing the column's TypeScript type as a bad admin write would. */
async function storePlans(value: unknown) {
  await ctx.deps.database.db
    .update(adminSettings)
    .set({ pricingPlans: sql`${JSON.stringify(value)}::jsonb` })
    .where(eq(adminSettings.id, 1));
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
    const site = await getSite();
    expect(site.siteTitle).toBe(DEFAULT_SITE_SETTINGS.siteTitle);
    expect(site.pricingPlans).toEqual(DEFAULT_PRICING_PLANS);
  });
});
