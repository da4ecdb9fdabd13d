import { describe, expect, it } from "vitest";
import {
  customThemeInputSchema,
  DEFAULT_PRESET_COLORS,
  DEFAULT_PRESET_FONTS,
  parseThemeColors,
  parseThemeFonts,
  parseThemePreset,
} from "./theme";

describe("parseThemePreset", () => {
  const colors = {
    primary: "#111111",
    secondary: "#222222",
    accent: "#333333",
    text: "#444444",
    background: "#555555",
  };

  it("accepts colours and fonts as objects", () => {
    const preset = parseThemePreset({
      id: "t1",
      name: "Dark",
      description: "d",
      colors,
      fonts: { heading: "Lato", body: "Roboto" },
    });
    expect(preset).toEqual({
      id: "t1",
      name: "Dark",
      description: "d",
      colors,
      fonts: { heading: "Lato", body: "Roboto" },
    });
  });

  it("accepts colours and fonts as JSON text", () => {
    const preset = parseThemePreset({
      id: "t1",
      name: "Dark",
      colors: JSON.stringify(colors),
      fonts: '{"heading":"Lato","body":"Roboto"}',
    });
    expect(preset.colors).toEqual(colors);
    expect(preset.fonts).toEqual({ heading: "Lato", body: "Roboto" });
    expect(preset.description).toBe("");
  });

  it("fills missing or malformed parts with the default preset's values", () => {
    expect(parseThemeColors('{"primary":"#123456"}')).toEqual({
      ...DEFAULT_PRESET_COLORS,
      primary: "#123456",
    });
    expect(parseThemeColors("not json")).toEqual(DEFAULT_PRESET_COLORS);
    expect(parseThemeColors(null)).toEqual(DEFAULT_PRESET_COLORS);
    expect(parseThemeColors([1, 2])).toEqual(DEFAULT_PRESET_COLORS);
    expect(parseThemeFonts({ heading: 3, body: " " })).toEqual(DEFAULT_PRESET_FONTS);
    expect(DEFAULT_PRESET_COLORS).toEqual({
      primary: "#000000",
      secondary: "#f5f5f5",
      accent: "#3b82f6",
      text: "#333333",
      background: "#ffffff",
    });
    expect(DEFAULT_PRESET_FONTS).toEqual({ heading: "Inter", body: "Inter" });
  });
});

describe("customThemeInputSchema", () => {
  const valid = {
    primaryColor: "#9B87F5",
    secondaryColor: "#f5f5f5",
    tertiaryColor: "#d6bcfa",
    headingFont: "Playfair Display",
    bodyFont: "Open Sans",
  };

  it("accepts #rrggbb colours (lower-cased) and the eight fonts", () => {
    expect(customThemeInputSchema.parse(valid).primaryColor).toBe("#9b87f5");
  });

  it.each(["#d6bcbfa", "9b87f5", "#fff", "red", "#gggggg", ""])("refuses the colour %j", (color) => {
    const result = customThemeInputSchema.safeParse({ ...valid, tertiaryColor: color });
    expect(result.success).toBe(false);
  });

  it("refuses a font outside the list", () => {
    const result = customThemeInputSchema.safeParse({ ...valid, headingFont: "Comic Sans MS" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Heading font must be one of: Arial/);
  });
});
