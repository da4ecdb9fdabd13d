import fontkit from "@pdf-lib/fontkit";
import { degrees, type PDFDocument, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { FALLBACK_FONT, type FontPackage, fontFileName, subsetMayCover } from "./font-files";
import { woffToSfnt } from "./woff";

/** Reads one font file (`@fontsource/${pkg}/files/${file}`): fetched in the browser, read from disk in Node. */
export type LoadFontFile = (pkg: string, file: string) => Promise<Uint8Array>;

interface StackFont {
  covers: (codePoint: number) => boolean;
  pdf: PDFFont;
}

/** A font made of several embedded files: each character is drawn with the first file that has its glyph. */
export class FontStack {
  // fontkit lays out a whole string for every width it is asked; thousands of names make that the cost of a
  // PDF, so which file draws a character and its advance are looked up once per character.
  private readonly fontOf = new Map<string, PDFFont | undefined>();
  private readonly advance = new Map<PDFFont, Map<string, number>>();

  constructor(private readonly fonts: StackFont[]) {}

  private pick(char: string): PDFFont | undefined {
    if (!this.fontOf.has(char)) {
      const codePoint = char.codePointAt(0) ?? 0;
      this.fontOf.set(char, (this.fonts.find((f) => f.covers(codePoint)) ?? this.fonts[0])?.pdf);
    }
    return this.fontOf.get(char);
  }

  /** Consecutive characters drawn with the same file. */
  runs(text: string): { text: string; font: PDFFont }[] {
    const runs: { text: string; font: PDFFont }[] = [];
    for (const char of text) {
      const last = runs[runs.length - 1];
      // A space stays in the run it follows (every file has one), so "Иван Петров" is one piece of text.
      if (last && char === " ") {
        last.text += char;
        continue;
      }
      const font = this.pick(char);
      if (!font) continue;
      if (last && last.font === font) last.text += char;
      else runs.push({ text: char, font });
    }
    return runs;
  }

  /** The width of `text` at `size`, from each character's advance (kerning left out: a hair wider at most). */
  width(text: string, size: number): number {
    let width = 0;
    for (const run of this.runs(text)) width += this.runWidth(run.text, run.font);
    return width * size;
  }

  private runWidth(text: string, font: PDFFont): number {
    let advances = this.advance.get(font);
    if (!advances) {
      advances = new Map();
      this.advance.set(font, advances);
    }
    let width = 0;
    for (const char of text) {
      let advance = advances.get(char);
      if (advance === undefined) {
        advance = font.widthOfTextAtSize(char, 1);
        advances.set(char, advance);
      }
      width += advance;
    }
    return width;
  }

  draw(
    page: PDFPage,
    text: string,
    options: { x: number; y: number; size: number; color: RGB; flip?: boolean },
  ) {
    // A flipped line (the back of a tent card) is drawn rotated 180° about its start, so it runs leftwards.
    let x = options.x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, {
        x,
        y: options.y,
        size: options.size,
        font: run.font,
        color: options.color,
        ...(options.flip ? { rotate: degrees(180) } : {}),
      });
      const advance = this.runWidth(run.text, run.font) * options.size;
      x += options.flip ? -advance : advance;
    }
  }
}

/** Titles and table names repeat on every card: each distinct text is shaped by fontkit once. */
function memoizeEncoding(font: PDFFont): PDFFont {
  const encode = font.encodeText.bind(font);
  const cache = new Map<string, ReturnType<PDFFont["encodeText"]>>();
  font.encodeText = (text: string) => {
    let encoded = cache.get(text);
    if (!encoded) {
      encoded = encode(text);
      cache.set(text, encoded);
    }
    return encoded;
  };
  return font;
}

/** Every code point the document will draw, so only the font files it needs are loaded. */
export function codePoints(texts: Iterable<string>): Set<number> {
  const points = new Set<number>();
  for (const text of texts) for (const char of text) points.add(char.codePointAt(0) ?? 0);
  return points;
}

/**
 * Embeds the theme font's files (subsetted to the glyphs used) that cover `needed`, then the fallback's for
 * whatever is still missing. Latin first, so a document always has at least one font.
 */
export async function buildFontStack(
  doc: PDFDocument,
  load: LoadFontFile,
  family: FontPackage,
  weight: number,
  needed: Set<number>,
): Promise<FontStack> {
  const missing = new Set([...needed].filter((cp) => cp > 0x20));
  const fonts: StackFont[] = [];
  const candidates = [
    ...family.subsets.map((subset) => ({ pkg: family.pkg, subset, weight })),
    ...(family.pkg === FALLBACK_FONT.pkg
      ? []
      : FALLBACK_FONT.subsets.map((subset) => ({
          pkg: FALLBACK_FONT.pkg,
          subset,
          weight: weight >= 600 ? FALLBACK_FONT.heading : 400,
        }))),
  ];
  for (const { pkg, subset, weight: w } of candidates) {
    const first = fonts.length === 0 && subset === "latin";
    if (!first && ![...missing].some((cp) => subsetMayCover(subset, cp))) continue;
    const bytes = await woffToSfnt(await load(pkg, fontFileName(pkg, subset, w)));
    const parsed = fontkit.create(bytes);
    const covers = (cp: number) => parsed.hasGlyphForCodePoint(cp);
    if (!first && ![...missing].some(covers)) continue;
    fonts.push({ covers, pdf: memoizeEncoding(await doc.embedFont(bytes, { subset: true })) });
    for (const cp of missing) if (covers(cp)) missing.delete(cp);
    if (missing.size === 0 && fonts.length > 0) break;
  }
  return new FontStack(fonts);
}
