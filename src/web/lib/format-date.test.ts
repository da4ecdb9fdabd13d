import { describe, expect, it } from "vitest";
import { i18nFor } from "@/shared/i18n/all-catalogs";
import { withI18n } from "@/shared/i18n/messages";
import { formatDateTime, formatDay, formatEventDate, formatRelative } from "./format-date";

describe("dates in the current language", () => {
  it("write the day, the event's date and a timestamp as a reader of that language does", () => {
    expect(formatDay("2027-06-12T10:00:00Z")).toBe("June 12, 2027");
    withI18n(i18nFor("de"), () => {
      expect(formatDay("2027-06-12T10:00:00Z")).toBe("12. Juni 2027");
      expect(formatEventDate("2027-06-12", "16:00")).toContain("Samstag, 12. Juni 2027");
      expect(formatDateTime("2027-06-12T10:00:00Z")).toContain("12.06.2027");
    });
    withI18n(i18nFor("es"), () => {
      expect(formatRelative("2027-06-12T10:00:00Z", Date.parse("2027-06-12T10:05:00Z"))).toBe(
        "hace 5 minutos",
      );
    });
  });

  it("show a text that is not a date as it is", () => {
    expect(formatDay("soon")).toBe("soon");
  });
});
