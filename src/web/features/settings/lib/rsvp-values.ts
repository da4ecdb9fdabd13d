import type { RsvpSettings, RsvpSettingsInput } from "@/shared/rsvp";

/** The RSVP section's form: the deadline split into the date and time fields the owner types. */
export interface RsvpFormValues {
  enabled: boolean;
  deadline: { date: string; time: string };
  timeZone: string;
  askDietary: boolean;
  menu: { id: string; name: string; description: string }[];
  contact: string;
}

/** A deadline typed without a time of day closes at the end of that day. */
export const END_OF_DAY = "23:59";

/** The form's values from the saved settings. An event still in "UTC" with no deadline has never been given
 * a time zone: the owner's own is the likelier one. */
export function fromRsvpSettings(settings: RsvpSettings, browserZone: string): RsvpFormValues {
  const [date = "", time = ""] = settings.deadline?.split("T") ?? [];
  return {
    enabled: settings.enabled,
    deadline: { date, time },
    timeZone: settings.timeZone === "UTC" && !settings.deadline ? browserZone : settings.timeZone,
    askDietary: settings.askDietary,
    menu: settings.menu.map(({ id, name, description }) => ({ id, name, description })),
    contact: settings.contact ?? "",
  };
}

/** The PUT body from the form: a new meal goes without an id (the server makes one), the rest trimmed. */
export function toRsvpInput(values: RsvpFormValues, baseVersion: number): RsvpSettingsInput {
  const date = values.deadline.date.trim();
  return {
    enabled: values.enabled,
    deadline: date ? `${date}T${values.deadline.time.trim() || END_OF_DAY}` : null,
    timeZone: values.timeZone,
    askDietary: values.askDietary,
    menu: values.menu.map((meal) => ({
      ...(meal.id ? { id: meal.id } : {}),
      name: meal.name.trim(),
      description: meal.description.trim(),
    })),
    contact: values.contact.trim() || null,
    baseVersion,
  };
}

/** The zones a time-zone select offers: the runtime's IANA list, with `current` kept when it lacks it. */
export function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The fields a server's message may name ("deadline", "menu.0.name"…): one it does not name goes above the
 * form. */
export function rsvpFormFields(menuLength: number): string[] {
  const meals = Array.from({ length: menuLength }, (_, index) => [
    `menu.${index}.name`,
    `menu.${index}.description`,
  ]);
  return ["enabled", "deadline", "timeZone", "askDietary", "menu", "contact", ...meals.flat()];
}
