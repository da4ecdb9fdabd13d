import { AlertTriangleIcon, CopyIcon, UsersIcon, UserXIcon } from "lucide-react";
import { useMemo } from "react";
import { type ImportChoices, LEFT_OUT_MESSAGES } from "@/shared/csv/choose-rows";
import type { ImportPlan } from "@/shared/csv/plan";
import type { ImportTarget } from "@/shared/csv/targets";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import { useT } from "@/web/lib/i18n";
import { previewRows } from "./preview-rows";
import { PreviewTable } from "./preview-table";

const LISTED = 50;

function Listed({ title, lines }: { title: string; lines: string[] }) {
  const t = useT();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">{title}</summary>
      <ul className="mt-1 max-h-40 list-disc overflow-y-auto ps-5 text-muted-foreground">
        {lines.slice(0, LISTED).map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; the list never reorders
          <li key={index}>{line}</li>
        ))}
        {lines.length > LISTED ? (
          <li>{t("…and {count, number} more", { count: lines.length - LISTED })}</li>
        ) : null}
      </ul>
    </details>
  );
}

/** What the import will do with the file as mapped: every guest in a scrollable table (problem rows first,
 * then warnings), the owner's choices (duplicates, couples), and the rows it leaves out. Nothing here blocks
 * the import: a bad value is left empty, a name that cannot be stored leaves its row out. */
export function ImportPreview({
  plan,
  mapping,
  choices,
  onChoices,
}: {
  plan: ImportPlan;
  mapping: ImportTarget[];
  choices: ImportChoices;
  onChoices: (choices: ImportChoices) => void;
}) {
  const t = useT();
  const rows = useMemo(() => previewRows(plan, choices), [plan, choices]);
  const duplicates = plan.guests.filter((guest) => guest.duplicateOf !== null).length;
  const couples = plan.warnings.filter((warning) => warning.kind === "couple");
  const skipped = plan.problems.filter((problem) => problem.outcome === "skipped");
  const emptied = plan.problems.filter((problem) => problem.outcome === "emptied");
  const problems = skipped.length + emptied.length;
  const warnings = plan.warnings.length + duplicates;
  const leftOut = [
    ...plan.leftOut.map((row) => ({
      row: row.row,
      text: t("Line {line}: {reason} ({text})", {
        line: row.row,
        reason: t(LEFT_OUT_MESSAGES[row.kind]),
        text: row.text,
      }),
    })),
    ...plan.nameless.map((row) => ({
      row,
      text: t("Line {line}: {problems}", { line: row, problems: t("No name") }),
    })),
  ].sort((a, b) => a.row - b.row);

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <p className="flex flex-wrap gap-x-3 text-sm" role="status">
        <span>
          {t(
            "{guests, plural, one {# guest} other {# guests}} from {rows, plural, one {# row} other {# rows}}",
            { guests: plan.guests.length, rows: new Set(plan.guests.map((guest) => guest.row)).size },
          )}
        </span>
        {problems ? (
          <span className="text-red-800">
            {t("{count, plural, one {# problem} other {# problems}}", { count: problems })}
          </span>
        ) : null}
        {warnings ? (
          <span className="text-amber-800">
            {t("{count, plural, one {# warning} other {# warnings}}", { count: warnings })}
          </span>
        ) : null}
      </p>

      {problems ? (
        <p className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <AlertTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(
            "Problems never stop the import: a person whose name cannot be stored is skipped, a bad value is left empty and the guest imported without it. They are listed first.",
          )}
        </p>
      ) : null}

      {plan.guests.length > 0 || skipped.length > 0 ? (
        <PreviewTable rows={rows} mapping={mapping} splitCouples={choices.splitCouples} />
      ) : null}

      {couples.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sky-950">
          <p className="flex items-center gap-2 text-sm font-medium">
            <UsersIcon aria-hidden="true" className="size-4" />
            {t(
              "{count, plural, one {# name cell holds a couple} other {# name cells hold a couple}}, such as “{example}”",
              { count: couples.length, example: couples[0]!.value },
            )}
          </p>
          <div className="flex items-center gap-2">
            <Checkbox
              id="split-couples"
              checked={choices.splitCouples}
              onCheckedChange={(checked) => onChoices({ ...choices, splitCouples: checked === true })}
            />
            <Label htmlFor="split-couples" className="font-normal">
              {t("Split each couple into two guests of one household")}
            </Label>
          </div>
          <Listed
            title={t("Show them")}
            lines={couples.map((couple) =>
              t("Line {line}: {name} → {names}", {
                line: couple.row,
                name: couple.value,
                names: couple.detail ?? "",
              }),
            )}
          />
        </div>
      ) : null}

      {duplicates > 0 ? (
        <div className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3">
          <p className="flex items-center gap-2 text-sm font-medium text-amber-950">
            <CopyIcon aria-hidden="true" className="size-4" />
            {t(
              "{count, plural, one {# possible duplicate} other {# possible duplicates}}: same name and email as a guest in your list or an earlier row",
              { count: duplicates },
            )}
          </p>
          <div className="flex items-center gap-2">
            <Checkbox
              id="skip-duplicates"
              checked={choices.skipDuplicates}
              onCheckedChange={(checked) => onChoices({ ...choices, skipDuplicates: checked === true })}
            />
            <Label htmlFor="skip-duplicates" className="font-normal">
              {t("Skip duplicates")}
            </Label>
          </div>
        </div>
      ) : null}

      {leftOut.length > 0 ? (
        <div className="flex flex-col gap-1 rounded-xl border bg-muted/60 p-3">
          <p className="flex items-center gap-2 text-sm font-medium">
            <UserXIcon aria-hidden="true" className="size-4" />
            {t(
              "{count, plural, one {# row is not a guest and is left out} other {# rows are not guests and are left out}}",
              { count: leftOut.length },
            )}
          </p>
          <Listed title={t("Which rows")} lines={leftOut.map((row) => row.text)} />
        </div>
      ) : null}
    </div>
  );
}
