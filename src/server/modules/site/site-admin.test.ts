import { describe, expect, test } from "vitest";
import { as, testFileAdmin } from "@/server/test/factories";
import { errorOf, json, testFileContext } from "@/server/test/harness";
import { DEFAULT_PRICING_PLANS, newPricingPlan, type PricingPlan } from "@/shared/pricing";
import { type AdminSiteSettings, DEFAULT_SITE_SETTINGS, type PublicSite } from "@/shared/site";

const ctx = testFileContext();
const admin = testFileAdmin(ctx);

const publicSite = async () => (await json(await as(ctx).get("/api/site"))) as PublicSite;

const settings = {
  siteTitle: "Wedding Seats Co",
  landingHeadline: "Every guest, the right seat",
  landingSubtext: "A calmer way to plan the room.",
  contactEmail: "Sales@Example.com",
};

describe("site settings", () => {
  test("GET /api/admin/site answers the stored settings with the hero image path", async () => {
    const response = await as(ctx, admin.cookie).get("/api/admin/site");
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      ...DEFAULT_SITE_SETTINGS,
      heroImagePath: null,
      heroImageUrl: null,
    });
  });

  test("saves the three tabs at once; the public site reads them back", async () => {
    const heroImagePath = `${admin.user.id}/site/1700000000000.webp`;
    const response = await as(ctx, admin.cookie).put("/api/admin/site", {
      ...settings,
      siteTitle: "  Wedding Seats Co  ",
      heroImagePath,
    });
    expect(response.status).toBe(200);
    const saved = (await json(response)) as AdminSiteSettings;
    expect(saved).toMatchObject({
      ...settings,
      contactEmail: "sales@example.com",
      heroImagePath,
      heroImageUrl: `/uploads/${heroImagePath}`,
    });
    expect(await publicSite()).toMatchObject({
      siteTitle: "Wedding Seats Co",
      landingHeadline: settings.landingHeadline,
      contactEmail: "sales@example.com",
      heroImageUrl: `/uploads/${heroImagePath}`,
      pricingPlans: DEFAULT_PRICING_PLANS,
    });
  });

  test("removing the hero image goes back to none", async () => {
    const response = await as(ctx, admin.cookie).put("/api/admin/site", { ...settings, heroImagePath: null });
    expect(((await json(response)) as AdminSiteSettings).heroImageUrl).toBeNull();
  });

  test.each([
    [{ siteTitle: "  " }, "siteTitle", "Site Title is required"],
    [{ landingHeadline: "" }, "landingHeadline", "Landing Page Headline is required"],
    [
      { landingSubtext: "x".repeat(301) },
      "landingSubtext",
      "Landing Page Subheading must be at most 300 characters",
    ],
    [{ contactEmail: "not an email" }, "contactEmail", "Please enter a valid email address"],
    [{ contactEmail: "" }, "contactEmail", "Contact Email is required"],
    [
      { heroImagePath: "https://evil.example/x.png" },
      "heroImagePath",
      "Hero Image must be an uploaded image",
    ],
    [{ heroImagePath: "someone/covers/1.png" }, "heroImagePath", "Hero Image must be an uploaded image"],
    [{ siteTitle: "A\uD800B" }, "siteTitle", "Site Title contains characters that are not allowed"],
  ])("refuses %j and keeps the stored settings", async (patch, field, message) => {
    const before = await publicSite();
    const response = await as(ctx, admin.cookie).put("/api/admin/site", { ...settings, ...patch });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.[field]).toBe(message);
    expect(await publicSite()).toEqual(before);
  });
});

describe("pricing plans", () => {
  const plans: PricingPlan[] = [
    { ...DEFAULT_PRICING_PLANS[0]!, name: "Starter", price: 0 },
    { ...newPricingPlan(1_700_000_000_000), name: "Gold", price: 19.99, interval: "year", isPopular: true },
  ];
  const save = (body: unknown) => as(ctx, admin.cookie).put("/api/admin/site/pricing-plans", body);

  test("saves the whole list; /api/site shows it at once", async () => {
    const response = await save({ pricingPlans: plans });
    expect(response.status).toBe(200);
    expect(((await json(response)) as AdminSiteSettings).pricingPlans).toEqual(plans);
    expect((await publicSite()).pricingPlans).toEqual(plans);
  });

  const plan = plans[1]!;
  test.each([
    ["a plan list that is not a list", { pricingPlans: { gold: plan } }, "Pricing plans must be a list"],
    ["no list at all", {}, "Pricing plans must be a list"],
    ["an empty list", { pricingPlans: [] }, "Add at least one package"],
    ["a price of -1", { pricingPlans: [{ ...plan, price: -1 }] }, "Price cannot be negative"],
    ["a price of 'abc'", { pricingPlans: [{ ...plan, price: "abc" }] }, "Price must be a number"],
    ["a price of 1e308", { pricingPlans: [{ ...plan, price: 1e308 }] }, "Price must be at most 1,000,000"],
    [
      "a price of 1.234",
      { pricingPlans: [{ ...plan, price: 1.234 }] },
      "Price can have at most two decimals",
    ],
    [
      "an empty feature",
      { pricingPlans: [{ ...plan, features: ["Good", "  "] }] },
      "A feature cannot be empty",
    ],
    [
      "200 features",
      { pricingPlans: [{ ...plan, features: Array.from({ length: 200 }, (_, i) => `F${i}`) }] },
      "A package can list at most 30 features",
    ],
    [
      "features that are not a list",
      { pricingPlans: [{ ...plan, features: "A, B" }] },
      "Features must be a list",
    ],
    ["a blank name", { pricingPlans: [{ ...plan, name: " " }] }, "Plan name is required"],
    [
      "a weekly interval",
      { pricingPlans: [{ ...plan, interval: "week" }] },
      "Interval must be month or year",
    ],
    [
      "two plans with one id",
      { pricingPlans: [plan, { ...plan, name: "Copy" }] },
      "Each package needs its own id",
    ],
    [
      "thirteen plans",
      { pricingPlans: Array.from({ length: 13 }, (_, i) => ({ ...plan, id: `p${i}` })) },
      "At most 12 packages can be offered",
    ],
  ])("refuses %s with a clear message and saves nothing", async (_label, body, message) => {
    const response = await save(body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
    expect((await publicSite()).pricingPlans).toEqual(plans);
  });

  test("the limits are said in the admin's language, numbers written its way", async () => {
    const inGerman = (body: unknown) =>
      as(ctx, `${admin.cookie}; seatwise-locale=de`).put("/api/admin/site/pricing-plans", body);
    const tooDear = await inGerman({ pricingPlans: [{ ...plan, price: 1e308 }] });
    expect((await errorOf(tooDear)).message).toBe("Der Preis darf höchstens 1.000.000 betragen");
    const tooMany = await inGerman({
      pricingPlans: Array.from({ length: 13 }, (_, i) => ({ ...plan, id: `p${i}` })),
    });
    expect((await errorOf(tooMany)).message).toBe("Es können höchstens 12 Pakete angeboten werden");
    expect((await publicSite()).pricingPlans).toEqual(plans);
  });

  test("a body that is not JSON at all is refused, never a 500", async () => {
    const response = await ctx.request("/api/admin/site/pricing-plans", {
      method: "PUT",
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      body: "[{not json",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await publicSite()).pricingPlans).toEqual(plans);
  });
});
