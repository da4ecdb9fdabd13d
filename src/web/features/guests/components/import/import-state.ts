import type { ImportChoices } from "@/shared/csv/choose-rows";
import { proposeMapping } from "@/shared/csv/header";
import { DEFAULT_MERGE, type MergeChoices } from "@/shared/csv/merge";
import type { GuestFile } from "@/shared/csv/read";
import type { ImportTarget } from "@/shared/csv/targets";
import type { ImportResult } from "@/shared/guests-import";

/** The chosen file as read for the preview. */
export interface Source {
  file: File;
  read: GuestFile;
}

/** The file as the owner set it up for import: what was read, where each column goes, what to skip, and
 * into a list that has guests, the mode and the per-row choices (src/shared/csv/merge.ts). */
export interface Setup {
  source: Source;
  mapping: ImportTarget[];
  choices: ImportChoices;
  merge: MergeChoices;
}

export const DEFAULT_CHOICES: ImportChoices = { skipDuplicates: true, splitCouples: true };

/**
 * The import dialog's phases, in order: choose a file, read it (in a worker), check the columns and the
 * preview, review what it changes in a list that has guests (mode, per-row choices), send it, read the result. A new kind of file or a new step (another format, a merge review) is a
 * new phase here with the events that lead in and out of it; the dialog shows one component per phase.
 */
export type ImportState =
  | { phase: "choose"; error: string | null }
  | { phase: "reading"; file: File }
  | ({ phase: "map" } & Setup)
  | ({ phase: "review" } & Setup)
  | ({ phase: "importing"; sent: number; from: "map" | "review" } & Setup)
  | { phase: "done"; result: ImportResult };

export type ImportEvent =
  | { type: "reading"; file: File }
  | { type: "read"; source: Source }
  /** The same file read again from another sheet of its workbook: set up afresh, as a new file is. */
  | { type: "sheet"; source: Source }
  | { type: "unreadable"; file: File; message: string }
  | { type: "mapping"; mapping: ImportTarget[] }
  | { type: "choices"; choices: ImportChoices }
  | { type: "review" }
  | { type: "back" }
  | { type: "merge"; merge: MergeChoices }
  | { type: "send" }
  | { type: "sent"; fraction: number }
  | { type: "imported"; result: ImportResult }
  | { type: "refused" }
  | { type: "restart" };

export const INITIAL_IMPORT: ImportState = { phase: "choose", error: null };

export function importReducer(state: ImportState, event: ImportEvent): ImportState {
  switch (event.type) {
    case "restart":
      // The request of an import runs to its end: its answer decides what the list shows.
      return state.phase === "importing" ? state : INITIAL_IMPORT;
    case "reading":
      return state.phase === "choose" ? { phase: "reading", file: event.file } : state;
    case "read":
      // Only the file being read: a file read after the owner moved on is dropped.
      return state.phase === "reading" && state.file === event.source.file
        ? {
            phase: "map",
            source: event.source,
            mapping: proposeMapping(event.source.read),
            choices: DEFAULT_CHOICES,
            merge: DEFAULT_MERGE,
          }
        : state;
    case "sheet":
      return state.phase === "map" && state.source.file === event.source.file
        ? importReducer({ phase: "reading", file: event.source.file }, { type: "read", source: event.source })
        : state;
    case "unreadable":
      // A file too large is refused before it is read; one that cannot be read, after.
      return state.phase === "choose" || (state.phase === "reading" && state.file === event.file)
        ? { phase: "choose", error: event.message }
        : state;
    case "mapping":
      // Other columns make other guests of the rows: the per-row choices start again, the mode stays.
      return state.phase === "map"
        ? { ...state, mapping: event.mapping, merge: { ...DEFAULT_MERGE, mode: state.merge.mode } }
        : state;
    case "choices":
      return state.phase === "map" ? { ...state, choices: event.choices } : state;
    case "review":
      return state.phase === "map" ? { ...state, phase: "review" } : state;
    case "back":
      return state.phase === "review" ? { ...state, phase: "map" } : state;
    case "merge":
      return state.phase === "review" ? { ...state, merge: event.merge } : state;
    case "send":
      return state.phase === "map" || state.phase === "review"
        ? { ...state, phase: "importing", sent: 0, from: state.phase }
        : state;
    case "sent":
      return state.phase === "importing" ? { ...state, sent: event.fraction } : state;
    case "imported":
      return state.phase === "importing" ? { phase: "done", result: event.result } : state;
    case "refused": {
      if (state.phase !== "importing") return state;
      const { sent: _sent, from, ...setup } = state;
      return { ...setup, phase: from };
    }
  }
}
