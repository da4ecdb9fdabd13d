import {
  newPricingPlan,
  PRICING_MESSAGES,
  type PricingPlan,
  type SavePricingPlansInput,
} from "@/shared/pricing";

/** A package as the editor holds it: the price stays the text typed ("19." on the way to "19.99"). */
export type PlanDraft = Omit<PricingPlan, "price"> & { price: string };

export function toDraft(plan: PricingPlan): PlanDraft {
  return { ...plan, features: [...plan.features], price: String(plan.price) };
}

/** The plan "Add New Package" adds; two added within one millisecond still get ids of their own. */
export function newDraft(existing: PlanDraft[]): PlanDraft {
  let now = Date.now();
  while (existing.some((draft) => draft.id === `plan-${now}`)) now += 1;
  return toDraft(newPricingPlan(now));
}

/** What Save sends, and the prices that are not numbers at all (keyed like the API's field errors). */
export function toSaveInput(drafts: PlanDraft[]): {
  input: SavePricingPlansInput;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const pricingPlans = drafts.map((draft, index) => {
    const typed = draft.price.trim();
    const price = Number(typed);
    if (typed === "" || !Number.isFinite(price))
      errors[`pricingPlans.${index}.price`] = PRICING_MESSAGES.price;
    return { ...draft, price };
  });
  return { input: { pricingPlans }, errors };
}
