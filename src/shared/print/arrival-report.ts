import type { CheckinList } from "../checkin";
import { arrivalReportRows } from "../checkin-report";
import { countArrivals } from "../checkin-rules";
import { msg } from "../i18n/messages";
import { tableLabel } from "./documents";
import type { PrintOptions } from "./options";
import { compareText } from "./sort";
import { currentT, type PrintT } from "./translate";

/** The group of the guests who came without a seat, last in the report. */
export const NO_TABLE = msg("No table");

export interface ArrivalReportGuest {
  id: string;
  name: string;
  household: string | null;
  seat: number | null;
  /** The first check-in's time (ISO 8601), or null: did not come. */
  arrivedAt: string | null;
  walkIn: boolean;
}

export interface ArrivalReportTable {
  key: string;
  label: string;
  arrived: number;
  expected: number;
  guests: ArrivalReportGuest[];
}

/** The arrival report as printed (docs/decisions/029-check-in.md): the totals, then table by table who came
 * and who did not, walk-ins marked; the same rows as the CSV, names in the print's language's order. */
export interface ArrivalReport {
  arrived: number;
  expected: number;
  walkIns: number;
  tables: ArrivalReportTable[];
}

export function arrivalReport(
  list: CheckinList,
  options: Pick<PrintOptions, "tableLabel">,
  t: PrintT = currentT,
): ArrivalReport {
  const counts = countArrivals(list.guests, list.tables);
  const rows = arrivalReportRows(list.guests, list.tables, (a, b) => compareText(a, b, t.locale));
  const tables: ArrivalReportTable[] = [];
  for (const { guest, table } of rows) {
    const key = table?.id ?? "";
    let group = tables.at(-1);
    if (group?.key !== key) {
      group = {
        key,
        label: table ? tableLabel(table, options.tableLabel, t) : t(NO_TABLE),
        arrived: 0,
        expected: 0,
        guests: [],
      };
      tables.push(group);
    }
    group.expected += 1;
    if (guest.arrivedAt) group.arrived += 1;
    group.guests.push({
      id: guest.id,
      name: guest.name,
      household: guest.householdName,
      seat: guest.seatNumber,
      arrivedAt: guest.arrivedAt,
      walkIn: guest.walkIn,
    });
  }
  return { arrived: counts.arrived, expected: counts.expected, walkIns: counts.walkIns, tables };
}
