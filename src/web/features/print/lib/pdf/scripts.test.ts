import { describe, expect, test } from "vitest";
import { RANGES } from "./font-ranges";
import { RANGES as CJK_RANGES } from "./font-ranges-cjk";
import { fontkitReverses, parseRanges, rangesCover, subsetsFor } from "./font-stack";
import { cjkFamily, fallbackFamily, scriptOf, textDirection, visualRuns } from "./scripts";

const cp = (char: string) => char.codePointAt(0) ?? 0;
/** The runs as "text" with a < for a right-to-left one, left to right as on paper. */
const runs = (text: string, base?: "ltr" | "rtl") =>
  visualRuns(text, base).map((run) => (run.rtl ? `<${run.text}` : run.text));

describe("scripts", () => {
  test("each guest's name is in its script", () => {
    expect(scriptOf(cp("م"))).toBe("arabic");
    expect(scriptOf(cp("ש"))).toBe("hebrew");
    expect(scriptOf(cp("Α"))).toBe("greek");
    expect(scriptOf(cp("Д"))).toBe("cyrillic");
    expect(scriptOf(cp("王"))).toBe("han");
    expect(scriptOf(cp("た"))).toBe("kana");
    expect(scriptOf(cp("김"))).toBe("hangul");
    expect(scriptOf(cp("é"))).toBe("latin");
    expect(scriptOf(cp("4"))).toBe("digit");
    expect(scriptOf(cp("٤"))).toBe("digit");
    expect(scriptOf(cp(" "))).toBe("common");
    expect(scriptOf(cp("·"))).toBe("common");
  });

  test("each script falls back to its Noto family; Chinese characters by the name's kana or hangul", () => {
    const family = (name: string, char: string) => fallbackFamily(cp(char), cjkFamily(name));
    expect(family("محمد", "م")).toBe("noto-sans-arabic");
    expect(family("١٢", "١")).toBe("noto-sans-arabic");
    expect(family("שרה", "ש")).toBe("noto-sans-hebrew");
    expect(family("Αλέξανδρος", "Α")).toBe("noto-sans");
    expect(family("Дмитрий", "Д")).toBe("noto-sans");
    expect(family("王小明", "王")).toBe("noto-sans-sc");
    expect(family("山田たろう", "山")).toBe("noto-sans-jp");
    expect(family("김민준", "김")).toBe("noto-sans-kr");
    // Kanji only: as Chinese (the same characters; a Japanese name written in kanji alone prints in SC).
    expect(family("山田太郎", "山")).toBe("noto-sans-sc");
  });

  test("a text reads in the direction of its first letter", () => {
    expect(textDirection("محمد عبد الله")).toBe("rtl");
    expect(textDirection("José García")).toBe("ltr");
    expect(textDirection("12 שרה")).toBe("rtl");
    expect(textDirection("12", "rtl")).toBe("rtl");
    expect(textDirection("12")).toBe("ltr");
  });
});

describe("bidi runs", () => {
  test("a name in one script is one run", () => {
    expect(runs("José García")).toEqual(["José García"]);
    expect(runs("محمد عبد الله")).toEqual(["<محمد عبد الله"]);
    expect(runs("שרה כהן")).toEqual(["<שרה כהן"]);
  });

  test("digits in a right-to-left text keep their order and go left of the words before them", () => {
    // "Table 12" in Arabic: the words on the right, the number on their left, still "12".
    expect(visualRuns("طاولة 12")).toEqual([
      { text: "12", rtl: false },
      { text: "طاولة ", rtl: true },
    ]);
    expect(visualRuns("طاولة ١٢").map((r) => r.text)).toEqual(["١٢", "طاولة "]);
  });

  test("Latin inside an Arabic sentence stays a left-to-right run in its place", () => {
    expect(runs("أنا ولويس · Ana & Luis", "rtl")).toEqual(["Ana & Luis", "<أنا ولويس · "]);
    // "Rosemary · 3 of 8 seats": read from the right, the table's name last (at the left).
    expect(runs("Rosemary · ٣ من ٨ مقاعد", "rtl")).toEqual([
      "< مقاعد",
      "٨",
      "< من ",
      "٣",
      "< · ",
      "Rosemary",
    ]);
  });

  test("an Arabic name inside a left-to-right line is reversed in place", () => {
    expect(runs("Table 4 · محمد علي")).toEqual(["Table 4 · ", "<محمد علي"]);
    // A number after Arabic words belongs to them (as the Unicode algorithm has it).
    expect(runs("Guest: محمد علي 12")).toEqual(["Guest: ", "12", "<محمد علي "]);
  });

  test("fontkit turns a piece by its first script: Arabic and Arabic-Indic digits, not Latin digits", () => {
    expect(fontkitReverses("محمد")).toBe(true);
    expect(fontkitReverses("١٢")).toBe(true);
    expect(fontkitReverses("12")).toBe(false);
    expect(fontkitReverses(" · ")).toBe(false);
    expect(fontkitReverses("Ana")).toBe(false);
  });
});

describe("font subsets by unicode-range", () => {
  test("ranges from the @fontsource CSS are read as code point intervals", () => {
    expect(parseRanges("0460-052f,20b4")).toEqual([
      [0x460, 0x52f],
      [0x20b4, 0x20b4],
    ]);
    expect(rangesCover("0460-052f,20b4", 0x20b4)).toBe(true);
    expect(rangesCover("0460-052f,20b4", 0x20b5)).toBe(false);
  });

  test("a name loads only the subset files that hold its characters", () => {
    expect(subsetsFor(RANGES["noto-sans-arabic"] ?? [], [..."محمد"].map(cp))).toEqual(["arabic"]);
    expect(subsetsFor(RANGES["noto-sans"] ?? [], [..."Дмитрий"].map(cp))).toEqual(["cyrillic"]);
    const chinese = subsetsFor(CJK_RANGES["noto-sans-sc"] ?? [], [..."王小明"].map(cp));
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.length).toBeLessThanOrEqual(3);
    expect((CJK_RANGES["noto-sans-sc"] ?? []).length).toBeGreaterThan(90);
    expect(subsetsFor(CJK_RANGES["noto-sans-kr"] ?? [], [..."김민준"].map(cp)).length).toBeLessThanOrEqual(3);
  });
});
