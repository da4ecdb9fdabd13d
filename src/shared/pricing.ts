import { z } from "zod";

export const PLAN_INTERVALS = ["month", "year"] as const;

export const pricingPlanSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1, "Plan name is required"),
  description: z.string(),
  // A number, or decimal text such as "19.99" (spec: price is parsed as a decimal number); never null or "".
  price: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d+(\.\d+)?$/, "Price must be a number")
        .transform(Number),
    ])
    .pipe(z.number().min(0, "Price cannot be negative")),
  interval: z.enum(PLAN_INTERVALS).default("month"),
  features: z.array(z.string()),
  isPopular: z.boolean().default(false),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const pricingPlansSchema = z.array(pricingPlanSchema);

/** Spec section 9, "Default plans". */
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
 * Spec section 5: plans from the server are accepted only if they form a list whose items each have an id,
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
