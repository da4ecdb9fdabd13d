import { AlertTriangleIcon } from "lucide-react";
import { useId } from "react";
import { type ColumnGuess, GUESS_REASONS } from "@/shared/csv/header";
import type { GuestFile } from "@/shared/csv/read";
import {
  IMPORT_TARGET_LABELS,
  IMPORT_TARGETS,
  type ImportTarget,
  MULTI_COLUMN_TARGETS,
} from "@/shared/csv/targets";
import { NativeSelect } from "@/web/components/ui/native-select";
import { msg, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

const SAMPLES = 3;
const YOUR_CHOICE = msg("Your choice");

/** A sample of a column's first non-blank values, to tell "Party" the household from "Party size". */
function samples(file: GuestFile, column: number): string[] {
  const found: string[] = [];
  for (const row of file.rows) {
    const value = row.cells[column]?.trim();
    if (value) found.push(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    if (found.length === SAMPLES) break;
  }
  return found;
}

/** Whether the owner should look at a column: the importer was unsure and the owner has not chosen. */
export function flagged(guess: ColumnGuess, target: ImportTarget): boolean {
  return guess.confidence === "unsure" && guess.target === target;
}

/** The importer's reason while its proposal stands; an RSVP column moved by the event picker says which
 * event it is for; any other change is the owner's. */
function reasonFor(guess: ColumnGuess, target: ImportTarget): string | null {
  if (guess.target === target) return guess.reason;
  if (guess.event && target === "status") return GUESS_REASONS.chosenEvent;
  if (guess.event && target === "notes") return GUESS_REASONS.otherEvent;
  return null;
}

/** Why the column goes where it goes: the importer's reason while its proposal stands, flagged when unsure. */
function Reason({ id, guess, target }: { id: string; guess: ColumnGuess; target: ImportTarget }) {
  const t = useT();
  const reason = t(reasonFor(guess, target) ?? YOUR_CHOICE);
  if (!flagged(guess, target)) {
    return (
      <p id={id} className="mt-1 text-xs text-muted-foreground">
        {reason}
      </p>
    );
  }
  return (
    <p id={id} className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-muted-foreground">
      {/* Shown as a flag beside the reason; read as one sentence. */}
      <span
        aria-hidden="true"
        className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900"
      >
        <AlertTriangleIcon className="size-3" />
        {t("Please check")}
      </span>
      <span aria-hidden="true">{reason}</span>
      <span className="sr-only">{t("Please check: {reason}", { reason })}</span>
    </p>
  );
}

/**
 * One line per column of the file: its header, a few values, where it goes and why. Choosing a one-column
 * field already taken by another column moves it here (that column becomes "Don't import").
 */
export function MappingTable({
  file,
  guesses,
  mapping,
  onChange,
}: {
  file: GuestFile;
  /** The importer's proposal (`guessMapping`), for the reason shown beside each column. */
  guesses: ColumnGuess[];
  mapping: ImportTarget[];
  onChange: (mapping: ImportTarget[]) => void;
}) {
  const t = useT();
  const idPrefix = useId();
  const choose = (column: number, target: ImportTarget) =>
    onChange(
      mapping.map((current, index) =>
        index === column
          ? target
          : current === target && !MULTI_COLUMN_TARGETS.has(target)
            ? "ignore"
            : current,
      ),
    );
  return (
    <div className="overflow-hidden rounded-xl border">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("Columns of the file and where each goes")}</caption>
        <thead className="bg-muted text-start text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t("Column in your file")}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t("Import as")}
            </th>
          </tr>
        </thead>
        <tbody>
          {file.headers.map((header, column) => {
            const guess = guesses[column]!;
            const target = mapping[column]!;
            const reasonId = `${idPrefix}-${column}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file; they never move
              <tr key={column} className={cn("border-t align-top", flagged(guess, target) && "bg-amber-50")}>
                <td className="max-w-0 px-3 py-2">
                  <p className="truncate font-medium">{header}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {samples(file, column).join(" · ") || t("(empty)")}
                  </p>
                </td>
                <td className="w-44 px-3 py-2 sm:w-60">
                  <NativeSelect
                    aria-label={t("Import column “{header}” as", { header })}
                    aria-describedby={reasonId}
                    value={target}
                    onChange={(event) => choose(column, event.target.value as ImportTarget)}
                    className="[&_select]:h-9"
                  >
                    {IMPORT_TARGETS.map((option) => (
                      <option key={option} value={option}>
                        {t(IMPORT_TARGET_LABELS[option])}
                      </option>
                    ))}
                  </NativeSelect>
                  <Reason id={reasonId} guess={guess} target={target} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
