import { useQuery } from "@tanstack/react-query";
import type { RsvpLink } from "@/shared/rsvp";
import { api, unwrap } from "@/web/lib/api-client";
import { rsvpSettingsQueryOptions } from "@/web/lib/rsvp-settings-query";

/** What RSVP cards are made from: whether the event collects answers (and until when), and each invitation's
 * link. Read only when the RSVP cards are open, and only by a role that may see links. */
export function useRsvpCardsData(eventId: string, enabled: boolean) {
  const settings = useQuery({ ...rsvpSettingsQueryOptions(eventId), enabled });
  const links = useQuery({
    queryKey: ["events", eventId, "rsvp", "links"] as const,
    queryFn: async (): Promise<RsvpLink[]> =>
      (await unwrap(api.events[":eventId"].rsvp.links.$get({ param: { eventId } }))).links,
    enabled: enabled && settings.data?.enabled === true,
  });
  return {
    settings: settings.data,
    links: links.data,
    isPending: settings.isPending || (settings.data?.enabled === true && links.isPending),
  };
}
