import fontkit from "@pdf-lib/fontkit";
import {
  beginText,
  degrees,
  endText,
  type PDFDocument,
  type PDFFont,
  PDFHexString,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from "pdf-lib";
import { type FontPackage, fontFileName } from "./font-files";
import { RANGES } from "./font-ranges";
import {
  CJK_FAMILIES,
  cjkFamily,
  type FallbackFamily,
  fallbackFamily,
  isRtlScript,
  scriptOf,
  textDirection,
  visualRuns,
} from "./scripts";
import { woffToSfnt } from "./woff";

/** Reads one font file (`@fontsource/${pkg}/files/${file}`): fetched in the browser, read from disk in Node. */
export type LoadFontFile = (pkg: string, file: string) => Promise<Uint8Array>;

interface StackFont {
  pkg: string;
  file: string;
  covers: (codePoint: number) => boolean;
  pdf: PDFFont;
  /** Arabic and Hebrew: embedded whole and drawn glyph by glyph where fontkit's shaping puts them. */
  shaped: boolean;
}

/** The fontkit font pdf-lib embedded (its glyphs carry the characters the PDF's ToUnicode map gives). */
interface Embedded {
  embedder?: {
    font: {
      unitsPerEm: number;
      layout: (
        text: string,
        features?: unknown,
      ) => {
        glyphs: { id: number; codePoints: number[]; advanceWidth: number }[];
        positions: { xAdvance: number; xOffset: number; yOffset: number }[];
      };
    };
    fontFeatures?: unknown;
    glyphCache: { access: () => unknown[]; invalidate: () => void };
  };
}

/** The glyphs drawn with a whole embedded font: the PDF's widths and ToUnicode map list these (pdf-lib would
 * list only the font's nominal glyphs, not the joined forms shaping picks). */
type DrawnGlyph = { id: number; codePoints: number[]; advanceWidth: number };
const drawnGlyphs = new WeakMap<PDFFont, Map<number, DrawnGlyph>>();

function trackDrawnGlyphs(font: PDFFont): PDFFont {
  const embedder = (font as unknown as Embedded).embedder;
  if (!embedder) return font;
  const drawn = new Map<number, DrawnGlyph>();
  drawnGlyphs.set(font, drawn);
  embedder.glyphCache = {
    access: () => [...drawn.values()].sort((a, b) => a.id - b.id),
    invalidate: () => {},
  };
  return font;
}

/** One piece of a line drawn with one font file, in the order it goes on paper (left to right). */
export interface Piece {
  text: string;
  font: PDFFont;
  rtl: boolean;
}

/** The font files a stack embedded (for tests and the benchmark: which subsets a document cost). */
export interface EmbeddedFile {
  pkg: string;
  file: string;
}

const isNeutral = (char: string) => scriptOf(char.codePointAt(0) ?? 0) === "common";

/**
 * A font made of several embedded files: each character is drawn with the theme's font when it has the
 * glyph, else with the fallback font of its script (Noto Sans, Arabic, Hebrew, Chinese, Japanese, Korean).
 * Lines are split into bidi runs: Arabic and Hebrew are shaped by fontkit (joined letter forms) and laid out
 * right to left, digits and Latin inside them keep their order.
 */
export class FontStack {
  // fontkit lays out a whole string for every width it is asked; thousands of names make that the cost of a
  // PDF, so which file draws a character and its advance are looked up once per character (a right-to-left
  // run, shaped as a whole, once per run).
  private readonly fontOf = new Map<string, PDFFont | undefined>();
  private readonly advance = new Map<PDFFont, Map<string, number>>();
  private readonly owners: Map<PDFFont, StackFont>;
  private readonly fontKeys = new Map<
    string,
    Map<PDFFont, ReturnType<PDFPage["node"]["newFontDictionary"]>>
  >();

  constructor(
    private readonly theme: StackFont[],
    private readonly fallbacks: Map<FallbackFamily, StackFont[]>,
  ) {
    this.owners = new Map([...theme, ...[...fallbacks.values()].flat()].map((f) => [f.pdf, f]));
  }

  get files(): EmbeddedFile[] {
    return [...this.theme, ...[...this.fallbacks.values()].flat()].map(({ pkg, file }) => ({ pkg, file }));
  }

  private pick(char: string, cjk: FallbackFamily): PDFFont | undefined {
    const key = `${cjk}${char}`;
    if (!this.fontOf.has(key)) {
      const codePoint = char.codePointAt(0) ?? 0;
      const found =
        this.theme.find((f) => f.covers(codePoint)) ??
        this.fallbacks.get(fallbackFamily(codePoint, cjk))?.find((f) => f.covers(codePoint)) ??
        this.fallbacks.get("noto-sans")?.find((f) => f.covers(codePoint)) ??
        this.theme[0];
      this.fontOf.set(key, found?.pdf);
    }
    return this.fontOf.get(key);
  }

  /** `text`'s pieces left to right on paper. `dir` is the line's direction when it is a sentence of the
   * document's language; by default a text reads in the direction of its first letter (a name). */
  pieces(text: string, dir?: "ltr" | "rtl"): Piece[] {
    const cjk = cjkFamily(text);
    const pieces: Piece[] = [];
    for (const run of visualRuns(text, dir ?? textDirection(text))) {
      const inRun: Piece[] = [];
      for (const char of run.text) {
        const last = inRun[inRun.length - 1];
        // A space or punctuation stays in the piece it follows when that file has it, so "Иван Петров" and
        // "محمد عبد الله" are each one piece of text (an Arabic one is shaped as a whole).
        if (last && isNeutral(char) && this.has(last.font, char)) {
          last.text += char;
          continue;
        }
        const font = this.pick(char, cjk);
        if (!font) continue;
        if (last && last.font === font) last.text += char;
        else inRun.push({ text: char, font, rtl: run.rtl });
      }
      if (run.rtl) inRun.reverse();
      // fontkit lays out a piece right to left when its first character of a script is Arabic or Hebrew
      // (Arabic-Indic digits too); a piece whose order that would get wrong is turned first.
      for (const piece of inRun) {
        if (fontkitReverses(piece.text) !== run.rtl) piece.text = [...piece.text].reverse().join("");
      }
      pieces.push(...inRun);
    }
    return pieces;
  }

  private has(font: PDFFont, char: string): boolean {
    return this.owners.get(font)?.covers(char.codePointAt(0) ?? 0) ?? false;
  }

  /** The width of `text` at `size`, from each character's advance (kerning left out: a hair wider at most);
   * Arabic and Hebrew pieces as shaped. */
  width(text: string, size: number): number {
    let width = 0;
    for (const piece of this.pieces(text)) width += this.pieceWidth(piece.text, piece.font);
    return width * size;
  }

  private drawShaped(
    page: PDFPage,
    piece: Piece,
    x: number,
    options: { y: number; size: number; color: RGB; flip?: boolean },
  ): number {
    let keys = this.fontKeys.get(page.ref.toString());
    if (!keys) {
      keys = new Map();
      this.fontKeys.set(page.ref.toString(), keys);
    }
    let key = keys.get(piece.font);
    if (!key) {
      key = page.node.newFontDictionary(piece.font.name, piece.font.ref);
      keys.set(piece.font, key);
    }
    return drawShapedGlyphs(page, piece.font, key, piece.text, x, options);
  }

  private pieceWidth(text: string, font: PDFFont): number {
    let advances = this.advance.get(font);
    if (!advances) {
      advances = new Map();
      this.advance.set(font, advances);
    }
    if (hasRtlLetter(text)) {
      let shaped = advances.get(text);
      if (shaped === undefined) {
        shaped = font.widthOfTextAtSize(text, 1);
        advances.set(text, shaped);
      }
      return shaped;
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

  /** Draws `text` from its left end at `x` (its right end when flipped: the back of a tent card is drawn
   * rotated 180°, so it runs leftwards). */
  draw(
    page: PDFPage,
    text: string,
    options: { x: number; y: number; size: number; color: RGB; flip?: boolean; dir?: "ltr" | "rtl" },
  ) {
    let x = options.x;
    for (const piece of this.pieces(text, options.dir)) {
      if (this.owners.get(piece.font)?.shaped) {
        x = this.drawShaped(page, piece, x, options);
        continue;
      }
      page.drawText(piece.text, {
        x,
        y: options.y,
        size: options.size,
        font: piece.font,
        color: options.color,
        ...(options.flip ? { rotate: degrees(180) } : {}),
      });
      const advance = this.pieceWidth(piece.text, piece.font) * options.size;
      x += options.flip ? -advance : advance;
    }
  }
}

/** Whether fontkit lays `text` out right to left: by the script of its first character that has one. */
export function fontkitReverses(text: string): boolean {
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint >= 0x660 && codePoint <= 0x669) return true;
    if (codePoint >= 0x6f0 && codePoint <= 0x6f9) return true;
    const script = scriptOf(codePoint);
    if (isRtlScript(script)) return true;
    if (script !== "common" && script !== "digit") return false;
  }
  return false;
}

/** pdf-lib draws a text's glyphs at their advance widths and leaves out the shaping's positions (the dots and
 * vowel marks Noto Sans Arabic places on its letters); its subsetting also loses some of that font's glyphs.
 * So an Arabic or Hebrew piece is laid out by fontkit and each glyph is drawn where the layout puts it, by
 * glyph id (the font is embedded whole, Identity-H: a code is a glyph id). Returns the pen's new x. */
function drawShapedGlyphs(
  page: PDFPage,
  font: PDFFont,
  key: ReturnType<PDFPage["node"]["newFontDictionary"]>,
  text: string,
  x: number,
  options: { y: number; size: number; color: RGB; flip?: boolean },
): number {
  const embedder = (font as unknown as Embedded).embedder;
  if (!embedder) return x;
  const run = embedder.font.layout(text, embedder.fontFeatures);
  const drawn = drawnGlyphs.get(font);
  const scale = options.size / embedder.font.unitsPerEm;
  const sign = options.flip ? -1 : 1;
  const operators = [
    pushGraphicsState(),
    setFillingColor(options.color),
    beginText(),
    setFontAndSize(key, options.size),
  ];
  let pen = 0;
  for (const [index, glyph] of run.glyphs.entries()) {
    const position = run.positions[index];
    if (!position) continue;
    // A glyph the shaping added (a letter's dots) has no character: it maps to an invisible one. (fontkit's
    // glyphs are its own: a copy goes to the PDF's map.)
    if (drawn && !drawn.has(glyph.id)) {
      const codePoints = glyph.codePoints.length > 0 ? [...glyph.codePoints] : [SHAPING_GLYPH];
      drawn.set(glyph.id, { id: glyph.id, codePoints, advanceWidth: glyph.advanceWidth });
    }
    const gx = x + sign * (pen + position.xOffset) * scale;
    const gy = options.y + sign * position.yOffset * scale;
    operators.push(
      setTextMatrix(sign, 0, 0, sign, gx, gy),
      showText(PDFHexString.of(glyph.id.toString(16).padStart(4, "0"))),
    );
    pen += position.xAdvance;
  }
  operators.push(endText(), popGraphicsState());
  page.pushOperators(...operators);
  return x + sign * pen * scale;
}

function hasRtlLetter(text: string): boolean {
  for (const char of text) if (isRtlScript(scriptOf(char.codePointAt(0) ?? 0))) return true;
  return false;
}

/** A glyph that shaping adds without a character of its own (Noto Sans Arabic draws a letter as its dotless
 * form and a separate dot) would map to nothing, which PDF readers turn into a control character when the
 * text is copied or searched; it maps to a zero-width joiner (invisible, ignored by search) instead. */
const SHAPING_GLYPH = 0x200d;

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

type Ranges = [subset: string, ranges: string][];
const parsed = new Map<string, [number, number][]>();

/** "0460-052f,20b4" → [[0x460, 0x52f], [0x20b4, 0x20b4]]. */
export function parseRanges(ranges: string): [number, number][] {
  let result = parsed.get(ranges);
  if (!result) {
    result = ranges.split(",").map((part) => {
      const [from = "0", to = from] = part.split("-");
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as [number, number];
    });
    parsed.set(ranges, result);
  }
  return result;
}

export const rangesCover = (ranges: string, codePoint: number) =>
  parseRanges(ranges).some(([from, to]) => codePoint >= from && codePoint <= to);

/** The subsets (file names' middle part) of `ranges` that hold at least one of `needed`. */
export function subsetsFor(ranges: Ranges, needed: Iterable<number>): string[] {
  const points = [...needed];
  return ranges.filter(([, r]) => points.some((cp) => rangesCover(r, cp))).map(([subset]) => subset);
}

async function rangesOf(pkg: string): Promise<Ranges> {
  if (CJK_FAMILIES.includes(pkg as FallbackFamily))
    return (await import("./font-ranges-cjk")).RANGES[pkg] ?? [];
  return RANGES[pkg] ?? [];
}

/** Embeds those of `pkg`'s subset files (subsetted to the glyphs used) that hold characters of `missing`,
 * removing from it what they cover; `first` is embedded whatever the text. */
const SHAPED_FAMILIES = new Set(["noto-sans-arabic", "noto-sans-hebrew"]);

async function embedFiles(
  doc: PDFDocument,
  load: LoadFontFile,
  pkg: string,
  weight: number,
  ranges: Ranges,
  missing: Set<number>,
  first?: string,
): Promise<StackFont[]> {
  const shaped = SHAPED_FAMILIES.has(pkg);
  const fonts: StackFont[] = [];
  for (const [subset, range] of ranges) {
    const forced = subset === first && fonts.length === 0;
    if (!forced && ![...missing].some((cp) => rangesCover(range, cp))) continue;
    const file = fontFileName(pkg, subset, weight);
    const bytes = await woffToSfnt(await load(pkg, file));
    const font = fontkit.create(bytes);
    const covers = (cp: number) => font.hasGlyphForCodePoint(cp);
    if (!forced && ![...missing].some(covers)) continue;
    const pdf = shaped
      ? trackDrawnGlyphs(await doc.embedFont(bytes, { subset: false }))
      : memoizeEncoding(await doc.embedFont(bytes, { subset: true }));
    fonts.push({ pkg, file, covers, pdf, shaped });
    for (const cp of missing) if (covers(cp)) missing.delete(cp);
  }
  return fonts;
}

/** The weight a fallback family is embedded at: CJK fonts ship regular only (each is 100 files a weight). */
const fallbackWeight = (family: FallbackFamily, weight: number) =>
  CJK_FAMILIES.includes(family) ? 400 : weight >= 600 ? 700 : 400;

/**
 * Embeds the theme font's files that cover the characters of `texts` (its Latin one always, so a document
 * has a font), then each script's fallback files for what it lacks: only the subset files whose
 * unicode-range holds a character of the text, so a Chinese name costs a few files of a hundred.
 */
export async function buildFontStack(
  doc: PDFDocument,
  load: LoadFontFile,
  family: FontPackage,
  weight: number,
  texts: Iterable<string>,
): Promise<FontStack> {
  const list = [...texts];
  const all = new Set<number>();
  for (const text of list) for (const char of text) if (char > " ") all.add(char.codePointAt(0) ?? 0);
  const themeRanges = (await rangesOf(family.pkg)).filter(([subset]) => family.subsets.includes(subset));
  const ordered = [
    ...themeRanges.filter(([subset]) => subset === "latin"),
    ...themeRanges.filter(([subset]) => subset !== "latin"),
  ];
  const missing = new Set(all);
  const theme = await embedFiles(doc, load, family.pkg, weight, ordered, missing, "latin");

  // What the theme lacks goes to its script's family; the CJK one depends on the whole text.
  const needs = new Map<FallbackFamily, Set<number>>();
  for (const text of list) {
    const cjk = cjkFamily(text);
    for (const char of text) {
      const cp = char.codePointAt(0) ?? 0;
      if (!missing.has(cp)) continue;
      const target = fallbackFamily(cp, cjk);
      needs.set(target, (needs.get(target) ?? new Set()).add(cp));
    }
  }
  const fallbacks = new Map<FallbackFamily, StackFont[]>();
  const leftover = new Set<number>();
  for (const [target, need] of needs) {
    if (target === "noto-sans") continue;
    const pending = new Set(need);
    fallbacks.set(
      target,
      await embedFiles(doc, load, target, fallbackWeight(target, weight), await rangesOf(target), pending),
    );
    for (const cp of pending) leftover.add(cp);
  }
  const latin = new Set([...(needs.get("noto-sans") ?? []), ...leftover]);
  if (latin.size > 0) {
    fallbacks.set(
      "noto-sans",
      await embedFiles(
        doc,
        load,
        "noto-sans",
        fallbackWeight("noto-sans", weight),
        RANGES["noto-sans"] ?? [],
        latin,
      ),
    );
  }
  return new FontStack(theme, fallbacks);
}
