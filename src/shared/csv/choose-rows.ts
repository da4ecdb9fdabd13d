import { t } from "../i18n/messages";
import { CSV_MESSAGES } from "./errors";
import type { ImportGuest, ImportPlan } from "./plan";

export interface ImportChoices {
  /** Leave out rows flagged as duplicates (the first row of a repeated person stays). */
  skipDuplicates: boolean;
  /** Leave out rows with problems instead of refusing the whole file. */
  skipInvalid: boolean;
}

export type SkipReason = "noName" | "duplicate" | "invalid";

export interface SkippedRow {
  row: number;
  name: string;
  reason: SkipReason;
  detail: string;
}

/** The guests an import stores and the rows it leaves out, with why, in file order. */
export function chooseRows(
  plan: ImportPlan,
  choices: ImportChoices,
): { guests: ImportGuest[]; skipped: SkippedRow[] } {
  const skipped: SkippedRow[] = plan.nameless.map((row) => ({
    row,
    name: "",
    reason: "noName",
    detail: t(CSV_MESSAGES.noName),
  }));
  if (choices.skipInvalid) {
    for (const problem of plan.invalid) {
      skipped.push({
        row: problem.row,
        name: problem.name,
        reason: "invalid",
        detail: problem.messages.join("; "),
      });
    }
  }
  const guests: ImportGuest[] = [];
  for (const guest of plan.guests) {
    if (choices.skipDuplicates && guest.duplicateOf !== null) {
      skipped.push({
        row: guest.row,
        name: guest.name,
        reason: "duplicate",
        detail:
          guest.duplicateOf === "list" ? t(CSV_MESSAGES.inList) : CSV_MESSAGES.sameAsRow(guest.duplicateOf),
      });
    } else {
      guests.push(guest);
    }
  }
  skipped.sort((a, b) => a.row - b.row);
  return { guests, skipped };
}
