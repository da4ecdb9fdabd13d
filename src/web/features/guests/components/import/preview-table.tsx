import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { emptiedDetail, type ImportGuest, type RowWarning } from "@/shared/csv/plan";
import type { ImportTarget } from "@/shared/csv/targets";
import { msg, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { useKnown } from "../../lib/use-known";
import { STATUS_LABELS } from "../status-select";
import type { PreviewRow } from "./preview-rows";

type T = ReturnType<typeof useT>;

/** The guest's fields the preview can show, each with the targets that feed it: a column is shown when one
 * of its targets is mapped (or, for the household, when the import names households itself). */
const COLUMNS: { label: string; targets: ImportTarget[]; value: (guest: ImportGuest, t: T) => string }[] = [
  { label: msg("Email"), targets: ["email"], value: (g) => g.email ?? "" },
  { label: msg("Phone"), targets: ["phone"], value: (g) => g.phone ?? "" },
  { label: msg("Status"), targets: ["status"], value: (g, t) => t(STATUS_LABELS[g.status]) },
  { label: msg("Table"), targets: ["table", "tableName", "seat"], value: (g, t) => tableOf(g, t) },
  { label: msg("Household"), targets: ["household"], value: (g) => g.household ?? "" },
  { label: msg("Groups"), targets: ["groups"], value: (g) => g.groups.join(", ") },
  { label: msg("Meal"), targets: ["meal"], value: (g) => g.meal ?? "" },
  {
    label: msg("Dietary restrictions"),
    targets: ["dietaryRestrictions", "meal"],
    value: (g) => g.dietaryRestrictions ?? "",
  },
  { label: msg("Notes"), targets: ["notes"], value: (g) => g.notes ?? "" },
];

function tableOf(guest: ImportGuest, t: T): string {
  const table = guest.table
    ? "number" in guest.table
      ? guest.table.name
        ? t("Table {number} ({name})", { number: guest.table.number, name: guest.table.name })
        : t("Table {number}", { number: guest.table.number })
      : guest.table.name
    : "";
  return guest.seatNumber ? t("{table}, seat {seat}", { table, seat: guest.seatNumber }) : table;
}

function warningText(warning: RowWarning, splitCouples: boolean, t: T): string {
  switch (warning.kind) {
    case "email":
      return t("The name is an email address");
    case "placeholder":
      return t("A placeholder: rename it when you know who is coming");
    case "family":
      return t("Several people in one name: add each of them to seat them");
    case "couple":
      return splitCouples
        ? t("A couple in one cell: split into {names}", { names: warning.detail ?? "" })
        : t("A couple in one cell, kept as one guest");
    case "status":
      return t("Status “{value}” not understood: imported as invited", { value: warning.value });
    case "mealDietary":
      return t("Meal “{value}”: {words} also added to dietary restrictions", {
        value: warning.value,
        words: warning.detail ?? "",
      });
  }
}

/** What to look at on one line of the preview, most serious first. */
function notesOf(row: PreviewRow, splitCouples: boolean, t: T, known: (message: string) => string) {
  const notes: { tone: "problem" | "warning"; text: string }[] = [];
  for (const problem of row.problems) {
    notes.push({
      tone: "problem",
      text:
        problem.outcome === "skipped"
          ? t("{column} “{value}”: {problems} — skipped", {
              column: problem.column,
              value: problem.value,
              problems: problem.messages.map(known).join("; "),
            })
          : emptiedDetail(problem),
    });
  }
  const duplicate = row.guest?.duplicateOf;
  if (duplicate != null) {
    const text =
      duplicate === "list"
        ? t("Already in your guest list")
        : t("Same name and email as line {line}", { line: duplicate });
    notes.push({ tone: "warning", text: row.skipped ? t("{reason} — skipped", { reason: text }) : text });
  }
  for (const warning of row.warnings)
    notes.push({ tone: "warning", text: warningText(warning, splitCouples, t) });
  return notes;
}

const TONES = {
  problem: "bg-red-50/70 dark:bg-red-950/30",
  warning: "bg-amber-50/70 dark:bg-amber-950/30",
  ok: "",
} as const;

/**
 * Every person of the file as the import will store them, in a table that scrolls both ways (a wide file too)
 * and renders only the lines in view, so a 10,000-row file previews at once. The table keeps its semantics
 * for screen readers (aria-rowcount and aria-rowindex say where a line sits in the whole), and the scrolling
 * region takes the keyboard focus, so arrow keys scroll it.
 */
export function PreviewTable({
  rows,
  mapping,
  splitCouples,
}: {
  rows: PreviewRow[];
  mapping: ImportTarget[];
  splitCouples: boolean;
}) {
  const t = useT();
  const known = useKnown();
  const scrollRef = useRef<HTMLElement>(null);
  const mapped = new Set(mapping);
  const anyHousehold = rows.some((row) => row.guest?.household);
  const columns = COLUMNS.filter(
    (column) =>
      column.targets.some((target) => mapped.has(target)) || (column.label === "Household" && anyHousehold),
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 37,
    getItemKey: (index) => rows[index]!.key,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <section
      ref={scrollRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
      tabIndex={0}
      aria-label={t("Guests as they will be imported")}
      className="max-h-[min(24rem,50vh)] overflow-auto rounded-xl border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full min-w-max text-sm" aria-rowcount={rows.length + 1}>
        <caption className="sr-only">
          {t("Guests as they will be imported, problems first, then warnings")}
        </caption>
        <thead className="sticky top-0 z-10 bg-muted text-xs text-muted-foreground uppercase">
          <tr aria-rowindex={1}>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t("Line")}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t("Name")}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t("To check")}
            </th>
            {columns.map((column) => (
              <th key={column.label} scope="col" className="px-3 py-2 text-start font-medium">
                {t(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 ? (
            <tr>
              <td style={{ height: before }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index]!;
            const notes = notesOf(row, splitCouples, t, known);
            return (
              <tr
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                className={cn(
                  "border-t align-top",
                  TONES[row.level],
                  (row.skipped || !row.guest) && "text-muted-foreground",
                )}
              >
                <td className="px-3 py-2 text-muted-foreground tabular-nums">{row.row}</td>
                <td
                  className={cn("max-w-64 truncate px-3 py-2 font-medium", !row.guest && "line-through")}
                  title={row.name}
                >
                  {row.name}
                </td>
                <td className="min-w-48 max-w-80 px-3 py-2 text-xs">
                  {notes.map((note, index) => (
                    <p
                      // biome-ignore lint/suspicious/noArrayIndexKey: a line's notes never reorder
                      key={index}
                      className={
                        note.tone === "problem"
                          ? "text-red-800 dark:text-red-300"
                          : "text-amber-900 dark:text-amber-200"
                      }
                    >
                      {note.text}
                    </p>
                  ))}
                </td>
                {columns.map((column) => {
                  const value = row.guest ? column.value(row.guest, t) : "";
                  return (
                    <td key={column.label} className="max-w-56 truncate px-3 py-2" title={value}>
                      {value}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {after > 0 ? (
            <tr>
              <td style={{ height: after }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
}
