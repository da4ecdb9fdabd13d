import { memo } from "react";
import type { Locale } from "@/shared/i18n/locales";
import { localeDirection } from "@/shared/i18n/locales";
import type { CatererReport } from "@/shared/print/caterer";
import type { TableCard } from "@/shared/print/documents";
import type { PrintOptions } from "@/shared/print/options";
import { pageSize } from "@/shared/print/paper";
import type { PrintT } from "@/shared/print/translate";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useT } from "@/web/lib/i18n";
import { FitLine, type PreviewTheme, Sheet } from "./preview-parts";

export const TableCardsPreview = memo(function TableCardsPreview({
  tables,
  options,
  theme,
  language,
}: {
  tables: TableCard[];
  options: PrintOptions;
  theme: PreviewTheme;
  language: Locale;
}) {
  const t = useT();
  const page = pageSize(options.sheet, options.tableCardsFolded ? "portrait" : "landscape");
  const shown = tables.slice(0, 2);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" data-testid="print-summary">
        {options.tableCardsFolded
          ? t(
              "{count, plural, one {{count} table card} other {{count} table cards}} · {count, plural, one {{count} page} other {{count} pages}} · folded",
              { count: tables.length },
            )
          : t(
              "{count, plural, one {{count} table card} other {{count} table cards}} · {count, plural, one {{count} page} other {{count} pages}}",
              { count: tables.length },
            )}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {shown.map((table) => (
          <Sheet
            key={table.key}
            page={page}
            language={language}
            label={t("Table card {table}", { table: table.label })}
          >
            <div className="flex h-full flex-col">
              {options.tableCardsFolded ? (
                <div className="flex flex-1 rotate-180 flex-col items-center justify-center border-b border-dashed">
                  <FitLine
                    text={table.label}
                    size={page.height * 0.15}
                    width={page.width * 0.84}
                    pageWidth={page.width}
                    family={theme.heading}
                    className="w-full font-semibold"
                  />
                </div>
              ) : null}
              <div className="flex flex-1 flex-col items-center justify-center gap-[3%]">
                {options.title ? (
                  <FitLine
                    text={options.title}
                    size={page.height * 0.03 * (options.tableCardsFolded ? 1 : 2)}
                    width={page.width * 0.84}
                    pageWidth={page.width}
                    family={theme.body}
                    color={theme.primary}
                    className="w-full"
                  />
                ) : null}
                <FitLine
                  text={table.label}
                  size={page.height * (options.tableCardsFolded ? 0.15 : 0.3)}
                  width={page.width * 0.84}
                  pageWidth={page.width}
                  family={theme.heading}
                  className="w-full font-semibold"
                />
              </div>
            </div>
          </Sheet>
        ))}
      </div>
    </div>
  );
});

/** The report's first tables as they print: its headings in the print's language (`docT`), the
 * summary around them in the owner's. */
export const CatererPreview = memo(function CatererPreview({
  report,
  docT,
  language,
}: {
  report: CatererReport;
  docT: PrintT;
  language: Locale;
}) {
  const t = useT();
  const shown = report.tables.slice(0, 3);
  return (
    <div className="flex flex-col gap-4 text-sm">
      <p className="text-muted-foreground" data-testid="print-summary">
        {t(
          "{guests, plural, one {{guests} guest} other {{guests} guests}} at {tables, plural, one {{tables} table} other {{tables} tables}}",
          { guests: report.guestCount, tables: report.tables.length },
        )}
      </p>
      <div lang={language} dir={localeDirection(language)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className="mb-1 font-medium">{docT("Meals")}</h3>
            <ul aria-label={t("Meal totals")}>
              {report.meals.map(([meal, count]) => (
                <li key={meal} className="flex justify-between gap-2">
                  <span>{meal}</span>
                  <span>{count}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="mb-1 font-medium">{docT("Dietary restrictions")}</h3>
            <ul aria-label={t("Dietary totals")}>
              {report.dietary.length === 0 ? <li className="text-muted-foreground">{docT("None")}</li> : null}
              {report.dietary.map(([item, count]) => (
                <li key={item} className="flex justify-between gap-2">
                  <span>{item}</span>
                  <span>{count}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        {shown.map((table) => (
          <div key={table.number} className="overflow-x-auto">
            <h3 className="font-medium">
              {docT("{table} · {count} of {capacity, plural, one {# seat} other {# seats}}", {
                table: table.label,
                count: table.guests.length,
                capacity: table.capacity,
              })}
            </h3>
            <ul aria-label={docT("Meals")} className="flex flex-wrap gap-x-3 text-muted-foreground">
              {table.meals.map(([meal, count]) => (
                <li key={meal}>
                  <bdi>{meal}</bdi> {count.toLocaleString(language)}
                </li>
              ))}
            </ul>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{docT("Seat")}</TableHead>
                  <TableHead>{docT("Guest")}</TableHead>
                  <TableHead>{docT("Meal")}</TableHead>
                  <TableHead>{docT("Dietary restrictions")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {table.guests.map((guest) => (
                  <TableRow key={guest.id}>
                    <TableCell>{guest.seat ?? "—"}</TableCell>
                    <TableCell>{guest.name}</TableCell>
                    <TableCell>{guest.meal ?? "—"}</TableCell>
                    <TableCell>{guest.dietary ?? ""}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ))}
      </div>
      <MoreTables count={report.tables.length - shown.length} />
    </div>
  );
});

/** Under a preview that shows a report's first tables: how many more the PDF holds (nothing when none). */
export function MoreTables({ count }: { count: number }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <p className="text-muted-foreground">
      {t("and {count, plural, one {{count} more table} other {{count} more tables}} in the PDF", { count })}
    </p>
  );
}
