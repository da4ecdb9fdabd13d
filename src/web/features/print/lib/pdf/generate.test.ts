import { readFile } from "node:fs/promises";
import fontkit from "@pdf-lib/fontkit";
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, test } from "vitest";
import ar from "@/shared/i18n/compiled/ar.js";
import en from "@/shared/i18n/compiled/en.js";
import { cardSheetGrid } from "@/shared/print/grid";
import { DEFAULT_PRINT_OPTIONS, type PrintSource } from "@/shared/print/options";
import { posterContent, posterLayout } from "@/shared/print/poster-layout";
import { emWidth, LONG_NAME_EM } from "@/shared/print/poster-text";
import { generatePdf } from "./generate";
import { sampleEvent } from "./sample-event";
import { woffToSfnt } from "./woff";

const fontFile = (pkg: string, file: string) =>
  readFile(new URL(`../../../../../../node_modules/@fontsource/${pkg}/files/${file}`, import.meta.url)).then(
    (bytes) => new Uint8Array(bytes),
  );
const theme = {
  headingFont: "Playfair Display",
  bodyFont: "Lato",
  primaryColor: "#d6bcfa",
  tertiaryColor: "#d6bcfa",
};
const english = { locale: "en" as const, messages: en };
const LONG = "Łukasz Wolfeschlegelsteinhausenbergerdorff-Ξενοφώντιδης";

const source: PrintSource = {
  plan: {
    tables: [
      {
        id: "t1",
        number: 1,
        name: "Ρόδος",
        capacity: 10,
        shape: "round",
        position: { x: 100, y: 100 },
        rotation: 0,
        isHead: false,
        seated: 0,
        occupiedSeats: [],
      },
    ],
    venueElements: [],
    version: 1,
  },
  households: [],
  guests: ["Zoë Ångström", "Иван Петров", "Γιώργος Παπαδόπουλος", LONG].map((name, i) => ({
    id: `g${i}`,
    name,
    status: "confirmed",
    tableId: "t1",
    seatNumber: i + 1,
    householdId: null,
    meal: null,
    dietaryRestrictions: null,
  })),
};

async function textItems(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes.slice() }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.flatMap((item) =>
    "str" in item && item.str.trim()
      ? [{ str: item.str, x: item.transform[4] as number, width: item.width }]
      : [],
  );
}

