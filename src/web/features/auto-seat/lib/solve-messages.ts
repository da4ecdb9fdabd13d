import type { SeatInstance, SolveProgress, SolveResult } from "@/shared/auto-seat/types";

/** What the page and the solver's Web Worker say to each other. */
export type SolveRequest =
  | {
      type: "start";
      instance: SeatInstance;
      seed: number;
      /** Multiplies the solver's default work ('Search longer'). */
      effort: number;
      /** Re-seat changes: the current seats to keep. */
      keep: Record<string, string> | null;
    }
  | { type: "stop" };

export type SolveAnswer =
  | { type: "progress"; progress: SolveProgress }
  | { type: "done"; result: SolveResult };
