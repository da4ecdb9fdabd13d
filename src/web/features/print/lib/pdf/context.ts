import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFPage, type RGB, rgb } from "pdf-lib";
import type { Locale } from "@/shared/i18n/locales";
import { fitFontSize } from "@/shared/print/grid";
import type { PrintOptions } from "@/shared/print/options";
import type { PrintT } from "@/shared/print/translate";
import { FONT_PACKAGES } from "./font-files";
import { buildFontStack, type FontStack, type LoadFontFile } from "./font-stack";

/** The event's look on paper: its custom theme's fonts and colours. */
export interface PrintTheme {
  headingFont: string;
  bodyFont: string;
  primaryColor: string;
  tertiaryColor: string;
}

/** What every document generator gets: its data, the options, the theme, the print's language (its
 * translator, its locale for dates and numbers, its direction), and how to report progress. */
export interface GenerateInput {
  eventTitle: string;
  t: PrintT;
  locale: Locale;
  dir: "ltr" | "rtl";
  options: PrintOptions;
  theme: PrintTheme;
  loadFont: LoadFontFile;
  onProgress?: (done: number, total: number) => void;
}

export interface PdfContext {
  doc: PDFDocument;
  dir: "ltr" | "rtl";
  heading: FontStack;
  body: FontStack;
  ink: RGB;
  muted: RGB;
  primary: RGB;
  accent: RGB;
  guide: RGB;
}

export function hexColor(hex: string, fallback = rgb(0.2, 0.2, 0.2)): RGB {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return fallback;
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16) / 255) as [number, number, number];
  return rgb(r, g, b);
}

/** Primary colours as light as a pastel are unreadable as text; such a colour is darkened for print. */
function printable(color: RGB): RGB {
  const luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue;
  if (luminance < 0.55) return color;
  const k = 0.55 / luminance;
  return rgb(color.red * k, color.green * k, color.blue * k);
}

/** A new PDF with the theme's heading and body fonts embedded for exactly the text it will draw. */
export async function createContext(
  input: GenerateInput,
  texts: { heading: Iterable<string>; body: Iterable<string> },
  title: string,
): Promise<PdfContext> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setLanguage(input.locale);
  doc.setCreator("Seatwise");
  doc.setProducer("Seatwise (pdf-lib)");
  const headingFamily =
    FONT_PACKAGES[input.theme.headingFont as keyof typeof FONT_PACKAGES] ?? FONT_PACKAGES["Playfair Display"];
  const bodyFamily =
    FONT_PACKAGES[input.theme.bodyFont as keyof typeof FONT_PACKAGES] ?? FONT_PACKAGES["Open Sans"];
  const heading = await buildFontStack(
    doc,
    input.loadFont,
    headingFamily,
    headingFamily.heading,
    texts.heading,
  );
  const body = await buildFontStack(doc, input.loadFont, bodyFamily, 400, texts.body);
  return {
    doc,
    dir: input.dir,
    heading,
    body,
    ink: rgb(0.13, 0.13, 0.13),
    muted: rgb(0.4, 0.4, 0.4),
    primary: printable(hexColor(input.theme.primaryColor)),
    accent: hexColor(input.theme.tertiaryColor),
    guide: rgb(0.6, 0.6, 0.6),
  };
}

/** Draws `text` centred on `cx`, shrunk to fit `maxWidth` when it would not; returns the size used. `dir`:
 * a sentence of the document's language reads in its direction (a name reads in its own). */
export function drawCentered(
  page: PDFPage,
  font: FontStack,
  text: string,
  options: {
    cx: number;
    y: number;
    size: number;
    maxWidth: number;
    color: RGB;
    flip?: boolean;
    dir?: "ltr" | "rtl";
  },
): number {
  const size = fitFontSize(font.width(text, 1), options.maxWidth, options.size);
  const width = font.width(text, size);
  const x = options.flip ? options.cx + width / 2 : options.cx - width / 2;
  font.draw(page, text, {
    x,
    y: options.y,
    size,
    color: options.color,
    flip: options.flip,
    dir: options.dir,
  });
  return size;
}

/** Draws `text` from `x` (its start: the left end, or with `align: "end"` the right end), shrunk to fit
 * `maxWidth`. */
export function drawFitted(
  page: PDFPage,
  font: FontStack,
  text: string,
  options: {
    x: number;
    y: number;
    size: number;
    maxWidth: number;
    color: RGB;
    align?: "start" | "end";
    dir?: "ltr" | "rtl";
  },
) {
  const size = fitFontSize(font.width(text, 1), options.maxWidth, options.size);
  const x = options.align === "end" ? options.x - font.width(text, size) : options.x;
  font.draw(page, text, { x, y: options.y, size, color: options.color, dir: options.dir });
}

/** Lets the caller's progress bar move (and a worker's messages go out) every `every` items. */
export function progress(input: GenerateInput, total: number, every = 50) {
  return (done: number) => {
    if (done === total || done % every === 0) input.onProgress?.(done, total);
  };
}
