import { afterEach, describe, expect, test, vi } from "vitest";
import { PRESENCE_EXPIRY_MS } from "@/shared/live";
import { LIVE_CLIENT_ID } from "./live-client-id";
import { clearPresence, heardPresence, presentTabs, prune } from "./live-presence";

const beat = (clientId: string, extra = {}) => ({
  userId: `user-${clientId}`,
  name: `Person ${clientId}`,
  clientId,
  activity: null,
  left: false,
  ...extra,
});

afterEach(() => {
  clearPresence();
  vi.useRealTimers();
});

describe("who else is on the event", () => {
  test("each other tab once, with what it drags; this tab's own echo ignored; gone when it leaves", () => {
    heardPresence(beat("tab-a"));
    heardPresence(beat("tab-a", { activity: { kind: "guest", id: "g1" } }));
    heardPresence(beat(LIVE_CLIENT_ID));
    expect(presentTabs()).toMatchObject([{ clientId: "tab-a", activity: { kind: "guest", id: "g1" } }]);
    heardPresence(beat("tab-a", { left: true }));
    expect(presentTabs()).toEqual([]);
  });

  test("a tab silent for the expiry is forgotten", () => {
    vi.useFakeTimers();
    heardPresence(beat("tab-b"));
    vi.advanceTimersByTime(PRESENCE_EXPIRY_MS - 1000);
    prune();
    expect(presentTabs()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    prune();
    expect(presentTabs()).toEqual([]);
  });
});
