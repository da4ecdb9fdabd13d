import type { RsvpSettings } from "@/shared/rsvp";
import { api, unwrap } from "@/web/lib/api-client";

/** The event's RSVP settings (docs/decisions/028-rsvp.md), under one cache key for every screen that reads
 * them. */
export const rsvpSettingsQueryOptions = (eventId: string) => ({
  queryKey: ["events", eventId, "rsvp"] as const,
  queryFn: async (): Promise<RsvpSettings & { version: number }> =>
    unwrap(api.events[":eventId"].rsvp.$get({ param: { eventId } })),
});
