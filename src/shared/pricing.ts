import { z } from "zod";
import { msg, t } from "./i18n/messages";
import { requiredText, text } from "./text";

export const PLAN_INTERVALS = ["month", "year"] as const;

const PRICE_NOT_A_NUMBER = msg("Price must be a number");
const PRICE_NEGATIVE = msg("Price cannot be negative");

export const pricingPlanSchema = z.object({
  id: requiredText({ label: msg("Plan id"), max: 100, required: msg("Plan id is required") }),
  name: requiredText({ label: msg("Plan name"), max: 100, required: msg("Plan name is required") }),
  description: text({ label: msg("Plan description"), max: 1000 }),
  // A number, or decimal text such as "19.99" (a price is parsed as a decimal number); never null or "".
  price: z
    .union([
      z.number(),
      text({ label: msg("Price"), max: 20 })
        .refine((value) => /^\d+(\.\d+)?$/.test(value), PRICE_NOT_A_NUMBER)
        .transform(Number),
    ])
    .pipe(z.number().min(0, PRICE_NEGATIVE)),
  interval: z.enum(PLAN_INTERVALS).default("month"),
  features: z.array(text({ label: msg("Plan feature"), max: 200 })),
  isPopular: z.boolean().default(false),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const pricingPlansSchema = z.array(pricingPlanSchema);

export const PRICING_LIMITS = { plans: 12, features: 30, price: 1_000_000 } as const;

/** Static messages are ids (translated where shown, or at the API's edge); the ones with a limit in them are
 * built when a check fails, in the reader's language. */
export const PRICING_MESSAGES = {
  notAList: msg("Pricing plans must be a list"),
  noPlans: msg("Add at least one package"),
  tooManyPlans: () =>
    t("{count, plural, one {At most # package can be offered} other {At most # packages can be offered}}", {
      count: PRICING_LIMITS.plans,
    }),
  duplicateId: msg("Each package needs its own id"),
  price: PRICE_NOT_A_NUMBER,
  priceNegative: PRICE_NEGATIVE,
  priceTooHigh: () => t("Price must be at most {max, number}", { max: PRICING_LIMITS.price }),
  priceCents: msg("Price can have at most two decimals"),
  featureEmpty: msg("A feature cannot be empty"),
  tooManyFeatures: () =>
    t(
      "{count, plural, one {A package can list at most # feature} other {A package can list at most # features}}",
      { count: PRICING_LIMITS.features },
    ),
};

/** One package as the admin saves it: stricter than what the public pages accept when reading. */
export const pricingPlanInputSchema = z.object({
  id: requiredText({ label: msg("Plan id"), max: 64, required: msg("Plan id is required") }),
  name: requiredText({ label: msg("Plan name"), max: 80, required: msg("Plan name is required") }),
  description: text({ label: msg("Description"), max: 300 }),
  price: z
    .number({ error: PRICING_MESSAGES.price })
    .min(0, PRICING_MESSAGES.priceNegative)
    .max(PRICING_LIMITS.price, { error: PRICING_MESSAGES.priceTooHigh })
    .refine((price) => Math.abs(Math.round(price * 100) - price * 100) < 1e-6, PRICING_MESSAGES.priceCents),
  interval: z.enum(PLAN_INTERVALS, { error: msg("Interval must be month or year") }),
  features: z
    .array(requiredText({ label: msg("Feature"), max: 120, required: PRICING_MESSAGES.featureEmpty }), {
      error: msg("Features must be a list"),
    })
    .max(PRICING_LIMITS.features, { error: PRICING_MESSAGES.tooManyFeatures }),
  isPopular: z.boolean({ error: msg("Popular package must be true or false") }).default(false),
});

/** PUT /api/admin/site/pricing-plans: the whole list, saved at once. */
export const savePricingPlansSchema = z.object({
  pricingPlans: z
    .array(pricingPlanInputSchema, { error: PRICING_MESSAGES.notAList })
    .min(1, PRICING_MESSAGES.noPlans)
    .max(PRICING_LIMITS.plans, { error: PRICING_MESSAGES.tooManyPlans })
    .refine(
      (plans) => new Set(plans.map((plan) => plan.id)).size === plans.length,
      PRICING_MESSAGES.duplicateId,
    ),
});
export type SavePricingPlansInput = z.input<typeof savePricingPlansSchema>;

/** The plan "Add New Package" adds on the admin's Pricing screen: starting words in the admin's language,
 * saved as the admin types over them. */
export function newPricingPlan(now = Date.now()): PricingPlan {
  return {
    id: `plan-${now}`,
    name: t("New Plan"),
    description: t("Plan description"),
    price: 0,
    interval: "month",
    features: [1, 2, 3].map((number) => t("Feature {number}", { number })),
    isPopular: false,
  };
}

/** The product's default plans: data seeded into the database (English, edited by the admin), not UI text. */
export const DEFAULT_PRICING_PLANS: PricingPlan[] = [
  {
    id: "basic",
    name: "Basic",
    description: "Perfect for small weddings", // i18n-ignore: data seeded into the database
    price: 0,
    interval: "month",
    features: ["Up to 50 guests", "1 wedding", "Basic table assignments"],
    isPopular: false,
  },
  {
    id: "professional",
    name: "Professional",
    description: "Ideal for medium-sized weddings", // i18n-ignore: data seeded into the database
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
    description: "For large, luxury weddings", // i18n-ignore: data seeded into the database
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
