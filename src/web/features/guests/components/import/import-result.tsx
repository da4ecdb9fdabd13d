import { CheckCircle2Icon } from "lucide-react";
import type { ImportResult as Result } from "@/shared/guests-import";

const LISTED = 100;

/** What the import did: how many guests, what was created, and every row left out or seated differently. */
export function ImportResult({ result }: { result: Result }) {
  const created = [
    result.created.households ? `${result.created.households} households` : null,
    result.created.groups ? `${result.created.groups} groups` : null,
    result.created.tables.length ? `tables ${result.created.tables.join(", ")}` : null,
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-4">
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
      >
        <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-medium">Import successful</p>
          <p className="text-sm">
            {result.imported.toLocaleString()} guests have been imported
            {created.length ? `; created ${created.join(", ")}` : ""}.
          </p>
        </div>
      </div>
      {result.skipped.length > 0 ? (
        <section className="flex flex-col gap-1">
          <h3 className="font-sans text-sm font-semibold">
            {result.skipped.length.toLocaleString()} {result.skipped.length === 1 ? "row" : "rows"} skipped
          </h3>
          <ul className="max-h-48 overflow-y-auto rounded-lg border bg-muted/40 px-3 py-2 text-sm">
            {result.skipped.slice(0, LISTED).map((row) => (
              <li key={row.row}>
                Row {row.row}
                {row.name ? ` (${row.name})` : ""}: {row.detail}
              </li>
            ))}
            {result.skipped.length > LISTED ? <li>…and {result.skipped.length - LISTED} more</li> : null}
          </ul>
        </section>
      ) : null}
      {result.seating.length > 0 ? (
        <section className="flex flex-col gap-1">
          <h3 className="font-sans text-sm font-semibold">Seating to check</h3>
          <ul className="max-h-48 overflow-y-auto rounded-lg border bg-muted/40 px-3 py-2 text-sm">
            {result.seating.slice(0, LISTED).map((note) => (
              <li key={note.row}>
                Row {note.row} ({note.name}): {note.detail}
              </li>
            ))}
            {result.seating.length > LISTED ? <li>…and {result.seating.length - LISTED} more</li> : null}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
