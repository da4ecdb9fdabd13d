import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { DEFAULT_PRICING_PLANS, type PricingPlan } from "@/shared/pricing";
import type { PublicSite } from "@/shared/site";
import { api, unwrap } from "@/web/lib/api-client";

export function getSite(): Promise<PublicSite> {
  return unwrap(api.site.$get());
}

export const siteQueryOptions = () => queryOptions({ queryKey: ["site"], queryFn: getSite });

/** The public site settings (headline, contact e-mail, pricing plans). */
export function useSite() {
  return useQuery(siteQueryOptions());
}

/**
 * The plans to show: the stored ones, or the built-in defaults when the request fails (spec: failures fall
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
