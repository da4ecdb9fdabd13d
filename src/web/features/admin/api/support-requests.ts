import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SupportFilter, SupportPage } from "@/shared/admin";
import type { SupportStatus } from "@/shared/support";
import { api, unwrap } from "@/web/lib/api-client";
import { ADMIN_QUERY_DEFAULTS, adminKeys } from "./admin-query";

export const supportQueryOptions = (status: SupportFilter, page: number) =>
  queryOptions({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: [...adminKeys.support, { status, page }] as const,
    queryFn: (): Promise<SupportPage> =>
      unwrap(api.admin["support-requests"].$get({ query: { status, page: String(page) } })),
    placeholderData: keepPreviousData,
  });

export function useSupportRequests(status: SupportFilter, page: number) {
  return useQuery(supportQueryOptions(status, page));
}

export function useSetSupportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, status }: { requestId: string; status: SupportStatus }) =>
      unwrap(api.admin["support-requests"][":requestId"].$patch({ param: { requestId }, json: { status } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.support }),
  });
}
