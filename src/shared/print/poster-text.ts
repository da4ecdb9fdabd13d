/** What the poster draws, in points from the page's top-left corner (y grows down): the PDF and the preview
 * both draw exactly this, so the preview is what will print. */

export interface PosterText {
  text: string;
  /** The baseline's start, centre or end, by `align`. */
  x: number;
  y: number;
  size: number;
  /** A line wider than this is drawn smaller (with the font's real widths in the PDF). */
  maxWidth: number;
  align: "start" | "center" | "end";
  font: "heading" | "body";
  color: "ink" | "primary" | "muted";
  role: "title" | "heading" | "table" | "element" | "name" | "find" | "find-table";
}

export interface PosterShape {
  kind: "rect" | "ellipse";
  cx: number;
  cy: number;
  width: number;
  height: number;
  /** Degrees clockwise, as on the floor plan. */
  rotation: number;
  style: "table" | "element";
}

export interface PosterPage {
  shapes: PosterShape[];
  texts: PosterText[];
}

// Rough advance widths (in ems) of a text face, used to lay out before any font is loaded: the layout must
// come out the same in the browser's preview and in the PDF.
const NARROW = new Set([..."iljtfrI.,;:'’!|()[] -"]);
const WIDE = new Set([..."mwMWÆŒœæ@%"]);

/** An estimate of `text`'s width at size 1 in a proportional face; on the generous side. */
export function emWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (char === " ") width += 0.27;
    else if (NARROW.has(char)) width += 0.3;
    else if (WIDE.has(char)) width += 0.85;
    else if (char !== char.toLowerCase()) width += 0.7;
    // Greek and Cyrillic print in the wider fallback face when the theme's font lacks them.
    else if (char >= "0" && char <= "9") width += 0.58;
    else width += char.codePointAt(0)! > 0x24f ? 0.62 : 0.52;
  }
  return width;
}

/** A name up to this wide (some 23 letters) is never drawn below the sheet's floor; a longer one shrinks to fit. */
export const LONG_NAME_EM = 12;

/** The size at which `text` fits `maxWidth` by the estimate, never above `size`. */
export const estimatedFit = (text: string, size: number, maxWidth: number) => {
  const width = emWidth(text);
  return width > 0 ? Math.min(size, maxWidth / width) : size;
};
