import { describe, expect, test } from "vitest";
import type { RsvpSettings } from "@/shared/rsvp";
import { fromRsvpSettings, rsvpFormFields, timeZoneOptions, toRsvpInput } from "./rsvp-values";

const saved: RsvpSettings = {
  enabled: true,
  deadline: "2027-05-01T18:00",
  deadlineAt: "2027-05-01T16:00:00.000Z",
  timeZone: "Europe/Madrid",
  askDietary: false,
  menu: [{ id: "1-fish", name: "Fish", description: "Hake" }],
  contact: "Ana, 600 000 000",
};

describe("the RSVP section's values", () => {
  test("the saved deadline splits into date and time, and goes back whole with the version", () => {
    const values = fromRsvpSettings(saved, "America/New_York");
    expect(values.deadline).toEqual({ date: "2027-05-01", time: "18:00" });
    expect(values.timeZone).toBe("Europe/Madrid");
    expect(toRsvpInput(values, 4)).toEqual({
      enabled: true,
      deadline: "2027-05-01T18:00",
      timeZone: "Europe/Madrid",
      askDietary: false,
      menu: [{ id: "1-fish", name: "Fish", description: "Hake" }],
      contact: "Ana, 600 000 000",
      baseVersion: 4,
    });
  });

  test("an event never given a zone takes the browser's; one with a deadline keeps UTC", () => {
    const fresh = { ...saved, deadline: null, deadlineAt: null, timeZone: "UTC" };
    expect(fromRsvpSettings(fresh, "Asia/Tokyo").timeZone).toBe("Asia/Tokyo");
    expect(fromRsvpSettings({ ...saved, timeZone: "UTC" }, "Asia/Tokyo").timeZone).toBe("UTC");
  });

  test("no date is no deadline; a date without a time closes at the end of the day", () => {
    const values = fromRsvpSettings(saved, "UTC");
    expect(toRsvpInput({ ...values, deadline: { date: "", time: "10:00" } }, 1).deadline).toBeNull();
    expect(toRsvpInput({ ...values, deadline: { date: "2027-05-01", time: "" } }, 1).deadline).toBe(
      "2027-05-01T23:59",
    );
  });

  test("a new meal goes without an id, texts trimmed, an empty contact as none", () => {
    const values = fromRsvpSettings(saved, "UTC");
    const input = toRsvpInput(
      { ...values, menu: [{ id: "", name: " Veg ", description: " " }], contact: "  " },
      1,
    );
    expect(input.menu).toEqual([{ name: "Veg", description: "" }]);
    expect(input.contact).toBeNull();
  });

  test("the time zones offered keep a saved one the runtime does not list", () => {
    expect(timeZoneOptions("Europe/Madrid")).toContain("Europe/Madrid");
    expect(timeZoneOptions("Mars/Olympus")[0]).toBe("Mars/Olympus");
  });

  test("the server's field messages find their meal", () => {
    expect(rsvpFormFields(2)).toEqual(expect.arrayContaining(["deadline", "menu.1.name", "contact"]));
    expect(rsvpFormFields(0)).not.toContain("menu.0.name");
  });
});
