import type { GuestFile } from "@/shared/csv/read";
import {
  IMPORT_TARGET_LABELS,
  IMPORT_TARGETS,
  type ImportTarget,
  MULTI_COLUMN_TARGETS,
} from "@/shared/csv/targets";
import { NativeSelect } from "@/web/components/ui/native-select";
import { useT } from "@/web/lib/i18n";

const SAMPLES = 3;

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

/**
 * One line per column of the file: its header, a few values, and where it goes. Choosing a one-column field
 * already taken by another column moves it here (that column becomes "Don't import").
 */
export function MappingTable({
  file,
  mapping,
  onChange,
}: {
  file: GuestFile;
  mapping: ImportTarget[];
  onChange: (mapping: ImportTarget[]) => void;
}) {
  const t = useT();
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
          {file.headers.map((header, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file; they never move
            <tr key={column} className="border-t align-top">
              <td className="max-w-0 px-3 py-2">
                <p className="truncate font-medium">{header}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {samples(file, column).join(" · ") || t("(empty)")}
                </p>
              </td>
              <td className="w-44 px-3 py-2 sm:w-56">
                <NativeSelect
                  aria-label={t("Import column “{header}” as", { header })}
                  value={mapping[column]}
                  onChange={(event) => choose(column, event.target.value as ImportTarget)}
                  className="[&_select]:h-9"
                >
                  {IMPORT_TARGETS.map((target) => (
                    <option key={target} value={target}>
                      {t(IMPORT_TARGET_LABELS[target])}
                    </option>
                  ))}
                </NativeSelect>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
