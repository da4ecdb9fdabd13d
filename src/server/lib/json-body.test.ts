import { describe, expect, test } from "vitest";
import { isJsonContentType, jsonDepth } from "./json-body";

describe("jsonDepth", () => {
  test.each([
    ["1", 0],
    ["{}", 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['{"a":"[[[[{{{"}', 1],
    ['["\\"[[["]', 1],
    [`${"[".repeat(10_000)}${"]".repeat(10_000)}`, 10_000],
  ])("%s → %i", (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });
});

describe("isJsonContentType", () => {
  test.each([
    ["application/json", true],
    ["Application/JSON; charset=utf-8", true],
    ["application/merge-patch+json", true],
    ["text/json", false],
    ["text/plain", false],
    ["application/jsonx", false],
    [undefined, false],
  ])("%s → %s", (header, expected) => {
    expect(isJsonContentType(header)).toBe(expected);
  });
});
