import { describe, expect, test } from "vitest";
import type { EventSummary } from "@/shared/event";
import { setupProgress } from "@/shared/setup-progress";
import { nextSteps } from "./next-steps";

function summary(state: {
  guests: number;
  tables: number;
  published: boolean;
  seated?: number;
}): EventSummary {
  const setupCompleted = [
    ...(state.guests > 0 ? ["guests"] : []),
    ...(state.tables > 0 ? ["tables"] : []),
    ...(state.published ? ["publish"] : []),
  ];
  return {
    event: { isPublished: state.published } as EventSummary["event"],
    totals: { guests: state.guests, tables: state.tables, seated: state.seated ?? 0 },
    setupProgress: setupProgress({ guestCount: 80, setupCompleted }),
    role: "co-owner",
    creator: true,
  };
}

describe("the dashboard's next steps", () => {
  test("a new event starts with guests and tables", () => {
    expect(nextSteps(summary({ guests: 0, tables: 0, published: false }))).toEqual([
      "guests",
      "tables",
      "appearance",
    ]);
  });

  test("with guests and tables, seating comes next, then the page", () => {
    expect(nextSteps(summary({ guests: 12, tables: 2, published: false }))).toEqual([
      "seating",
      "appearance",
      "share",
    ]);
  });

  test("once the page is published and guests still wait for a seat, Print replaces Share", () => {
    const steps = nextSteps(summary({ guests: 12, tables: 2, published: true }));
    expect(steps).toEqual(["seating", "print"]);
  });

  test("some guests still without a seat keep seating suggested", () => {
    expect(nextSteps(summary({ guests: 12, tables: 2, seated: 11, published: true }))).toEqual([
      "seating",
      "print",
    ]);
  });

  test("once everyone is seated, seating is no longer suggested", () => {
    expect(nextSteps(summary({ guests: 12, tables: 2, seated: 12, published: false }))).toEqual([
      "appearance",
      "share",
    ]);
  });

  test("once everyone is seated on a live page, sharing it and printing come next", () => {
    expect(nextSteps(summary({ guests: 12, tables: 2, seated: 12, published: true }))).toEqual([
      "share",
      "print",
    ]);
  });

  test("a new event with no guests is not all seated", () => {
    expect(nextSteps(summary({ guests: 0, tables: 2, seated: 0, published: true }))).not.toContain("share");
  });

  test("an unpublished page is suggested again", () => {
    const summaryAfter = summary({ guests: 12, tables: 2, published: true });
    summaryAfter.event.isPublished = false;
    expect(nextSteps(summaryAfter)).toContain("share");
  });

  test("a role suggests only what it may do: a viewer nothing to change, a caterer the prints", () => {
    const state = { guests: 0, tables: 0, published: true };
    expect(nextSteps({ ...summary(state), role: "viewer" })).toEqual([]);
    expect(nextSteps({ ...summary({ ...state, tables: 2 }), role: "caterer" })).toEqual(["print"]);
    expect(nextSteps({ ...summary(state), role: "planner" })).toEqual(["guests", "tables"]);
  });
});
