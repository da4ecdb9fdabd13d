import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "./api-client";
import { eventQueryKeys } from "./event-query-keys";

/** The event's RSVP settings with the settings' version (docs/decisions/028-rsvp.md): Event Settings edits
 * them; the guest list, the dashboard and the RSVP cards follow them. */
export const rsvpSettingsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKeys.rsvpSettings(eventId),
    queryFn: () => unwrap(api.events[":eventId"].rsvp.$get({ param: { eventId } })),
  });

export function useRsvpSettings(eventId: string) {
  return useQuery(rsvpSettingsQueryOptions(eventId));
}

/** Every invitation's link code and plus-ones (households, and guests in none): only roles that edit guests
 * may read them, so each screen asks only when it shows them (the households dialog, the RSVP cards). */
export const rsvpLinksQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKeys.rsvpLinks(eventId),
    queryFn: async () => (await unwrap(api.events[":eventId"].rsvp.links.$get({ param: { eventId } }))).links,
  });
