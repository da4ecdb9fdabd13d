import { memo } from "react";
import { type Locale, localeDirection } from "@/shared/i18n/locales";
import type { ArrivalReport } from "@/shared/print/arrival-report";
import type { PrintT } from "@/shared/print/translate";
import { Badge } from "@/web/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useT } from "@/web/lib/i18n";
import { MoreTables } from "./other-previews";

/** The arrival report's first tables as they print: its words in the print's language (`docT`), the summary
 * around them in the owner's. */
export const ArrivalsPreview = memo(function ArrivalsPreview({
  report,
  docT,
  language,
}: {
  report: ArrivalReport;
  docT: PrintT;
  language: Locale;
}) {
  const t = useT();
  const shown = report.tables.slice(0, 3);
  const time = new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit" });
  return (
    <div className="flex flex-col gap-4 text-sm">
      <p className="text-muted-foreground" data-testid="print-summary">
        {t(
          "{arrived, number} of {expected, number} arrived · {walkIns, plural, one {# walk-in} other {# walk-ins}} · {missing, number} did not come",
          {
            arrived: report.arrived,
            expected: report.expected,
            walkIns: report.walkIns,
            missing: report.expected - report.arrived,
          },
        )}
      </p>
      <div lang={language} dir={localeDirection(language)} className="flex flex-col gap-4">
        {shown.map((table) => (
          <div key={table.key} className="overflow-x-auto">
            <h3 className="font-medium">
              {docT("{table} · {arrived, number} of {expected, number} arrived", {
                table: table.label,
                arrived: table.arrived,
                expected: table.expected,
              })}
            </h3>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{docT("Seat")}</TableHead>
                  <TableHead>{docT("Guest")}</TableHead>
                  <TableHead>{docT("Arrival")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {table.guests.map((guest) => (
                  <TableRow key={guest.id}>
                    <TableCell>{guest.seat ?? "—"}</TableCell>
                    <TableCell className="max-w-64 break-words whitespace-normal">
                      <bdi>{guest.name}</bdi>
                    </TableCell>
                    <TableCell className={guest.arrivedAt ? undefined : "text-muted-foreground"}>
                      {guest.arrivedAt
                        ? docT("Arrived {time}", { time: time.format(new Date(guest.arrivedAt)) })
                        : docT("No check-in")}
                      {guest.walkIn ? (
                        <Badge variant="secondary" className="ms-2">
                          {docT("Walk-in")}
                        </Badge>
                      ) : null}
                    </TableCell>
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
