import type { RsvpSettingsInput } from "@/shared/rsvp";

/** RSVP settings of a test event: open until 2099, a menu of two, dietary needs asked, a contact. */
export const RSVP_SETTINGS: RsvpSettingsInput = {
  enabled: true,
  deadline: "2099-05-01T18:00",
  timeZone: "Europe/Madrid",
  askDietary: true,
  menu: [
    { name: "Fish", description: "Sea bass" },
    { name: "Vegetarian", description: "Risotto" },
  ],
  contact: "Ann, 555 0100",
};
