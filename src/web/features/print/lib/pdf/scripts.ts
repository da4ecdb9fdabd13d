/**
 * Which writing system each character of a printed text is in, which font family draws it, and the order
 * its pieces go on paper. Guests' names come in any script: Latin, Greek, Cyrillic, Arabic, Hebrew, Chinese,
 * Japanese, Korean. A simple bidi (the Unicode algorithm's rules that matter for names and short labels):
 * Arabic and Hebrew runs read right to left, digits and Latin inside them keep their own order.
 */

export type Script =
  | "latin"
  | "greek"
  | "cyrillic"
  | "arabic"
  | "hebrew"
  | "han"
  | "kana"
  | "hangul"
  | "digit"
  | "common"
  | "other";

const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;

export function scriptOf(codePoint: number): Script {
  const c = codePoint;
  if (c >= 0x30 && c <= 0x39) return "digit";
  if (c >= 0x660 && c <= 0x669) return "digit"; // Arabic-Indic digits read left to right too
  if (c >= 0x6f0 && c <= 0x6f9) return "digit";
  if ((c >= 0x590 && c <= 0x5ff) || (c >= 0xfb1d && c <= 0xfb4f)) return "hebrew";
  if (
    (c >= 0x600 && c <= 0x6ff) ||
    (c >= 0x750 && c <= 0x77f) ||
    (c >= 0x870 && c <= 0x8ff) ||
    (c >= 0xfb50 && c <= 0xfdff) ||
    (c >= 0xfe70 && c <= 0xfeff && c !== 0xfeff)
  )
    return "arabic";
  if ((c >= 0x370 && c <= 0x3ff) || (c >= 0x1f00 && c <= 0x1fff)) return "greek";
  if ((c >= 0x400 && c <= 0x52f) || (c >= 0x1c80 && c <= 0x1c8f) || (c >= 0x2de0 && c <= 0x2dff))
    return "cyrillic";
  if ((c >= 0xa640 && c <= 0xa69f) || (c >= 0xfe2e && c <= 0xfe2f)) return "cyrillic";
  if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0x31f0 && c <= 0x31ff) || (c >= 0xff66 && c <= 0xff9f))
    return "kana";
  if (
    (c >= 0x1100 && c <= 0x11ff) ||
    (c >= 0x3130 && c <= 0x318f) ||
    (c >= 0xa960 && c <= 0xa97f) ||
    (c >= 0xac00 && c <= 0xd7ff)
  )
    return "hangul";
  if (
    (c >= 0x2e80 && c <= 0x2fdf) ||
    (c >= 0x3000 && c <= 0x303f) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xff00 && c <= 0xff65) ||
    (c >= 0x20000 && c <= 0x3ffff)
  )
    return "han";
  const char = String.fromCodePoint(c);
  if (LETTER.test(char) || MARK.test(char))
    return c <= 0x24f || (c >= 0x1e00 && c <= 0x1eff) ? "latin" : "other";
  return "common";
}

export const isRtlScript = (script: Script) => script === "arabic" || script === "hebrew";

/** The @fontsource family that draws a script when the theme's font lacks it. Chinese characters take the
 * Japanese font in a text with kana and the Korean one in a text with hangul (the same characters, drawn
 * as each country writes them), else the Simplified Chinese one. */
export type FallbackFamily =
  | "noto-sans"
  | "noto-sans-arabic"
  | "noto-sans-hebrew"
  | "noto-sans-sc"
  | "noto-sans-jp"
  | "noto-sans-kr";

export const CJK_FAMILIES: readonly FallbackFamily[] = ["noto-sans-sc", "noto-sans-jp", "noto-sans-kr"];

/** The CJK family for a whole text (a name): by its kana or hangul, else Chinese. */
export function cjkFamily(text: string): FallbackFamily {
  for (const char of text) {
    const script = scriptOf(char.codePointAt(0) ?? 0);
    if (script === "kana") return "noto-sans-jp";
    if (script === "hangul") return "noto-sans-kr";
  }
  return "noto-sans-sc";
}

/** The fallback family of a character of a text whose CJK family is `cjk`. */
export function fallbackFamily(codePoint: number, cjk: FallbackFamily): FallbackFamily {
  const script = scriptOf(codePoint);
  if (script === "arabic" || (codePoint >= 0x660 && codePoint <= 0x6f9)) return "noto-sans-arabic";
  if (script === "hebrew") return "noto-sans-hebrew";
  if (script === "han" || script === "kana" || script === "hangul") return cjk;
  return "noto-sans";
}

