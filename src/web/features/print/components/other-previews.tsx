import type { CatererReport } from "@/shared/print/caterer";
import type { TableCard } from "@/shared/print/documents";
import type { PrintOptions } from "@/shared/print/options";
import { pageSize } from "@/shared/print/paper";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { FitLine, type PreviewTheme, Sheet } from "./preview-parts";

export function TableCardsPreview({
  tables,
  options,
  theme,
}: {
  tables: TableCard[];
  options: PrintOptions;
  theme: PreviewTheme;
}) {
  const page = pageSize(options.sheet, options.tableCardsFolded ? "portrait" : "landscape");
  const shown = tables.slice(0, 2);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" data-testid="print-summary">
        {tables.length} table cards · {tables.length} {tables.length === 1 ? "page" : "pages"}
        {options.tableCardsFolded ? " · folded" : ""}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {shown.map((table) => (
          <Sheet key={table.key} page={page} label={`Table card ${table.label}`}>
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
}

export function CatererPreview({ report }: { report: CatererReport }) {
  const shown = report.tables.slice(0, 3);
  return (
    <div className="flex flex-col gap-4 text-sm">
      <p className="text-muted-foreground" data-testid="print-summary">
        {report.guestCount} guests at {report.tables.length} tables
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="mb-1 font-medium">Meals</h3>
          <ul aria-label="Meal totals">
            {report.meals.map(([meal, count]) => (
              <li key={meal} className="flex justify-between gap-2">
                <span>{meal}</span>
                <span>{count}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-1 font-medium">Dietary restrictions</h3>
          <ul aria-label="Dietary totals">
            {report.dietary.length === 0 ? <li className="text-muted-foreground">None</li> : null}
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
            {table.label} · {table.guests.length} of {table.capacity} seats
          </h3>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Seat</TableHead>
                <TableHead>Guest</TableHead>
                <TableHead>Meal</TableHead>
                <TableHead>Dietary restrictions</TableHead>
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
      {report.tables.length > shown.length ? (
        <p className="text-muted-foreground">
          and {report.tables.length - shown.length} more tables in the PDF
        </p>
      ) : null}
    </div>
  );
}
