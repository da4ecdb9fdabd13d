import { useEffect } from "react";
import { DEFAULT_PRICING_PLANS, type PricingPlan } from "@/shared/pricing";
import { useSite } from "@/web/lib/site";

/**
 * The plans to show: the stored ones, or the built-in defaults when the request fails (failures fall
 * back silently and are only logged).
 */
export function usePricingPlans(): { plans: PricingPlan[]; isLoading: boolean } {
  const { data, error, isPending } = useSite();
  useEffect(() => {
    if (error) console.error("Could not load pricing plans; showing the defaults.", error);
  }, [error]);
  if (data) return { plans: data.pricingPlans, isLoading: false };
  return { plans: DEFAULT_PRICING_PLANS, isLoading: isPending };
}
