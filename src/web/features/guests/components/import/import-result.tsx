import { CheckCircle2Icon } from "lucide-react";
import type { ImportResult as Result, SeatingNote } from "@/shared/guests-import";
import { useT } from "@/web/lib/i18n";

const LISTED = 100;

/** What the import did: how many guests, what was created, and every row left out or seated differently. */
export function ImportResult({ result }: { result: Result }) {
  const t = useT();
  const created = [
    result.created.households
      ? t("{count, plural, one {# household} other {# households}}", { count: result.created.households })
      : null,
    result.created.groups
      ? t("{count, plural, one {# group} other {# groups}}", { count: result.created.groups })
      : null,
    result.created.tables.length
      ? t("{count, plural, one {table {numbers}} other {tables {numbers}}}", {
          count: result.created.tables.length,
          numbers: result.created.tables.join(", "),
        })
      : null,
  ].filter(Boolean);

  return (
    <div className="flex flex-col gap-4">
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
      >
        <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-medium">{t("Import successful")}</p>
          <p className="text-sm">
            {created.length
              ? t(
                  "{count, plural, one {# guest has been imported; created {created}.} other {# guests have been imported; created {created}.}}",
                  { count: result.imported, created: created.join(", ") },
                )
              : t("{count, plural, one {# guest has been imported.} other {# guests have been imported.}}", {
                  count: result.imported,
                })}
          </p>
          {result.updated || result.unchanged || result.removed ? (
            <p className="text-sm">
              {t(
                "{updated, plural, one {# guest updated} other {# guests updated}}, {unchanged, plural, one {# unchanged} other {# unchanged}}, {removed, plural, one {# removed} other {# removed}}.",
                { updated: result.updated, unchanged: result.unchanged, removed: result.removed },
              )}
            </p>
          ) : null}
        </div>
      </div>
      {result.skipped.length > 0 ? (
        <section className="flex flex-col gap-1">
          <h3 className="font-sans text-sm font-semibold">
            {t("{count, plural, one {# row skipped} other {# rows skipped}}", {
              count: result.skipped.length,
            })}
          </h3>
          <ul className="max-h-48 overflow-y-auto rounded-lg border bg-muted/40 px-3 py-2 text-sm">
            {result.skipped.slice(0, LISTED).map((row) => (
              <li key={`${row.row}-${row.name}`}>
                {row.name
                  ? t("Line {line} ({name}): {problems}", {
                      line: row.row,
                      name: row.name,
                      problems: row.detail,
                    })
                  : t("Line {line}: {problems}", { line: row.row, problems: row.detail })}
              </li>
            ))}
            {result.skipped.length > LISTED ? (
              <li>{t("…and {count, number} more", { count: result.skipped.length - LISTED })}</li>
            ) : null}
          </ul>
        </section>
      ) : null}
      <Notes title={t("Imported with a value left empty")} notes={result.emptied} />
      <Notes title={t("Seating to check")} notes={result.seating} />
    </div>
  );
}

/** Guests imported differently from what their row asked, one line each. */
function Notes({ title, notes }: { title: string; notes: SeatingNote[] }) {
  const t = useT();
  if (notes.length === 0) return null;
  return (
    <section className="flex flex-col gap-1">
      <h3 className="font-sans text-sm font-semibold">{title}</h3>
      <ul className="max-h-48 overflow-y-auto rounded-lg border bg-muted/40 px-3 py-2 text-sm">
        {notes.slice(0, LISTED).map((note) => (
          <li key={`${note.row}-${note.name}-${note.detail}`}>
            {t("Line {line} ({name}): {problems}", {
              line: note.row,
              name: note.name,
              problems: note.detail,
            })}
          </li>
        ))}
        {notes.length > LISTED ? (
          <li>{t("…and {count, number} more", { count: notes.length - LISTED })}</li>
        ) : null}
      </ul>
    </section>
  );
}
