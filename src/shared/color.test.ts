import { describe, expect, test } from "vitest";
import { contrastRatio, darkEnoughOn, INK, readableOn, WHITE } from "./color";

describe("colour contrast", () => {
  test("measures WCAG contrast", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 0);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
  });

  test("keeps a primary colour dark enough for a QR code, else falls back to ink", () => {
    expect(darkEnoughOn("#1D4ED8")).toBe("#1d4ed8");
    expect(darkEnoughOn("#9b87f5")).toBe(INK); // the default lavender is too light for a camera
    expect(darkEnoughOn("#f5e6ff")).toBe(INK);
    expect(darkEnoughOn("not a colour")).toBe(INK);
  });

  test("picks white or ink text for a background", () => {
    expect(readableOn("#1d4ed8")).toBe(WHITE);
    expect(readableOn("#f5f5f5")).toBe(INK);
  });
});
