import type { ImportChoices } from "@/shared/csv/choose-rows";
import type { ImportGuest, ImportPlan, RowProblem, RowWarning } from "@/shared/csv/plan";

/** One line of the preview: a guest as it will be imported, or a person left out because their name cannot
 * be stored, with what to look at. `level` orders the list: problems first, then warnings, then the rest. */
export interface PreviewRow {
  key: string;
  row: number;
  level: "problem" | "warning" | "ok";
  guest: ImportGuest | null;
  /** The person's name, or the value that could not be stored. */
  name: string;
  problems: RowProblem[];
  warnings: RowWarning[];
  /** The guest is a duplicate the owner chose to skip. */
  skipped: boolean;
}

const RANK = { problem: 0, warning: 1, ok: 2 } as const;

/** The plan as the preview lists it: every guest and every person left out for a bad name, problem rows
 * first, then rows with warnings (duplicates among them), then the others, each group in file order. */
export function previewRows(plan: ImportPlan, choices: ImportChoices): PreviewRow[] {
  const problemsOf = new Map<number, RowProblem[]>();
  for (const problem of plan.problems) {
    if (problem.outcome === "emptied")
      problemsOf.set(problem.row, [...(problemsOf.get(problem.row) ?? []), problem]);
  }
  const warningsOf = new Map<number, RowWarning[]>();
  for (const warning of plan.warnings)
    warningsOf.set(warning.row, [...(warningsOf.get(warning.row) ?? []), warning]);

  const rows: PreviewRow[] = plan.problems
    .filter((problem) => problem.outcome === "skipped")
    .map((problem, index) => ({
      key: `skipped-${problem.row}-${index}`,
      row: problem.row,
      level: "problem",
      guest: null,
      name: problem.value,
      problems: [problem],
      warnings: [],
      skipped: true,
    }));
  for (const guest of plan.guests) {
    const own = guest.person === 0;
    // A row's field problems and row warnings are shown on its own person; a placeholder's or an e-mail
    // name's warning on the person it names.
    const problems = own ? (problemsOf.get(guest.row) ?? []) : [];
    const warnings = (warningsOf.get(guest.row) ?? []).filter((warning) =>
      warning.kind === "placeholder" || warning.kind === "email" ? warning.value === guest.name : own,
    );
    const level = problems.length
      ? "problem"
      : warnings.length || guest.duplicateOf !== null
        ? "warning"
        : "ok";
    rows.push({
      key: `${guest.row}-${guest.person}`,
      row: guest.row,
      level,
      guest,
      name: guest.name,
      problems,
      warnings,
      skipped: choices.skipDuplicates && guest.duplicateOf !== null,
    });
  }
  return rows.sort((a, b) => RANK[a.level] - RANK[b.level] || a.row - b.row);
}
