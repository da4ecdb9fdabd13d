import type { ArrivalCounts, CheckinTable } from "@/shared/checkin";
import { useT } from "@/web/lib/i18n";

/** "N of M arrived" in large type (announced politely as it changes), and each table's count behind a
 * disclosure. */
export function ArrivalCountsSummary({ counts, tables }: { counts: ArrivalCounts; tables: CheckinTable[] }) {
  const t = useT();
  const byId = new Map(tables.map((table) => [table.id, table]));
  return (
    <div className="flex flex-col gap-2">
      <p
        role="status"
        aria-live="polite"
        className="text-2xl font-semibold tabular-nums"
        data-testid="arrival-count"
      >
        {t("{arrived, number} of {expected, number} arrived", {
          arrived: counts.arrived,
          expected: counts.expected,
        })}
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-lavender-100" aria-hidden="true">
        <div
          className="h-full rounded-full bg-green-600 transition-[width]"
          style={{ width: `${counts.expected ? (100 * counts.arrived) / counts.expected : 0}%` }}
        />
      </div>
      {counts.tables.length > 0 ? (
        <details className="rounded-xl border bg-card px-3 py-2 text-sm">
          <summary className="cursor-pointer py-1 font-medium">{t("By table")}</summary>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 py-2">
            {counts.tables.map((row) => (
              <li key={row.tableId} className="flex justify-between gap-2">
                <span className="truncate">{byId.get(row.tableId)?.name}</span>
                <span className="tabular-nums text-muted-foreground">
                  {t("{arrived, number} of {expected, number}", {
                    arrived: row.arrived,
                    expected: row.expected,
                  })}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
