/** Query keys of an event's data that more than one screen shows, here so a change made on one screen
 * (a seat moved on the Seating board) can mark what another screen shows (the guest list, the floor plan)
 * as stale. Under ["events"], so whatever invalidates the events refreshes these too. */
export const eventQueryKeys = {
  guestList: (eventId: string) => ["guests", eventId] as const,
  floorPlan: (eventId: string) => ["events", eventId, "tables"] as const,
  seatingBoard: (eventId: string) => ["events", eventId, "seating"] as const,
  /** The history's pages, whatever their filters (a guest's or a table's own included). */
  history: (eventId: string) => ["events", eventId, "history"] as const,
  versions: (eventId: string) => ["events", eventId, "versions"] as const,
  /** The RSVP settings (Event Settings, the guest list's filter, the dashboard's counts). */
  rsvpSettings: (eventId: string) => ["events", eventId, "rsvp"] as const,
  /** Each invitation's link code and plus-ones (the households dialog). */
  rsvpLinks: (eventId: string) => ["events", eventId, "rsvp-links"] as const,
  /** Whether RSVP e-mails can be sent, and to how many invitations (Share → Invite by e-mail). */
  rsvpMail: (eventId: string) => ["events", eventId, "rsvp-mail"] as const,
  /** The check-in screen's list and, under it, the arrival counts per table (the board, the floor plan). */
  checkin: (eventId: string) => ["events", eventId, "checkin"] as const,
};
