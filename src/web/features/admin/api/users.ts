import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateUserInput, UpdateUserInput, UserPage } from "@/shared/admin";
import { api, unwrap } from "@/web/lib/api-client";
import { ADMIN_QUERY_DEFAULTS, adminKeys } from "./admin-query";

export const usersQueryOptions = (search: string, page: number) =>
  queryOptions({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: [...adminKeys.users, { search, page }] as const,
    queryFn: (): Promise<UserPage> => unwrap(api.admin.users.$get({ query: { search, page: String(page) } })),
    // Typing a search keeps the current rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useUsers(search: string, page: number) {
  return useQuery(usersQueryOptions(search, page));
}

/** After any account change: the list and the overview's counts. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.users }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      queryClient.invalidateQueries({ queryKey: adminKeys.activity }),
    ]);
}

export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) => unwrap(api.admin.users.$post({ json: input })),
    onSuccess: refresh,
  });
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ userId, changes }: { userId: string; changes: UpdateUserInput }) =>
      unwrap(api.admin.users[":userId"].$patch({ param: { userId }, json: changes })),
    onSuccess: refresh,
  });
}
