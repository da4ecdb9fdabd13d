import type { QueryClient } from "@tanstack/react-query";
import { describe, expect, test } from "vitest";
import { holdLiveRefresh } from "./live-holds";
import { refreshAreas } from "./live-refresh";

function fakeClient() {
  const invalidated: unknown[] = [];
  const client = {
    invalidateQueries: (filters: { queryKey: unknown }) => {
      invalidated.push(filters.queryKey);
      return Promise.resolve();
    },
  } as unknown as QueryClient;
  return { client, invalidated };
}

describe("a change's areas refresh the screens that show them", () => {
  test("a seat move refreshes the board, the guest list, the floor plan, the dashboard's totals, the check-in list and the history, once each", () => {
    const { client, invalidated } = fakeClient();
    refreshAreas(client, "e1", ["seating", "guests"]);
    expect(invalidated).toEqual([
      ["events", "e1", "seating"],
      ["guests", "e1"],
      ["events", "e1", "tables"],
      ["events", "current"],
      ["events", "e1", "checkin"],
      ["events", "e1", "rsvp-links"],
      ["events", "e1", "rsvp-mail"],
      ["events", "e1", "history"],
      ["events", "e1", "versions"],
    ]);
  });

  test("a check-in refreshes the check-in list and the counts under it, and the history", () => {
    const { client, invalidated } = fakeClient();
    refreshAreas(client, "e5", ["arrivals"]);
    expect(invalidated).toEqual([
      ["events", "e5", "checkin"],
      ["events", "e5", "history"],
      ["events", "e5", "versions"],
    ]);
  });

  test("a changed RSVP setting refreshes the RSVP settings the guest list and the dashboard read", () => {
    const { client, invalidated } = fakeClient();
    refreshAreas(client, "e4", ["event"]);
    expect(invalidated).toContainEqual(["events", "e4", "rsvp"]);
  });

  test("a change to no area (a version saved) still refreshes the history and the versions", () => {
    const { client, invalidated } = fakeClient();
    refreshAreas(client, "e3", []);
    expect(invalidated).toEqual([
      ["events", "e3", "history"],
      ["events", "e3", "versions"],
    ]);
  });

  test("a board with a move in flight is refreshed once the move settled, once", () => {
    const { client, invalidated } = fakeClient();
    const release = holdLiveRefresh(["events", "e2", "seating"]);
    refreshAreas(client, "e2", ["rules"]);
    refreshAreas(client, "e2", ["rules"]);
    const rules = [
      ["guests", "e2", "auto-seat"],
      ["events", "e2", "history"],
      ["events", "e2", "versions"],
    ];
    expect(invalidated).toEqual([...rules, ...rules]);
    release();
    release(); // a second call does nothing
    expect(invalidated.filter((key) => JSON.stringify(key) === '["events","e2","seating"]')).toHaveLength(1);
  });
});
