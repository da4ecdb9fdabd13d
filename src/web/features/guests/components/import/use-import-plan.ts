import { useMemo } from "react";
import { applyChoices, listedGuests, reviewMerge } from "@/shared/csv/merge";
import { planImport } from "@/shared/csv/plan";
import type { GuestList } from "@/shared/guests-list";
import type { Setup } from "./import-state";

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * What the import would do with the file as set up, against the list as the screen shows it (the server
 * does it again on the list as it is then): the plan (in Add, rows already in the list flagged as
 * duplicates), the merge review and its outcome with the owner's per-row choices, how many guests it would
 * import, whether the file can be used at all (not without guests; rows with problems never stop it) and
 * whether it can be sent (not with nothing to do either).
 */
export function useImportPlan(setup: Setup | null, list: GuestList) {
  const listed = useMemo(() => listedGuests(list), [list]);
  const source = setup?.source;
  const mapping = setup?.mapping;
  const splitCouples = setup?.choices.splitCouples ?? true;
  // Rows already in the list are found by the merge's matching, not by planImport's name-and-e-mail key.
  const raw = useMemo(
    () => (source && mapping ? planImport(source.read, mapping, NO_KEYS, { splitCouples }) : null),
    [source, mapping, splitCouples],
  );
  const mode = setup?.merge.mode;
  const choices = setup?.choices;
  const review = useMemo(
    () => (raw && mode && choices ? reviewMerge(raw, listed, mode, choices) : null),
    [raw, listed, mode, choices],
  );
  const merge = setup?.merge;
  const outcome = useMemo(() => (review && merge ? applyChoices(review, merge) : null), [review, merge]);
  if (!setup || !review || !outcome) return null;
  const changes = outcome.add.length + outcome.update.length + outcome.remove.length;
  const unusable = review.plan.guests.length === 0;
  return {
    plan: review.plan,
    review,
    outcome,
    chosen: outcome.add.length,
    changes,
    unusable,
    blocked: unusable || changes === 0,
  };
}
