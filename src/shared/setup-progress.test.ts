import { describe, expect, it } from "vitest";
import { SETUP_STEPS, setupProgress } from "./setup-progress";

const statuses = (input: Parameters<typeof setupProgress>[0]) =>
  Object.fromEntries(setupProgress(input).steps.map((step) => [step.id, step.status]));

describe("setupProgress", () => {
  it("lists the five steps in order", () => {
    expect(setupProgress({ guestCount: 0, setupCompleted: [] }).steps.map((s) => s.id)).toEqual([
      ...SETUP_STEPS,
    ]);
  });

  it("counts create and details as done for a new event: 40%", () => {
    const progress = setupProgress({ guestCount: 0, setupCompleted: [] });
    expect(statuses({ guestCount: 0, setupCompleted: [] })).toEqual({
      create: "completed",
      details: "completed",
      guests: "pending",
      tables: "pending",
      publish: "pending",
    });
    expect(progress.completedCount).toBe(2);
    expect(progress.percentage).toBe(40);
  });

  it("shows guests in progress once a guest count is set, without counting it", () => {
    const progress = setupProgress({ guestCount: 120, setupCompleted: [] });
    expect(statuses({ guestCount: 120, setupCompleted: [] }).guests).toBe("in-progress");
    expect(progress.percentage).toBe(40);
  });

  it("marks a step completed when its id is in setup_completed", () => {
    const input = { guestCount: 120, setupCompleted: ["guests", "tables"] };
    expect(statuses(input)).toMatchObject({ guests: "completed", tables: "completed", publish: "pending" });
    expect(setupProgress(input).percentage).toBe(80);
  });

  it("reaches 100% with every step, ignoring duplicates and unknown ids", () => {
    const progress = setupProgress({
      guestCount: 0,
      setupCompleted: ["guests", "tables", "tables", "publish", "something-else"],
    });
    expect(progress.completedCount).toBe(5);
    expect(progress.percentage).toBe(100);
  });
});
