import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "./api-client";
import { eventQueryKeys } from "./event-query-keys";

/** The event's RSVP settings with the settings' version (docs/decisions/028-rsvp.md): Event Settings edits
 * them; the guest list and the dashboard show answers only while they are on. */
export const rsvpSettingsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKeys.rsvpSettings(eventId),
    queryFn: () => unwrap(api.events[":eventId"].rsvp.$get({ param: { eventId } })),
  });

export function useRsvpSettings(eventId: string) {
  return useQuery(rsvpSettingsQueryOptions(eventId));
}
