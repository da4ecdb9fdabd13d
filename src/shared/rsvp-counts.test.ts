import { describe, expect, test } from "vitest";
import { countRsvp, isAwaitingAnswer } from "./rsvp-counts";

const guest = (status: string, rsvpAt: number | null, plusOne = false) => ({ status, rsvpAt, plusOne });

describe("RSVP counts", () => {
  test("invited guests answer or wait; plus-ones attend but are never awaited", () => {
    const counts = countRsvp([
      guest("confirmed", 1),
      guest("declined", 2),
      guest("confirmed", 3, true),
      guest("invited", null),
      // Confirmed by the owner by hand: still no answer from the page.
      guest("confirmed", null),
    ]);
    expect(counts).toEqual({ answered: 2, attending: 2, declined: 1, waiting: 2 });
  });

  test("a plus-one is not awaiting an answer; an invited guest without one is", () => {
    expect(isAwaitingAnswer(guest("confirmed", null, true))).toBe(false);
    expect(isAwaitingAnswer(guest("invited", null))).toBe(true);
    expect(isAwaitingAnswer(guest("declined", 5))).toBe(false);
  });

  test("an empty list counts nothing", () => {
    expect(countRsvp([])).toEqual({ answered: 0, attending: 0, declined: 0, waiting: 0 });
  });
});
