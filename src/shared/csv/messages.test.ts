import { afterEach, describe, expect, it } from "vitest";
import { GUEST_MESSAGES } from "../guests";
import { i18nFor } from "../i18n/all-catalogs";
import type { Locale } from "../i18n/locales";
import { setCurrentI18n } from "../i18n/messages";
import { CSV_MESSAGES } from "./errors";

const speak = (locale: Locale) => setCurrentI18n(() => i18nFor(locale));

describe("guest and CSV messages built from values", () => {
  afterEach(() => speak("en"));

  it("read in English as the spec writes them", () => {
    expect(CSV_MESSAGES.tooManyRows(20_000)).toBe(
      "The file has more than 20,000 rows. Split it into smaller files.",
    );
    expect(CSV_MESSAGES.badQuote(7)).toBe("Line 7: a quoted value is not closed or has a stray quote.");
    expect(GUEST_MESSAGES.tooMany(20_000)).toBe(
      "An event can have at most 20,000 guests. Remove some guests first.",
    );
  });

  it("read in the current language, numbers and plurals included", () => {
    speak("de");
    expect(CSV_MESSAGES.tooManyRows(20_000)).toBe(
      "Die Datei hat mehr als 20.000 Zeilen. Teile sie in kleinere Dateien auf.",
    );
    speak("es");
    expect(GUEST_MESSAGES.tableFull("Jardín", 8)).toBe(
      "Jardín ha alcanzado su capacidad máxima de 8 invitados.",
    );
    speak("ar");
    expect(GUEST_MESSAGES.tableFull("Garden", 2)).toBe("بلغت Garden سعتها القصوى وهي ضيفان.");
    expect(GUEST_MESSAGES.seatNumber()).toBe("يجب أن يكون رقم المقعد عددًا صحيحًا من 1 إلى 20");
  });
});
