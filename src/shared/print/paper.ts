import { msg } from "../i18n/messages";

/** Paper and card sizes for the printed documents, in PostScript points (1/72 in), the unit PDF pages use. */

export const PT_PER_INCH = 72;
export const PT_PER_MM = 72 / 25.4;
export const inches = (value: number) => value * PT_PER_INCH;
export const mm = (value: number) => value * PT_PER_MM;

export interface Size {
  width: number;
  height: number;
}

/** Sheets a home or office printer takes. */
export const SHEET_SIZES = ["a4", "letter"] as const;
export type SheetSize = (typeof SHEET_SIZES)[number];
/** The poster can also go to a print shop. */
export const POSTER_SIZES = ["a4", "letter", "a3", "a2", "18x24"] as const;
export type PosterSize = (typeof POSTER_SIZES)[number];

export const PAPER: Record<PosterSize, Size & { label: string }> = {
  a4: { label: "A4", width: mm(210), height: mm(297) },
  letter: { label: msg("US Letter"), width: inches(8.5), height: inches(11) },
  a3: { label: "A3", width: mm(297), height: mm(420) },
  a2: { label: "A2", width: mm(420), height: mm(594) },
  "18x24": { label: msg("18 × 24 in"), width: inches(18), height: inches(24) },
};

export const ORIENTATIONS = ["portrait", "landscape"] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export function pageSize(paper: PosterSize, orientation: Orientation): Size {
  const { width, height } = PAPER[paper];
  return orientation === "portrait" ? { width, height } : { width: height, height: width };
}

/** Card presets: the size of the card's printed face (a tent card is twice as tall flat, folded in half). */
export const CARD_SIZES = ["3.5x2in", "85x55mm", "4x2.5in", "100x70mm"] as const;
export type CardSize = (typeof CARD_SIZES)[number];

export const CARD: Record<CardSize, Size & { label: string }> = {
  "3.5x2in": { label: msg("3.5 × 2 in (business card)"), width: inches(3.5), height: inches(2) },
  "85x55mm": { label: msg("85 × 55 mm (business card)"), width: mm(85), height: mm(55) },
  "4x2.5in": { label: msg("4 × 2.5 in"), width: inches(4), height: inches(2.5) },
  "100x70mm": { label: msg("100 × 70 mm"), width: mm(100), height: mm(70) },
};

/** Most printers cannot print closer to the edge than this; cut marks live in this margin. */
export const SHEET_MARGIN = mm(10);