describe("PDF documents", () => {
  test("names in Latin, Cyrillic and Greek come out as text; scripts the theme font lacks come from the fallback", async () => {
    const options = {
      ...DEFAULT_PRINT_OPTIONS,
      cardSize: "85x55mm" as const,
      sheet: "a4" as const,
      tableLabel: "name" as const,
    };
    const bytes = await generatePdf(
      { kind: "escort", source, eventTitle: "Ana & Luis", options, theme, ...english },
      fontFile,
    );
    const text = (await textItems(bytes)).map((item) => item.str).join("");
    for (const guest of source.guests) expect(text, text).toContain(guest.name);
    expect(text).toContain("Ρόδος");

    const doc = await PDFDocument.load(bytes);
    const fonts = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFDict =>
          object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("FontDescriptor"),
      )
      .map((descriptor) => String(descriptor.get(PDFName.of("FontName"))));
    // Playfair has no Greek, Lato neither Cyrillic nor Greek: Noto Sans fills in, subsetted.
    expect(fonts.some((name) => name.includes("PlayfairDisplay"))).toBe(true);
    expect(fonts.some((name) => name.includes("Lato"))).toBe(true);
    expect(fonts.some((name) => name.includes("NotoSans"))).toBe(true);
  });

  test("RSVP cards: four to a letter sheet, each with its household's name, the words and its link", async () => {
    const cards = ["García family", "Иван Петров", "Lee Park", "Smith family", "Zoë Ångström"].map(
      (name, i) => ({
        key: `h:${i}`,
        name,
        url: `https://seatwise.example/event/e1/rsvp/code${i}`,
      }),
    );
    const options = { ...DEFAULT_PRINT_OPTIONS, sheet: "letter" as const, title: "Ana & Luis" };
    const bytes = await generatePdf(
      {
        kind: "rsvp",
        source,
        eventTitle: "x",
        options,
        theme,
        ...english,
        rsvp: { cards, deadline: "May 1, 2027" },
      },
      fontFile,
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const text = (await textItems(bytes)).map((item) => item.str).join(" ");
    for (const card of cards.slice(0, 4)) {
      expect(text).toContain(card.name);
      expect(text).toContain(card.url);
    }
    expect(text).toContain("Scan to RSVP");
    expect(text).toContain("Please answer by May 1, 2027");
    expect(text).toContain("Ana & Luis");
  });

  test("a name too long for its card shrinks to fit inside it instead of running off", async () => {
    const options = {
      ...DEFAULT_PRINT_OPTIONS,
      cardSize: "3.5x2in" as const,
      sheet: "letter" as const,
      orientation: "portrait" as const,
      sort: "table" as const,
    };
    const bytes = await generatePdf(
      { kind: "escort", source, eventTitle: "x", options, theme, ...english },
      fontFile,
    );
    const grid = cardSheetGrid("escort", options);
    const items = await textItems(bytes);
    const long = items.filter((item) => item.str.trim() && LONG.includes(item.str));
    expect(long.length).toBeGreaterThan(0);
    // The long name is the 4th card: the second column of the second row.
    const left = grid.left + grid.cell.width;
    const right = left + grid.cell.width;
    const start = Math.min(...long.map((item) => item.x));
    const end = Math.max(...long.map((item) => item.x + item.width));
    expect(start).toBeGreaterThanOrEqual(left);
    expect(end).toBeLessThanOrEqual(right);
    expect(end - start).toBeGreaterThan(grid.cell.width * 0.7); // shrunk to the width, not to nothing
  });

  test("each document of a 300-guest event has the pages its layout says", async () => {
    const big = sampleEvent(300);
    const options = {
      ...DEFAULT_PRINT_OPTIONS,
      households: false,
      sheet: "letter" as const,
      orientation: "portrait" as const,
    };
    const pages = async (kind: "escort" | "place" | "tables") =>
      (
        await PDFDocument.load(
          await generatePdf({ kind, source: big, eventTitle: "x", options, theme, ...english }, fontFile),
        )
      ).getPageCount();
    expect(await pages("escort")).toBe(30); // 10 per sheet
    expect(await pages("place")).toBe(75); // 4 tents per sheet
    expect(await pages("tables")).toBe(30);
  });

  test("the poster prints what the preview's layout places, every name at least the sheet's floor", async () => {
    const big = sampleEvent(300);
    for (const posterSize of ["a4", "a2"] as const) {
      const options = { ...DEFAULT_PRINT_OPTIONS, posterSize };
      const bytes = await generatePdf(
        { kind: "poster", source: big, eventTitle: "x", options, theme, ...english },
        fontFile,
      );
      const layout = posterLayout(posterContent(big, options, "x"), posterSize, "landscape");
      const pdf = await getDocument({ data: bytes.slice() }).promise;
      expect(pdf.numPages).toBe(layout.pages.length);
      const floor = layout.floor;
      for (const [index, page] of layout.pages.entries()) {
        const items = (await (await pdf.getPage(index + 1)).getTextContent()).items.flatMap((item) =>
          "str" in item && item.str.trim() ? [item] : [],
        );
        // A line drawn in two fonts (a script the theme font lacks) comes back as two items.
        const printed = items.map((item) => item.str.replaceAll(" ", "")).join("");
        for (const text of page.texts) expect(printed).toContain(text.text.replaceAll(" ", ""));
        // Names up to LONG_NAME_EM never go below the floor; only longer ones, and labels, may.
        const mayShrink = page.texts
          .filter((t) => (t.role !== "name" && t.role !== "find") || emWidth(t.text) > LONG_NAME_EM)
          .map((t) => t.text);
        for (const item of items) {
          const size = Math.hypot(item.transform[0] as number, item.transform[1] as number);
          if (size < floor - 0.05)
            expect(
              mayShrink.some((t) => t.includes(item.str)),
              `${item.str} at ${size.toFixed(2)} pt`,
            ).toBe(true);
        }
      }
    }
  });

  test("names in eight scripts print on Arabic escort cards: shaped, right to left, from a few font files", async () => {
    const names = [
      "محمد عبد الله",
      "שרה כהן",
      "Αλέξανδρος",
      "Дмитрий Иванов",
      "王小明",
      "山田太郎",
      "김민준",
      "José García",
    ];
    const world: PrintSource = {
      ...source,
      plan: { ...source.plan, tables: source.plan.tables.map((t) => ({ ...t, name: "" })) },
      guests: names.map((name, i) => ({ ...source.guests[0]!, id: `w${i}`, name, seatNumber: i + 1 })),
    };
    const loaded: string[] = [];
    const loadFont = (pkg: string, file: string) => {
      loaded.push(file);
      return fontFile(pkg, file);
    };
    const options = { ...DEFAULT_PRINT_OPTIONS, sheet: "a4" as const, sort: "table" as const };
    const bytes = await generatePdf(
      { kind: "escort", source: world, eventTitle: "x", options, theme, locale: "ar", messages: ar },
      loadFont,
    );
    const pdf = await getDocument({ data: bytes.slice() }).promise;
    let text = "";
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const items = (await (await pdf.getPage(n)).getTextContent()).items;
      text += items.map((item) => ("str" in item ? item.str : "")).join("|");
    }
    // Shaping's extra glyphs (a letter's dots) read as zero-width joiners; pdf.js may see gaps as spaces.
    const plain = text.replace(/[\u200d\s|]/g, "");
    for (const name of names) expect(plain).toContain(name.replace(/\s/g, ""));
    // The table in Arabic, its number as a left-to-right run: "طاولة 1".
    expect(plain).toContain("طاولة");
    // A Chinese name costs a few of Noto Sans SC's hundred files; Korean one of Noto Sans KR's.
    const sc = loaded.filter((file) => file.startsWith("noto-sans-sc-"));
    expect(sc.length).toBeGreaterThan(0);
    expect(sc.length).toBeLessThanOrEqual(6);
    expect(loaded.filter((file) => file.startsWith("noto-sans-kr-")).length).toBeLessThanOrEqual(3);
    expect(loaded).toContain("noto-sans-arabic-arabic-700-normal.woff");
    expect(loaded).toContain("noto-sans-hebrew-hebrew-700-normal.woff");

    // Joined letter forms: the two م of محمد (initial, medial) are two glyphs that both read as U+0645.
    const doc = await PDFDocument.load(bytes);
    const maps = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
      .map((stream) => new TextDecoder().decode(decodePDFRawStream(stream).decode()))
      .filter((cmap) => cmap.includes("beginbfchar"));
    const meem = maps.map((cmap) => cmap.split("\n").filter((line) => line.endsWith("<0645>")).length);
    expect(Math.max(...meem)).toBeGreaterThanOrEqual(2);
  });

  test("a document in Latin letters loads no Arabic, Hebrew or CJK font", async () => {
    const loaded: string[] = [];
    await generatePdf(
      { kind: "tables", source, eventTitle: "x", options: DEFAULT_PRINT_OPTIONS, theme, ...english },
      (pkg, file) => {
        loaded.push(file);
        return fontFile(pkg, file);
      },
    );
    expect(loaded.some((file) => /arabic|hebrew|-sc-|-jp-|-kr-/.test(file))).toBe(false);
  });

  test("a WOFF file unwrapped to a plain font has the same glyphs", async () => {
    const woff = await fontFile("open-sans", "open-sans-greek-400-normal.woff");
    const plain = fontkit.create(await woffToSfnt(woff));
    const wrapped = fontkit.create(woff);
    expect(plain.numGlyphs).toBe(wrapped.numGlyphs);
    expect(plain.hasGlyphForCodePoint(0x3a9)).toBe(true);
    expect(plain.glyphForCodePoint(0x3a9).advanceWidth).toBe(wrapped.glyphForCodePoint(0x3a9).advanceWidth);
  });
});
