import { describe, expect, test } from "vitest";
import { planImport } from "@/shared/csv/plan";
import { readGuestFile } from "@/shared/csv/read";
import { previewRows } from "./preview-rows";

const file = readGuestFile(
  new TextEncoder().encode(
    `name,email\nAnn,ann@example.com\nBo,not-an-email\nGuest of Ann,\n${"x".repeat(300)},\nAnn,ann@example.com\n`,
  ),
);

describe("previewRows", () => {
  test("problems first (a skipped name, a value left empty), then warnings, then the rest, each by line", () => {
    const rows = previewRows(planImport(file, ["name", "email"], new Set()), {
      skipDuplicates: true,
      splitCouples: true,
    });
    expect(rows.map((row) => [row.row, row.level, row.guest ? row.name : "(skipped)", row.skipped])).toEqual([
      [3, "problem", "Bo", false],
      [5, "problem", "(skipped)", true],
      [4, "warning", "Guest of Ann", false],
      [6, "warning", "Ann", true],
      [2, "ok", "Ann", false],
    ]);
  });
});
