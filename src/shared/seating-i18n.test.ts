import { afterEach, describe, expect, it } from "vitest";
import { explainRule } from "./auto-seat/explain";
import { i18nFor } from "./i18n/all-catalogs";
import type { Locale } from "./i18n/locales";
import { setCurrentI18n } from "./i18n/messages";
import { SEATING_MESSAGES } from "./seating";
import { ruleLabel } from "./seating-rules";
import { TABLE_MESSAGES, tableInputSchema } from "./tables";

const speak = (locale: Locale) => setCurrentI18n(() => i18nFor(locale));

describe("seating messages in the reader's language", () => {
  afterEach(() => speak("en"));

  it("read word for word in English", () => {
    expect(TABLE_MESSAGES.capacityBelowSeated("Table 1", 3)).toBe(
      "Table 1 has 3 guests seated; its capacity cannot be lower than 3.",
    );
    expect(SEATING_MESSAGES.householdAssignedDescription("The Parks", 4, 2)).toBe(
      "The Parks (4 guests) has been assigned to Table 2",
    );
    expect(ruleLabel({ kind: "apart", strength: "must" })).toBe("Keep apart (must)");
  });

  it("are built in another language, names kept as written", () => {
    speak("es");
    expect(TABLE_MESSAGES.capacityBelowSeated("Mesa de Ana", 3)).toBe(
      "Mesa de Ana tiene 3 invitados sentados; su capacidad no puede ser menor que 3.",
    );
    expect(ruleLabel({ kind: "together", strength: "prefer" })).toBe("Sentar juntos (preferible)");
    speak("ar");
    expect(TABLE_MESSAGES.capacityBelowSeated("T", 2)).toContain("ضيفان");
  });

  it("translate schema messages when they are checked", () => {
    speak("de");
    const result = tableInputSchema.safeParse({
      id: "new-1",
      name: "A",
      capacity: 99,
      shape: "round",
      position: { x: 0, y: 0 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Die Kapazität muss zwischen 2 und 20 liegen");
  });

  it("explain a wish not met in the reader's language", () => {
    speak("fr");
    const instance = {
      tables: [
        { id: "t1", capacity: 2, name: "Rose" },
        { id: "t2", capacity: 2, name: "Lilas" },
      ],
      guests: [
        { id: "a", name: "Ana" },
        { id: "b", name: "Ben" },
        { id: "c", name: "Cal" },
        { id: "d", name: "Dee" },
      ],
      groups: [],
      rules: [{ a: "a", b: "b", kind: "together" as const, hard: true, weight: 1 }],
    };
    const plan = { a: "t1", c: "t1", b: "t2", d: "t2" };
    expect(explainRule(instance, plan, 0).reason).toBe(
      "Ana et Ben doivent être assis ensemble : ce plan enfreint une règle impérative.",
    );
  });
});
