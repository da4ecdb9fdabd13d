import { DEFAULT_CUSTOM_THEME, type EventType, type ThemeFont } from "@/shared/constants";
import type { CreateEventInput } from "@/shared/event";
import type { CustomThemeInput } from "@/shared/theme";
import { msg } from "@/web/lib/i18n";

/** Everything typed in the wizard, kept in one place so moving between steps loses nothing. */
export interface WizardValues {
  title: string;
  date: string;
  eventType: EventType | "";
  time: string;
  description: string;
  venue: string;
  address: string;
  guestCount: string;
  themeId: string | null;
  theme: {
    primaryColor: string;
    secondaryColor: string;
    tertiaryColor: string;
    headingFont: ThemeFont;
    bodyFont: ThemeFont;
  };
}

export const INITIAL_VALUES: WizardValues = {
  title: "",
  date: "",
  eventType: "wedding",
  time: "",
  description: "",
  venue: "",
  address: "",
  guestCount: "",
  themeId: null,
  theme: { ...DEFAULT_CUSTOM_THEME },
};

export type UpdateValues = (patch: Partial<WizardValues>) => void;

/** "120 guests" → 120; blank or unreadable → 0. */
export function parseGuestCount(text: string): number {
  const count = Number.parseInt(text, 10);
  return Number.isNaN(count) || count < 0 ? 0 : count;
}

export function toCreateEventInput(values: WizardValues): CreateEventInput {
  return {
    title: values.title,
    date: values.date,
    eventType: values.eventType || "wedding",
    time: values.time,
    description: values.description,
    venue: values.venue,
    address: values.address,
    guestCount: parseGuestCount(values.guestCount),
    themeId: values.themeId,
  };
}

export function toThemeInput(values: WizardValues): CustomThemeInput {
  return { ...values.theme };
}

export const STEP_TITLES = [
  msg("Basic Information"),
  msg("Event Details"),
  msg("Venue & Guests"),
  msg("Appearance Settings"),
];
