import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Role } from "@/shared/roles";
import { api, unwrap } from "@/web/lib/api-client";
import { teamQueryKey } from "./get-team";

export function changeRole({ eventId, userId, role }: { eventId: string; userId: string; role: Role }) {
  return unwrap(
    api.events[":eventId"].team.members[":userId"].$patch({ param: { eventId, userId }, json: { role } }),
  );
}

export function useChangeRole(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => changeRole({ eventId, userId, role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey(eventId) }),
  });
}
