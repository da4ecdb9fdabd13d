import { z } from "zod";
import { requiredText, text } from "./text";

export const PLAN_INTERVALS = ["month", "year"] as const;

export const pricingPlanSchema = z.object({
  id: requiredText({ label: "Plan id", max: 100, required: "Plan id is required" }),
  name: requiredText({ label: "Plan name", max: 100, required: "Plan name is required" }),
  description: text({ label: "Plan description", max: 1000 }),
  // A number, or decimal text such as "19.99" (a price is parsed as a decimal number); never null or "".
  price: z
    .union([
      z.number(),
      text({ label: "Price", max: 20 })
        .refine((value) => /^\d+(\.\d+)?$/.test(value), "Price must be a number")
        .transform(Number),
    ])
    .pipe(z.number().min(0, "Price cannot be negative")),
  interval: z.enum(PLAN_INTERVALS).default("month"),
  features: z.array(text({ label: "Plan feature", max: 200 })),
  isPopular: z.boolean().default(false),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const pricingPlansSchema = z.array(pricingPlanSchema);

export const PRICING_LIMITS = { plans: 12, features: 30, price: 1_000_000 } as const;

export const PRICING_MESSAGES = {
  notAList: "Pricing plans must be a list",
  noPlans: "Add at least one package",
  tooManyPlans: `At most ${PRICING_LIMITS.plans} packages can be offered`,
  duplicateId: "Each package needs its own id",
  price: "Price must be a number",
  priceNegative: "Price cannot be negative",
  priceTooHigh: `Price must be at most ${PRICING_LIMITS.price.toLocaleString("en-US")}`,
  priceCents: "Price can have at most two decimals",
  featureEmpty: "A feature cannot be empty",
  tooManyFeatures: `A package can list at most ${PRICING_LIMITS.features} features`,
} as const;

/** One package as the admin saves it: stricter than what the public pages accept when reading. */
export const pricingPlanInputSchema = z.object({
  id: requiredText({ label: "Plan id", max: 64, required: "Plan id is required" }),
  name: requiredText({ label: "Plan name", max: 80, required: "Plan name is required" }),
  description: text({ label: "Description", max: 300 }),
  price: z
    .number({ error: PRICING_MESSAGES.price })
    .min(0, PRICING_MESSAGES.priceNegative)
    .max(PRICING_LIMITS.price, PRICING_MESSAGES.priceTooHigh)
    .refine((price) => Math.abs(Math.round(price * 100) - price * 100) < 1e-6, PRICING_MESSAGES.priceCents),
  interval: z.enum(PLAN_INTERVALS, { error: "Interval must be month or year" }),
  features: z
    .array(requiredText({ label: "Feature", max: 120, required: PRICING_MESSAGES.featureEmpty }), {
      error: "Features must be a list",
    })
    .max(PRICING_LIMITS.features, PRICING_MESSAGES.tooManyFeatures),
  isPopular: z.boolean({ error: "Popular package must be true or false" }).default(false),
});

/** PUT /api/admin/site/pricing-plans: the whole list, saved at once. */
export const savePricingPlansSchema = z.object({
  pricingPlans: z
    .array(pricingPlanInputSchema, { error: PRICING_MESSAGES.notAList })
    .min(1, PRICING_MESSAGES.noPlans)
    .max(PRICING_LIMITS.plans, PRICING_MESSAGES.tooManyPlans)
    .refine(
      (plans) => new Set(plans.map((plan) => plan.id)).size === plans.length,
      PRICING_MESSAGES.duplicateId,
    ),
});
export type SavePricingPlansInput = z.input<typeof savePricingPlansSchema>;

/** The plan "Add New Package" adds on the admin's Pricing screen. */
export function newPricingPlan(now = Date.now()): PricingPlan {
  return {
    id: `plan-${now}`,
    name: "New Plan",
    description: "Plan description",
    price: 0,
    interval: "month",
    features: ["Feature 1", "Feature 2", "Feature 3"],
    isPopular: false,
  };
}

/** The product's default plans. */
export const DEFAULT_PRICING_PLANS: PricingPlan[] = [
  {
    id: "basic",
    name: "Basic",
    description: "Perfect for small weddings",
    price: 0,
    interval: "month",
    features: ["Up to 50 guests", "1 wedding", "Basic table assignments"],
    isPopular: false,
  },
  {
    id: "professional",
    name: "Professional",
    description: "Ideal for medium-sized weddings",
    price: 29,
    interval: "month",
    features: [
      "Up to 200 guests",
      "3 events",
      "Digital RSVP tracking",
      "Advanced table planning",
      "Guest dietary preferences",
      "Email notifications",
    ],
    isPopular: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    description: "For large, luxury weddings",
    price: 99,
    interval: "month",
    features: [
      "Unlimited guests and events",
      "All features",
      "Priority support",
      "Custom branding",
      "Seating chart visualization",
      "Mobile app access",
    ],
    isPopular: false,
  },
];

/**
 * Plans from the server are accepted only if they form a list whose items each have an id,
 * a name, a description, a numeric price and a features list; JSON text is parsed. Anything else keeps the
 * built-in defaults.
 */
export function parsePricingPlans(value: unknown): PricingPlan[] {
  let candidate = value;
  if (typeof candidate === "string") {
    try {
      candidate = JSON.parse(candidate);
    } catch {
      return DEFAULT_PRICING_PLANS;
    }
  }
  const parsed = pricingPlansSchema.safeParse(candidate);
  return parsed.success && parsed.data.length > 0 ? parsed.data : DEFAULT_PRICING_PLANS;
}
