import { describe, expect, test } from "vitest";
import { isStorableText, optionalText, requiredText, text, trimText } from "./text";

describe("trimText", () => {
  test("removes white space and invisible characters at both ends only", () => {
    expect(trimText("\u00A0\u200B Ann \u200D\uFEFF\u2060")).toBe("Ann");
    expect(trimText("A\u200Bnn")).toBe("A\u200Bnn");
    expect(trimText("\u200B\u00A0 \u200C")).toBe("");
  });
});

describe("isStorableText", () => {
  test.each([
    ["a\u0000b", false],
    ["é\uDC00", false],
    ["\uD800", false],
    ["a\uDC00", false],
    ["😀 José ש", true],
    ["", true],
  ])("%j → %s", (value, storable) => {
    expect(isStorableText(value)).toBe(storable);
  });
});

describe("text", () => {
  const field = text({ label: "Subject", max: 5 });
  test("trims and accepts", () => {
    expect(field.parse("  hey ")).toBe("hey");
  });
  test("refuses NUL and lone surrogates with the field's label", () => {
    expect(field.safeParse("a\u0000").error?.issues[0]?.message).toBe(
      "Subject contains characters that are not allowed",
    );
    expect(field.safeParse("é\uDC00").success).toBe(false);
  });
  test("refuses what is too long after trimming", () => {
    expect(field.safeParse("  12345  ").success).toBe(true);
    expect(field.safeParse("123456").error?.issues[0]?.message).toBe("Subject must be at most 5 characters");
  });
  test("refuses a value that is not a string", () => {
    expect(field.safeParse(42).error?.issues[0]?.message).toBe("Subject must be text");
    expect(field.safeParse(null).success).toBe(false);
  });
  test("keeps the edges when asked", () => {
    expect(text({ label: "Password", max: 20, trim: false }).parse(" pw ")).toBe(" pw ");
  });
});

describe("requiredText", () => {
  const name = requiredText({ label: "Guest name", max: 10, required: "Guest name is required" });
  test.each([undefined, null, "", "   ", "\u200B\u00A0"])("%j is blank", (value) => {
    expect(name.safeParse(value).error?.issues[0]?.message).toBe("Guest name is required");
  });
  test("a real name passes, trimmed", () => {
    expect(name.parse(" Ann ")).toBe("Ann");
  });
});

describe("optionalText", () => {
  const notes = optionalText({ label: "Notes", max: 10 });
  test("blank becomes null; absent stays absent", () => {
    expect(notes.parse("  ")).toBeNull();
    expect(notes.parse(undefined)).toBeUndefined();
    expect(notes.parse(null)).toBeNull();
    expect(notes.parse(" x ")).toBe("x");
  });
});

describe("text with its own message", () => {
  test("says the field's own words when too long", () => {
    const password = text({ label: "Password", max: 3, trim: false, tooLong: "Too long, sorry." });
    expect(password.safeParse("1234").error?.issues[0]?.message).toBe("Too long, sorry.");
  });
});
