import type { ThemeFont } from "@/shared/constants";

/** The CSS family each theme font is drawn with; "Garamond" is EB Garamond, self-hosted. */
export const FONT_FAMILIES: Record<ThemeFont, string> = {
  Arial: "Arial, Helvetica, sans-serif",
  Roboto: '"Roboto", ui-sans-serif, system-ui, sans-serif',
  "Open Sans": '"Open Sans", ui-sans-serif, system-ui, sans-serif',
  Montserrat: '"Montserrat", ui-sans-serif, system-ui, sans-serif',
  "Playfair Display": '"Playfair Display", ui-serif, Georgia, serif',
  Merriweather: '"Merriweather", ui-serif, Georgia, serif',
  Lato: '"Lato", ui-sans-serif, system-ui, sans-serif',
  Garamond: '"EB Garamond", Garamond, ui-serif, Georgia, serif',
};

/** Each self-hosted font's stylesheets (regular and a bold weight for headings), fetched only when used. */
const LOADERS: Record<ThemeFont, (() => Promise<unknown>)[]> = {
  Arial: [],
  Roboto: [
    () => import("@fontsource/roboto/latin-400.css"),
    () => import("@fontsource/roboto/latin-700.css"),
  ],
  "Open Sans": [
    () => import("@fontsource/open-sans/latin-400.css"),
    () => import("@fontsource/open-sans/latin-600.css"),
  ],
  Montserrat: [
    () => import("@fontsource/montserrat/latin-400.css"),
    () => import("@fontsource/montserrat/latin-600.css"),
  ],
  "Playfair Display": [
    () => import("@fontsource/playfair-display/latin-400.css"),
    () => import("@fontsource/playfair-display/latin-600.css"),
  ],
  Merriweather: [
    () => import("@fontsource/merriweather/latin-400.css"),
    () => import("@fontsource/merriweather/latin-700.css"),
  ],
  Lato: [() => import("@fontsource/lato/latin-400.css"), () => import("@fontsource/lato/latin-700.css")],
  Garamond: [
    () => import("@fontsource/eb-garamond/latin-400.css"),
    () => import("@fontsource/eb-garamond/latin-600.css"),
  ],
};

const loaded = new Map<ThemeFont, Promise<void>>();

export function isThemeFont(value: string): value is ThemeFont {
  return Object.hasOwn(FONT_FAMILIES, value);
}

/** `font` when it is one of the theme fonts, else `fallback`. */
export function themeFontOr(font: string, fallback: ThemeFont): ThemeFont {
  return isThemeFont(font) ? font : fallback;
}

/** Loads a theme font's CSS once; unknown names (a preset's "Inter") are left to the page's own fonts. */
export function loadThemeFont(font: string): Promise<void> {
  if (!isThemeFont(font)) return Promise.resolve();
  let pending = loaded.get(font);
  if (!pending) {
    pending = Promise.all(LOADERS[font].map((load) => load())).then(
      () => undefined,
      () => undefined,
    );
    loaded.set(font, pending);
  }
  return pending;
}

/** The CSS font-family for a theme font name, with a sensible fallback for any other name. */
export function fontFamily(font: string): string {
  return isThemeFont(font) ? FONT_FAMILIES[font] : `"${font}", ui-sans-serif, system-ui, sans-serif`;
}
