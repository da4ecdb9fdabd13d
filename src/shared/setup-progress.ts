import { z } from "zod";
import { SETUP_STEP_COUNT } from "./constants";
import { msg } from "./i18n/messages";

/** Setup progress: the dashboard checklist, in order. */
export const SETUP_STEPS = ["create", "details", "guests", "tables", "publish"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const setupStepSchema = z.enum(SETUP_STEPS, { error: msg("Unknown setup step") });

export const SETUP_STEP_STATUSES = ["completed", "in-progress", "pending"] as const;
export type SetupStepStatus = (typeof SETUP_STEP_STATUSES)[number];

export const setupProgressSchema = z.object({
  steps: z.array(z.object({ id: setupStepSchema, status: z.enum(SETUP_STEP_STATUSES) })),
  completedCount: z.number().int(),
  /** Whole percent, 0 to 100. */
  percentage: z.number().int(),
});
export type SetupProgress = z.infer<typeof setupProgressSchema>;

export interface SetupProgressInput {
  guestCount: number;
  setupCompleted: readonly string[];
}

/** Progress of an existing event: create and details are done as soon as the event exists. */
export function setupProgress(event: SetupProgressInput): SetupProgress {
  const done = new Set(event.setupCompleted);
  const steps = SETUP_STEPS.map((id) => ({ id, status: stepStatus(id, event, done) }));
  const completedCount = steps.filter((step) => step.status === "completed").length;
  return {
    steps,
    completedCount,
    percentage: Math.round((completedCount / SETUP_STEP_COUNT) * 100),
  };
}

function stepStatus(id: SetupStep, event: SetupProgressInput, done: Set<string>): SetupStepStatus {
  if (id === "create" || id === "details" || done.has(id)) return "completed";
  if (id === "guests" && event.guestCount > 0) return "in-progress";
  return "pending";
}
