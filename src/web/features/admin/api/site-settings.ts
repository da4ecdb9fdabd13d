import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SavePricingPlansInput } from "@/shared/pricing";
import type { AdminSiteSettings, SiteSettingsInput } from "@/shared/site";
import { api, unwrap } from "@/web/lib/api-client";
import { siteQueryOptions } from "@/web/lib/site";
import { ADMIN_QUERY_DEFAULTS, adminKeys } from "./admin-query";

export const siteSettingsQueryOptions = () =>
  queryOptions({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.site,
    queryFn: (): Promise<AdminSiteSettings> => unwrap(api.admin.site.$get()),
  });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}

/** The saved settings replace the cached ones, and the public pages read them at once. */
function useStoreSettings() {
  const queryClient = useQueryClient();
  return async (saved: AdminSiteSettings) => {
    queryClient.setQueryData(adminKeys.site, saved);
    await queryClient.invalidateQueries({ queryKey: siteQueryOptions().queryKey });
  };
}

export function useSaveSiteSettings() {
  const store = useStoreSettings();
  return useMutation({
    mutationFn: (input: SiteSettingsInput) => unwrap(api.admin.site.$put({ json: input })),
    onSuccess: store,
  });
}

export function useSavePricingPlans() {
  const store = useStoreSettings();
  return useMutation({
    mutationFn: (input: SavePricingPlansInput) =>
      unwrap(api.admin.site["pricing-plans"].$put({ json: input })),
    onSuccess: store,
  });
}
