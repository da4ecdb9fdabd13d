import type { SeatInstance, SolveProgress, SolveResult } from "@/shared/auto-seat/types";
import type { CompiledCatalog } from "@/shared/i18n/i18n";
import type { Locale } from "@/shared/i18n/locales";

/** What the page and the solver's Web Worker say to each other. */
export type SolveRequest =
  | {
      type: "start";
      instance: SeatInstance;
      seed: number;
      /** Multiplies the solver's default work ('Search longer'). */
      effort: number;
      /** Re-seat changes: the current tables to keep, and the seat numbers of those who stay (kept-seats.ts). */
      keep: Record<string, string> | null;
      keepSeats: Record<string, number> | null;
      /** The page's language and its compiled catalog (null for English): the solver's reasons (why guests
       * cannot be seated) are written in it. */
      locale: Locale;
      messages: CompiledCatalog | null;
    }
  | { type: "stop" };

export type SolveAnswer =
  | { type: "progress"; progress: SolveProgress }
  | { type: "done"; result: SolveResult };
