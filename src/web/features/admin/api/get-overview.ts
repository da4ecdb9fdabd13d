import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActivityItem, AdminStats } from "@/shared/admin";
import { api, unwrap } from "@/web/lib/api-client";
import { ADMIN_QUERY_DEFAULTS, adminKeys } from "./admin-query";

export const statsQueryOptions = () =>
  queryOptions({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.stats,
    queryFn: (): Promise<AdminStats> => unwrap(api.admin.stats.$get()),
  });

export const activityQueryOptions = () =>
  queryOptions({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.activity,
    queryFn: (): Promise<ActivityItem[]> => unwrap(api.admin.activity.$get()),
  });

export function useAdminStats() {
  return useQuery(statsQueryOptions());
}

export function useRecentActivity() {
  return useQuery(activityQueryOptions());
}
