import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wrapLines } from "./wrap";

/** One unit per character: a monospaced measure. */
const width = (line: string) => [...line].length;

describe("wrapping a long name", () => {
  it("breaks at spaces, and inside a word too long for a line", () => {
    expect(wrapLines("Ana María García López", width, 10, 3)).toEqual(["Ana María", "García", "López"]);
    expect(wrapLines("x".repeat(25), width, 10, 3)).toEqual(["x".repeat(10), "x".repeat(10), "x".repeat(5)]);
    expect(wrapLines("Zoë", width, 10, 3)).toEqual(["Zoë"]);
    expect(wrapLines("   ", width, 10, 3)).toEqual([]);
  });

  it("cuts a name of 5,000 characters after the last line with an ellipsis", () => {
    const lines = wrapLines("y".repeat(5000), width, 40, 3);
    expect(lines).toEqual(["y".repeat(40), "y".repeat(40), `${"y".repeat(39)}…`]);
    // Markup is text like any other: broken and cut where it falls.
    expect(wrapLines("<b>Kim</b> ".repeat(100), width, 25, 2)).toEqual([
      "<b>Kim</b> <b>Kim</b>",
      "<b>Kim</b> <b>Kim</b>…",
    ]);
  });

  it("never makes a line wider than asked, nor more lines, whatever the text", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400 }),
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 1, max: 4 }),
        (text, max, lines) => {
          const wrapped = wrapLines(text, width, max, lines);
          expect(wrapped.length).toBeLessThanOrEqual(lines);
          for (const line of wrapped) expect(width(line)).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
});
