import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Team } from "@/shared/team";
import { api, unwrap } from "@/web/lib/api-client";

/** Under ["events"]: whatever refreshes the events (a role changed, an event left) refreshes the team too. */
export const teamQueryKey = (eventId: string) => ["events", eventId, "team"] as const;

/** The event's people and its open invitations. */
export const teamQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: teamQueryKey(eventId),
    queryFn: async (): Promise<Team> => unwrap(api.events[":eventId"].team.$get({ param: { eventId } })),
  });

export function useTeam(eventId: string) {
  return useQuery(teamQueryOptions(eventId));
}
