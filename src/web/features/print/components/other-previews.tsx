import type { CatererReport } from "@/shared/print/caterer";
import type { TableCard } from "@/shared/print/documents";
import type { PrintOptions, PrintSource } from "@/shared/print/options";
import { PAPER, pageSize } from "@/shared/print/paper";
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

/** The poster's plan as an outline, and the first names of its "Find your seat" list. */
export function PosterPreview({
  source,
  find,
  options,
  theme,
}: {
  source: PrintSource;
  find: { key: string; name: string; table: string }[];
  options: PrintOptions;
  theme: PreviewTheme;
}) {
  const tables = source.plan.tables;
  const xs = tables.map((t) => t.position.x);
  const ys = tables.map((t) => t.position.y);
  const pad = 120;
  const box = tables.length
    ? {
        x: Math.min(...xs) - pad,
        y: Math.min(...ys) - pad,
        w: Math.max(...xs) - Math.min(...xs) + 2 * pad,
        h: Math.max(...ys) - Math.min(...ys) + 2 * pad,
      }
    : { x: 0, y: 0, w: 400, h: 300 };
  const orientation = options.orientation === "portrait" ? "portrait" : "landscape";
  const page = pageSize(options.posterSize, orientation);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" data-testid="print-summary">
        {PAPER[options.posterSize].label} {orientation} · {tables.length} tables · {find.length} guests in
        “Find your seat”
      </p>
      <Sheet page={page} label="Seating chart poster">
        <div className="flex h-full flex-col p-[3%]">
          <FitLine
            text={options.title || "Seating chart"}
            size={page.height * 0.04}
            width={page.width * 0.9}
            pageWidth={page.width}
            family={theme.heading}
            className="w-full font-semibold"
          />
          <div className="flex min-h-0 flex-1 gap-[2%]">
            <svg
              viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
              className="h-full w-[62%]"
              aria-hidden="true"
            >
              {tables.map((table) => (
                <g key={table.id} transform={`translate(${table.position.x} ${table.position.y})`}>
                  <circle
                    r={table.capacity * 4}
                    fill={theme.accent}
                    fillOpacity={0.35}
                    stroke={theme.primary}
                  />
                  <text
                    textAnchor="middle"
                    dy="0.35em"
                    fontSize={Math.max(12, box.w / 40)}
                    fontFamily={theme.heading}
                  >
                    {options.tableLabel === "name" && table.name.trim()
                      ? table.name
                      : `Table ${table.number}`}
                  </text>
                </g>
              ))}
            </svg>
            <div className="flex w-[36%] flex-col gap-[1cqw] overflow-hidden">
              <p style={{ fontFamily: theme.heading, color: theme.primary, fontSize: "2cqw" }}>
                Find your seat
              </p>
              <ul
                className="overflow-hidden"
                style={{ fontFamily: theme.body, fontSize: "1.2cqw" }}
                aria-label="Find your seat"
              >
                {find.slice(0, 40).map((entry) => (
                  <li key={entry.key} className="flex justify-between gap-2">
                    <span className="truncate">{entry.name}</span>
                    <span style={{ color: theme.primary }}>{entry.table}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </Sheet>
    </div>
  );
}
