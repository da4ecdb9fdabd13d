import { type Event, eventLanguagesSchema } from "@/shared/event";
import type { Locale } from "@/shared/i18n/locales";

/** The Event Settings form's values, saved to the server. */
export interface SettingsValues {
  title: string;
  date: string;
  time: string;
  venue: string;
  address: string;
  description: string;
  coverImagePath: string;
  coverImageUrl: string | null;
  showDateTime: boolean;
  showVenue: boolean;
  showDescription: boolean;
  headingFontStyle: Event["headingFontStyle"];
  bodyFontStyle: Event["bodyFontStyle"];
  accentColor: Event["accentColor"];
  /** The guest page's languages, the first the default. */
  languages: Locale[];
}

export type SetSettings = (patch: Partial<SettingsValues>) => void;

export function fromEvent(event: Event): SettingsValues {
  return {
    title: event.title,
    date: event.date,
    time: event.time ?? "",
    venue: event.venue ?? "",
    address: event.address ?? "",
    description: event.description ?? "",
    coverImagePath: event.coverImagePath ?? "",
    coverImageUrl: event.coverImageUrl,
    showDateTime: event.showDateTime,
    showVenue: event.showVenue,
    showDescription: event.showDescription,
    headingFontStyle: event.headingFontStyle,
    bodyFontStyle: event.bodyFontStyle,
    accentColor: event.accentColor,
    languages: event.languages.length > 0 ? [...event.languages] : ["en"],
  };
}

/** The preview's image: a freshly uploaded file's address, or a typed http(s) address. */
export function coverPreview(values: SettingsValues): string | null {
  if (/^https?:\/\//i.test(values.coverImagePath)) return values.coverImagePath;
  return values.coverImagePath ? values.coverImageUrl : null;
}

export function toUpdateInput({ coverImageUrl: _unused, ...values }: SettingsValues) {
  return values;
}

/** The form's own checks before saving, by field (the server checks again): messages are ids to translate. */
export function settingsErrors(values: SettingsValues): Record<string, string> {
  const languages = eventLanguagesSchema.safeParse(values.languages);
  return languages.success ? {} : { languages: languages.error.issues[0]?.message ?? "" };
}