// ---------------------------------------------------------------------------------------------------------
// Bidi

/** Bidi classes: strong left to right, strong right to left, European and Arabic numbers, neutrals. */
type Kind = "L" | "R" | "EN" | "AN" | "N";

function kindOf(codePoint: number): Kind {
  if (codePoint >= 0x660 && codePoint <= 0x669) return "AN";
  const script = scriptOf(codePoint);
  if (isRtlScript(script)) return "R";
  if (script === "digit") return "EN";
  if (script === "common") return "N";
  return "L";
}

/** A text's own direction: that of its first letter with one (Arabic, Hebrew: right to left); `fallback`
 * for a text without letters ("12"). */
export function textDirection(text: string, fallback: "ltr" | "rtl" = "ltr"): "ltr" | "rtl" {
  for (const char of text) {
    const kind = kindOf(char.codePointAt(0) ?? 0);
    if (kind === "R") return "rtl";
    if (kind === "L") return "ltr";
  }
  return fallback;
}

export interface BidiRun {
  /** In reading (logical) order; a right-to-left run's glyphs are laid out right to left by the font
   * engine (fontkit reverses an Arabic or Hebrew run itself). */
  text: string;
  rtl: boolean;
}

/**
 * `text`'s runs in the order they go on paper, left to right. The paragraph reads `base` (by default the
 * text's own direction). Levels as the Unicode bidi algorithm gives them for text without explicit
 * embeddings: letters of right-to-left scripts are odd, others even; digits after them (or in a
 * right-to-left text before any letter) are a left-to-right run inside; spaces and punctuation take their
 * neighbours' direction when both agree, else the paragraph's.
 */
export function visualRuns(text: string, base: "ltr" | "rtl" = textDirection(text)): BidiRun[] {
  const chars = [...text];
  if (chars.length === 0) return [];
  const baseLevel = base === "rtl" ? 1 : 0;
  const kinds = chars.map((char) => kindOf(char.codePointAt(0) ?? 0));
  // Marks (accents, Arabic vowel signs) take their base letter's kind.
  for (const [i, char] of chars.entries()) if (i > 0 && MARK.test(char)) kinds[i] = kinds[i - 1]!;
  // W7: digits after a left-to-right letter (or at the start of a left-to-right text) are left to right.
  let lastStrong: Kind = base === "rtl" ? "R" : "L";
  for (const [i, kind] of kinds.entries()) {
    if (kind === "L" || kind === "R") lastStrong = kind;
    else if (kind === "EN" && lastStrong === "L") kinds[i] = "L";
  }
  // N1/N2: neutrals between two of one direction (numbers count as right to left) take it, else the base's.
  const strongOf = (kind: Kind) => (kind === "L" ? "L" : kind === "N" ? null : "R");
  for (let i = 0; i < kinds.length; i += 1) {
    if (kinds[i] !== "N") continue;
    let end = i;
    while (end < kinds.length && kinds[end] === "N") end += 1;
    const before = i === 0 ? (base === "rtl" ? "R" : "L") : strongOf(kinds[i - 1]!);
    const after = end === kinds.length ? (base === "rtl" ? "R" : "L") : strongOf(kinds[end]!);
    const resolved: Kind = before === after && before ? before : base === "rtl" ? "R" : "L";
    for (let j = i; j < end; j += 1) kinds[j] = resolved;
    i = end - 1;
  }
  // I1/I2: the levels.
  const levels = kinds.map((kind) => {
    if (baseLevel === 0) return kind === "L" ? 0 : kind === "R" ? 1 : 2; // numbers: 2
    return kind === "R" ? 1 : 2;
  });
  // Runs of one level, in logical order.
  const runs: { text: string; level: number }[] = [];
  for (const [i, char] of chars.entries()) {
    const level = levels[i]!;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.text += char;
    else runs.push({ text: char, level });
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or
  // higher.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd && level > 0; level -= 1) {
    for (let i = 0; i < runs.length; i += 1) {
      if (runs[i]!.level < level) continue;
      let end = i;
      while (end < runs.length && runs[end]!.level >= level) end += 1;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end - 1;
    }
  }
  return runs.map((run) => ({ text: run.text, rtl: run.level % 2 === 1 }));
}
