import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicSite } from "@/shared/site";
import { api, unwrap } from "./api-client";

/** The public site settings (title, landing words, hero, contact e-mail, pricing plans): read by the public
 * pages, invalidated by the admin's saves with this key. */
export const siteQueryOptions = () =>
  queryOptions({
    queryKey: ["site"] as const,
    queryFn: (): Promise<PublicSite> => unwrap(api.site.$get()),
  });

export function useSite() {
  return useQuery(siteQueryOptions());
}
