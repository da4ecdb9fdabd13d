import { t } from "../i18n/messages";
import { CSV_MESSAGES } from "./errors";
import type { ImportGuest, ImportPlan } from "./plan";

export interface ImportChoices {
  /** Leave out rows flagged as duplicates (the first row of a repeated person stays). */
  skipDuplicates: boolean;
  /** A couple in one name cell ("Anna & Piotr Kowalski") becomes two guests of one household. */
  splitCouples: boolean;
}

export type SkipReason = "noName" | "duplicate" | "invalid" | "notGuest";

export interface SkippedRow {
  row: number;
  name: string;
  reason: SkipReason;
  detail: string;
}

/** Why a row that is not a guest was left out, in words. */
export const LEFT_OUT_MESSAGES = {
  total: CSV_MESSAGES.totalRow,
  header: CSV_MESSAGES.headerRow,
  section: CSV_MESSAGES.sectionRow,
  title: CSV_MESSAGES.titleRow,
} as const;

/** The guests an import stores and the rows (or people) it leaves out, with why, in file order. Rows with
 * problems never stop the others: a person whose name cannot be stored is left out, the rest come in. */
export function chooseRows(
  plan: ImportPlan,
  choices: Pick<ImportChoices, "skipDuplicates">,
): { guests: ImportGuest[]; skipped: SkippedRow[] } {
  const skipped: SkippedRow[] = plan.nameless.map((row) => ({
    row,
    name: "",
    reason: "noName",
    detail: t(CSV_MESSAGES.noName),
  }));
  for (const row of plan.leftOut) {
    skipped.push({
      row: row.row,
      name: row.text,
      reason: "notGuest",
      detail: t(LEFT_OUT_MESSAGES[row.kind]),
    });
  }
  for (const problem of plan.problems) {
    if (problem.outcome !== "skipped") continue;
    skipped.push({
      row: problem.row,
      name: problem.name,
      reason: "invalid",
      detail: problem.messages.map((message) => t(message)).join("; "),
    });
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
