import type { ThemeFont } from "@/shared/constants";

/**
 * Which self-hosted font files a PDF embeds. @fontsource ships each font split by script (latin, cyrillic,
 * greek…) as WOFF, which fontkit reads; a PDF embeds only the subsets its text needs (font-ranges.ts), and a
 * script the theme font lacks (Lato has no Cyrillic, Playfair no Greek, none has Arabic or Chinese) comes from
 * the Noto Sans family of that script (font-stack.ts).
 */

export interface FontPackage {
  /** The @fontsource package: `@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`. */
  pkg: string;
  heading: number;
  subsets: readonly string[];
}

const ALL = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"] as const;
const NO_GREEK = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "vietnamese"] as const;

export const FONT_PACKAGES: Record<ThemeFont, FontPackage> = {
  // Arial is the one theme font not self-hosted; Roboto stands in for it on paper.
  Arial: { pkg: "roboto", heading: 700, subsets: ALL },
  Roboto: { pkg: "roboto", heading: 700, subsets: ALL },
  "Open Sans": { pkg: "open-sans", heading: 600, subsets: ALL },
  Montserrat: { pkg: "montserrat", heading: 600, subsets: NO_GREEK },
  "Playfair Display": {
    pkg: "playfair-display",
    heading: 600,
    subsets: ["latin", "latin-ext", "cyrillic", "vietnamese"],
  },
  Merriweather: { pkg: "merriweather", heading: 700, subsets: NO_GREEK },
  Lato: { pkg: "lato", heading: 700, subsets: ["latin", "latin-ext"] },
  Garamond: { pkg: "eb-garamond", heading: 600, subsets: ALL },
};

export const fontFileName = (pkg: string, subset: string, weight: number) =>
  `${pkg}-${subset}-${weight}-normal.woff`;
