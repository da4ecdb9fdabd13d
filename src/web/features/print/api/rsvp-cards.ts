import { useQuery } from "@tanstack/react-query";
import { rsvpLinksQueryOptions, rsvpSettingsQueryOptions } from "@/web/lib/rsvp-queries";

/** What RSVP cards are made from: whether the event collects answers (and until when), and each invitation's
 * link. Read only when the RSVP cards are open, and only by a role that may see links. */
export function useRsvpCardsData(eventId: string, enabled: boolean) {
  const settings = useQuery({ ...rsvpSettingsQueryOptions(eventId), enabled });
  const links = useQuery({
    ...rsvpLinksQueryOptions(eventId),
    enabled: enabled && settings.data?.enabled === true,
  });
  return {
    settings: settings.data,
    links: links.data,
    isPending: settings.isPending || (settings.data?.enabled === true && links.isPending),
  };
}
