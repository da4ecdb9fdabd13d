import { z } from "zod";
import { DEFAULT_CUSTOM_THEME, THEME_FONTS } from "./constants";
import { msg, t } from "./i18n/messages";
import { baseVersionSchema } from "./team";
import { requiredText, text } from "./text";

// ── Theme presets (read only) ──

/** A theme preset's defaults: what a preset falls back to for any missing or malformed part. */
export const DEFAULT_PRESET_COLORS = {
  primary: "#000000",
  secondary: "#f5f5f5",
  accent: "#3b82f6",
  text: "#333333",
  background: "#ffffff",
} as const;
// i18n-ignore: font names
export const DEFAULT_PRESET_FONTS = { heading: "Inter", body: "Inter" } as const;

const colorText = (label: string) => text({ label, max: 100 });

export const themeColorsSchema = z.object({
  primary: colorText(msg("Primary colour")),
  secondary: colorText(msg("Secondary colour")),
  accent: colorText(msg("Accent colour")),
  text: colorText(msg("Text colour")),
  background: colorText(msg("Background colour")),
});
export type ThemeColors = z.infer<typeof themeColorsSchema>;

export const themeFontsSchema = z.object({
  heading: text({ label: msg("Heading font"), max: 100 }),
  body: text({ label: msg("Body font"), max: 100 }),
});
export type ThemeFonts = z.infer<typeof themeFontsSchema>;

export const themePresetSchema = z.object({
  id: text({ label: msg("Theme id"), max: 36 }),
  name: text({ label: msg("Theme name"), max: 100 }),
  description: text({ label: msg("Theme description"), max: 500 }),
  colors: themeColorsSchema,
  fonts: themeFontsSchema,
});
export type ThemePreset = z.infer<typeof themePresetSchema>;

/** Applies until the presets load; the first loaded preset then becomes current. */
export const BUILT_IN_THEME: ThemePreset = {
  id: "default",
  name: "modern",
  description: msg("Clean, minimalist design with bold accents"),
  colors: { ...DEFAULT_PRESET_COLORS },
  fonts: { ...DEFAULT_PRESET_FONTS },
};

/** A JSON object given as text or as an object; anything else is treated as empty. */
function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value === "string") {
    try {
      return asRecord(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function pick<K extends string>(value: unknown, defaults: Readonly<Record<K, string>>): Record<K, string> {
  const record = asRecord(value);
  const keys = Object.keys(defaults) as K[];
  return Object.fromEntries(
    keys.map((key) => {
      const given = record[key];
      return [key, typeof given === "string" && given.trim() !== "" ? given.trim() : defaults[key]];
    }),
  ) as Record<K, string>;
}

export function parseThemeColors(value: unknown): ThemeColors {
  return pick(value, DEFAULT_PRESET_COLORS);
}

export function parseThemeFonts(value: unknown): ThemeFonts {
  return pick(value, DEFAULT_PRESET_FONTS);
}

/** One preset as stored (colours and fonts as JSON text or objects) → the shape the app uses. */
export function parseThemePreset(row: {
  id: string;
  name: string;
  description?: string | null;
  colors: unknown;
  fonts: unknown;
}): ThemePreset {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? "",
    colors: parseThemeColors(row.colors),
    fonts: parseThemeFonts(row.fonts),
  };
}

// ── Custom theme (one per event, edited on the Appearance screen) ──

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const hexColor = (label: string, messages: { required: string; invalid: string }) =>
  requiredText({ label, max: 100, required: messages.required })
    .refine((value) => HEX_COLOR.test(value), messages.invalid)
    .transform((value) => value.toLowerCase());

/** The message is built when a value is refused: in the reader's language, the fonts' names as they are. */
const themeFont = (label: string) =>
  z.enum(THEME_FONTS, {
    error: () => t("{label} must be one of: {fonts}", { label: t(label), fonts: THEME_FONTS.join(", ") }),
  });

/** PUT /api/events/:eventId/theme, and the optional `customTheme` of event creation. */
export const customThemeInputSchema = z.object({
  primaryColor: hexColor(msg("Primary color"), {
    required: msg("Primary color is required"),
    invalid: msg("Primary color must be a hex colour such as #9b87f5"),
  }),
  secondaryColor: hexColor(msg("Secondary color"), {
    required: msg("Secondary color is required"),
    invalid: msg("Secondary color must be a hex colour such as #9b87f5"),
  }),
  tertiaryColor: hexColor(msg("Tertiary color"), {
    required: msg("Tertiary color is required"),
    invalid: msg("Tertiary color must be a hex colour such as #9b87f5"),
  }),
  headingFont: themeFont(msg("Heading font")),
  bodyFont: themeFont(msg("Body font")),
});
export type CustomThemeInput = z.input<typeof customThemeInputSchema>;

/** PUT /api/events/:eventId/theme: the theme, and the event's `settingsVersion` it was chosen on (a stale one
 * is refused, 409: the theme is one of the event's settings). */
export const saveCustomThemeSchema = customThemeInputSchema.extend({ baseVersion: baseVersionSchema });
export type SaveCustomThemeInput = z.input<typeof saveCustomThemeSchema>;

export const customThemeSchema = z.object({
  /** null while the event still uses the defaults (nothing saved yet). */
  id: text({ label: msg("Theme id"), max: 36 }).nullable(),
  eventId: text({ label: msg("Event id"), max: 36 }),
  primaryColor: text({ label: msg("Primary color"), max: 7 }),
  secondaryColor: text({ label: msg("Secondary color"), max: 7 }),
  tertiaryColor: text({ label: msg("Tertiary color"), max: 7 }),
  headingFont: text({ label: msg("Heading font"), max: 100 }),
  bodyFont: text({ label: msg("Body font"), max: 100 }),
});
export type CustomTheme = z.infer<typeof customThemeSchema>;

export function defaultCustomTheme(eventId: string): CustomTheme {
  return { id: null, eventId, ...DEFAULT_CUSTOM_THEME };
}
