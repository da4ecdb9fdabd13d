import { describe, expect, it } from "vitest";
import { entriesFor } from "./dashboard-nav";

const labels = (role: Parameters<typeof entriesFor>[0]) => entriesFor(role).map((entry) => entry.label);

describe("the dashboard's entries by role", () => {
  it("shows everything to a co-owner, and before the first event", () => {
    const all = [
      "Dashboard",
      "Guests",
      "Tables",
      "Seating",
      "Print",
      "Check-in",
      "Event Settings",
      "Appearance",
      "Share",
      "Team",
      "History",
      "Billing",
      "Support",
    ];
    expect(labels("co-owner")).toEqual(all);
    expect(labels(undefined)).toEqual(all);
  });

  it("hides billing from a planner", () => {
    expect(labels("planner")).not.toContain("Billing");
    expect(labels("planner")).toContain("Team");
    expect(labels("planner")).toContain("Share");
  });

  it("shows a viewer the screens to read, not the event's settings", () => {
    expect(labels("viewer")).toEqual([
      "Dashboard",
      "Guests",
      "Tables",
      "Seating",
      "Print",
      "Team",
      "History",
      "Support",
    ]);
  });

  it("gives a caterer no share, appearance, settings, team, history or billing", () => {
    expect(labels("caterer")).toEqual(["Dashboard", "Guests", "Tables", "Seating", "Print", "Support"]);
  });

  it("gives check-in staff the check-in screen only", () => {
    expect(labels("check-in")).toEqual(["Check-in"]);
  });

  it("gives planners the check-in screen, not viewers or caterers", () => {
    expect(labels("planner")).toContain("Check-in");
    expect(labels("viewer")).not.toContain("Check-in");
    expect(labels("caterer")).not.toContain("Check-in");
  });
});
