import { describe, expect, test } from "vitest";
import { contrastRatio, darkenedToContrast, INK, parseHex, readableOn, WHITE } from "./color";

describe("colour contrast", () => {
  test("measures WCAG contrast", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 0);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
  });

  test("keeps a primary colour dark enough for a QR code, else darkens the same hue until it reads", () => {
    expect(darkenedToContrast("#1D4ED8")).toBe("#1d4ed8");
    for (const pale of ["#9b87f5", "#f5e6ff", "#ffffff", "#ffff00"]) {
      const shade = darkenedToContrast(pale);
      expect(contrastRatio(shade, WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shade, WHITE)).toBeLessThan(4.7); // no darker than it needs to be
    }
    // The default lavender stays a purple: blue above red above green, as in #9b87f5.
    const [r, g, b] = parseHex(darkenedToContrast("#9b87f5"))!;
    expect(b > r && r > g).toBe(true);
    expect(darkenedToContrast("not a colour")).toBe(INK);
  });

  test("picks white or ink text for a background", () => {
    expect(readableOn("#1d4ed8")).toBe(WHITE);
    expect(readableOn("#f5f5f5")).toBe(INK);
  });
});
