import { describe, expect, it } from "vitest";
import { isLocale, localeDirection, negotiateLocale, parseAcceptLanguage } from "./locales";

describe("parseAcceptLanguage", () => {
  it("orders a header's languages by weight, then by order, without the wildcard or refused ones", () => {
    expect(parseAcceptLanguage("de-CH, fr;q=0.8, en;q=0.9, *;q=0.1, it;q=0")).toEqual(["de-CH", "en", "fr"]);
  });

  it("reads a missing, empty or malformed header as no preference", () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage("")).toEqual([]);
    expect(parseAcceptLanguage(";;;,q=abc")).toEqual([]);
  });
});

describe("negotiateLocale", () => {
  it("picks the first language Seatwise speaks, by language and not by region", () => {
    expect(negotiateLocale(["ja", "es-MX", "en"])).toBe("es");
    expect(negotiateLocale(["pt_BR"])).toBe("pt");
    expect(negotiateLocale(["AR-eg"])).toBe("ar");
  });

  it("chooses among a given set (an event's languages) and answers undefined when none matches", () => {
    expect(negotiateLocale(["fr", "de"], ["es", "de"] as const)).toBe("de");
    expect(negotiateLocale(["fr"], ["es", "ar"] as const)).toBeUndefined();
    expect(negotiateLocale([])).toBeUndefined();
  });
});

describe("isLocale and localeDirection", () => {
  it("knows the seven shipped languages and writes Arabic right to left", () => {
    expect(["en", "es", "fr", "de", "pt", "it", "ar"].every(isLocale)).toBe(true);
    expect(isLocale("xx")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(localeDirection("ar")).toBe("rtl");
    expect(localeDirection("de")).toBe("ltr");
  });
});
