import type { ThemeFont } from "@/shared/constants";

/**
 * Which self-hosted font files a PDF embeds. @fontsource ships each font split by script (latin, cyrillic,
 * greek…) as WOFF, which fontkit reads; a PDF embeds only the subsets its text needs, and a script the theme
 * font lacks (Lato has no Cyrillic, Playfair no Greek) comes from Open Sans, which covers them all.
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

export const FALLBACK_FONT: FontPackage = FONT_PACKAGES["Open Sans"];

export const fontFileName = (pkg: string, subset: string, weight: number) =>
  `${pkg}-${subset}-${weight}-normal.woff`;

/** Rough code point ranges of each subset: a subset file is fetched only when the text has a character in it. */
const RANGES: Record<string, [number, number][]> = {
  latin: [
    [0x20, 0xff],
    [0x2000, 0x206f],
    [0x20ac, 0x20ac],
  ],
  "latin-ext": [
    [0x100, 0x24f],
    [0x1e00, 0x1eff],
    [0x2c60, 0x2c7f],
    [0xa720, 0xa7ff],
  ],
  cyrillic: [[0x400, 0x45f]],
  "cyrillic-ext": [
    [0x460, 0x52f],
    [0x1c80, 0x1c8f],
    [0x2de0, 0x2dff],
    [0xa640, 0xa69f],
  ],
  greek: [[0x370, 0x3ff]],
  "greek-ext": [[0x1f00, 0x1fff]],
  vietnamese: [
    [0x102, 0x1b0],
    [0x300, 0x36f],
    [0x1ea0, 0x1ef9],
  ],
};

export function subsetMayCover(subset: string, codePoint: number): boolean {
  return (RANGES[subset] ?? []).some(([from, to]) => codePoint >= from && codePoint <= to);
}
