import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSetupInput } from "@/shared/auth";
import { api, unwrap } from "@/web/lib/api-client";

export const adminSetupQueryOptions = () =>
  queryOptions({
    queryKey: ["admin-setup"] as const,
    queryFn: () => unwrap(api["admin-setup"].$get()),
  });

export function useAdminSetupStatus() {
  return useQuery(adminSetupQueryOptions());
}

export function useCreateFirstAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminSetupInput) => unwrap(api["admin-setup"].$post({ json: input })),
    onSuccess: () => queryClient.setQueryData(adminSetupQueryOptions().queryKey, { adminExists: true }),
  });
}
