import { describe, expect, test } from "vitest";
import { foldForSearch, nameCollator } from "./text-search";

describe("foldForSearch", () => {
  test("Latin accents, case and spaces", () => {
    expect(foldForSearch("  José   GARCÍA ")).toBe("jose garcia");
    expect(foldForSearch("José")).toBe(foldForSearch("jose"));
    expect(foldForSearch("Ångström Zoë")).toBe("angstrom zoe");
  });

  test("German ß is ss", () => {
    expect(foldForSearch("Strauß")).toBe(foldForSearch("strauss"));
    expect(foldForSearch("STRAUẞ")).toBe("strauss");
  });

  test("Turkish dotted and dotless i", () => {
    expect(foldForSearch("İstanbul")).toBe(foldForSearch("istanbul"));
    expect(foldForSearch("Işık")).toBe("isik");
  });

  test("Arabic with and without harakat, tatweel and letter variants", () => {
    expect(foldForSearch("مُحَمَّد")).toBe(foldForSearch("محمد"));
    expect(foldForSearch("مـحـمـد")).toBe("محمد");
    expect(foldForSearch("أحمد")).toBe(foldForSearch("احمد"));
    expect(foldForSearch("إيمان")).toBe(foldForSearch("ايمان"));
    expect(foldForSearch("آمنة")).toBe(foldForSearch("امنه"));
    expect(foldForSearch("مصطفى")).toBe(foldForSearch("مصطفي"));
    expect(foldForSearch("الرَّحْمٰن")).toBe(foldForSearch("الرحمن"));
  });

  test("Greek accents", () => {
    expect(foldForSearch("Ελένη")).toBe(foldForSearch("ελενη"));
    expect(foldForSearch("Άννα")).toBe("αννα");
  });

  test("Cyrillic ё is е", () => {
    expect(foldForSearch("Ёлкин")).toBe(foldForSearch("елкин"));
    expect(foldForSearch("Фёдор")).toBe("федор");
  });
});

describe("nameCollator", () => {
  test("ignores case and accents, and counts numbers by value", () => {
    const collator = nameCollator("en");
    expect(collator.compare("josé", "Jose")).toBe(0);
    expect(["Table 10", "Table 2", "table 1"].sort(collator.compare)).toEqual([
      "table 1",
      "Table 2",
      "Table 10",
    ]);
  });

  test("sorts as the language does", () => {
    expect(["Zoë", "Ärger", "Adam"].sort(nameCollator("de").compare)).toEqual(["Adam", "Ärger", "Zoë"]);
    expect(["يوسف", "أحمد", "محمد"].sort(nameCollator("ar").compare)).toEqual(["أحمد", "محمد", "يوسف"]);
    expect(nameCollator("es")).toBe(nameCollator("es"));
  });
});
