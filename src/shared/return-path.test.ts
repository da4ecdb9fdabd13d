import { describe, expect, it } from "vitest";
import { safeReturnPath, withReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps an invitation page of this site", () => {
    expect(safeReturnPath("/invite/abc_DEF-123")).toBe("/invite/abc_DEF-123");
  });

  it.each([
    null,
    undefined,
    "",
    "/invite/",
    "/invite",
    "/dashboard",
    "/invite/abc/../../dashboard",
    "/invite/abc?x=1",
    "/invite/abc#frag",
    "/invite/abc%2F..",
    "//evil.example/invite/abc",
    "/\\evil.example",
    "https://evil.example/invite/abc",
    "javascript:alert(1)",
    " /invite/abc",
    "/invite/abc\n",
    `/invite/${"a".repeat(201)}`,
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe("withReturnPath", () => {
  it("carries next and the address", () => {
    expect(withReturnPath("/login", "/invite/t0k", "a+b@example.com")).toBe(
      "/login?next=%2Finvite%2Ft0k&email=a%2Bb%40example.com",
    );
  });
});
