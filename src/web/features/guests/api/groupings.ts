import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateGroupInput, HouseholdInput, UpdateGroupInput } from "@/shared/guests-groups";
import { api, unwrap } from "@/web/lib/api-client";
import { refreshGuestList } from "./guest-list";

/** Households and groups: create, rename (and weigh a group), delete. Each refreshes the guest list, which
 * carries them. */

export function createHousehold({ eventId, input }: { eventId: string; input: HouseholdInput }) {
  return unwrap(api.events[":eventId"].households.$post({ param: { eventId }, json: input }));
}

export function renameHousehold(args: { eventId: string; householdId: string; input: HouseholdInput }) {
  const { eventId, householdId, input } = args;
  return unwrap(
    api.events[":eventId"].households[":householdId"].$patch({
      param: { eventId, householdId },
      json: input,
    }),
  );
}

export function deleteHousehold({ eventId, householdId }: { eventId: string; householdId: string }) {
  return unwrap(
    api.events[":eventId"].households[":householdId"].$delete({ param: { eventId, householdId } }),
  );
}

export function createGroup({ eventId, input }: { eventId: string; input: CreateGroupInput }) {
  return unwrap(api.events[":eventId"].groups.$post({ param: { eventId }, json: input }));
}

export function updateGroup(args: { eventId: string; groupId: string; input: UpdateGroupInput }) {
  const { eventId, groupId, input } = args;
  return unwrap(
    api.events[":eventId"].groups[":groupId"].$patch({ param: { eventId, groupId }, json: input }),
  );
}

export function deleteGroup({ eventId, groupId }: { eventId: string; groupId: string }) {
  return unwrap(api.events[":eventId"].groups[":groupId"].$delete({ param: { eventId, groupId } }));
}

/** One mutation hook for any of the above, refreshing the list afterwards. */
export function useGroupingMutation<Args extends { eventId: string }, Result>(
  call: (args: Args) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_result, { eventId }) => refreshGuestList(queryClient, eventId),
  });
}
