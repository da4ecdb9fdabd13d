import { describe, expect, it } from "vitest";
import { DEFAULT_PRICING_PLANS, parsePricingPlans } from "./pricing";

const plan = {
  id: "gold",
  name: "Gold",
  description: "For big days",
  price: 49.5,
  interval: "year",
  features: ["Everything"],
  isPopular: true,
};

describe("parsePricingPlans", () => {
  it("accepts a list of plan objects", () => {
    expect(parsePricingPlans([plan])).toEqual([plan]);
  });

  it("parses JSON text", () => {
    expect(parsePricingPlans(JSON.stringify([plan]))).toEqual([plan]);
  });

  it("fills interval and isPopular when they are missing", () => {
    const { interval: _interval, isPopular: _isPopular, ...bare } = plan;
    expect(parsePricingPlans([bare])).toEqual([{ ...bare, interval: "month", isPopular: false }]);
  });

  it("reads a price given as decimal text as a number", () => {
    expect(parsePricingPlans([{ ...plan, price: "19.99" }])[0]?.price).toBe(19.99);
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["a number", 42],
    ["an object", { plans: [plan] }],
    ["an empty list", []],
    ["invalid JSON text", "[{"],
    ["JSON text of an object", JSON.stringify(plan)],
    ["a plan without an id", [{ ...plan, id: undefined }]],
    ["a plan with a blank name", [{ ...plan, name: "  " }]],
    ["a plan with a non-numeric price", [{ ...plan, price: "free" }]],
    ["a plan with a negative price", [{ ...plan, price: -1 }]],
    ["a plan with a null price", [{ ...plan, price: null }]],
    ["a plan with an empty price", [{ ...plan, price: "" }]],
    ["a plan with a boolean price", [{ ...plan, price: true }]],
    ["a plan whose features are not a list", [{ ...plan, features: "Everything" }]],
    ["one bad plan among good ones", [plan, { ...plan, description: undefined }]],
  ])("keeps the defaults for %s", (_label, value) => {
    expect(parsePricingPlans(value)).toBe(DEFAULT_PRICING_PLANS);
  });

  it("has the product's three default plans", () => {
    expect(DEFAULT_PRICING_PLANS.map((p) => `${p.name} $${p.price}/${p.interval}`)).toEqual([
      "Basic $0/month",
      "Professional $29/month",
      "Enterprise $99/month",
    ]);
    expect(DEFAULT_PRICING_PLANS.filter((p) => p.isPopular).map((p) => p.name)).toEqual(["Professional"]);
  });
});
