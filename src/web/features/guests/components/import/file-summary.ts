import type { GuestFile } from "@/shared/csv/read";
import type { useT } from "@/web/lib/i18n";

const ENCODINGS = {
  "utf-8": "UTF-8",
  "windows-1252": "Windows-1252",
  "utf-16le": "UTF-16",
  "utf-16be": "UTF-16",
};
/** The delimiter as the description's select names it. */
const DELIMITERS = { ",": "comma", ";": "semicolon", "\t": "tab", "|": "pipe" } as const;

/** One line on the file as it was read: its rows and how it was read (a CSV file's encoding and delimiter,
 * a workbook's sheet, contacts), which the owner checks before anything else. */
export function fileSummary(name: string, read: GuestFile, t: ReturnType<typeof useT>): string {
  const { format } = read;
  const rows = read.rows.length;
  if (format.kind === "contacts") {
    return t("{file}: {rows, plural, one {# contact} other {# contacts}}.", { file: name, rows });
  }
  if (format.kind === "workbook") {
    return t(
      "{file}: {rows, plural, one {# row} other {# rows}} in the sheet “{sheet}”, header on row {header}.",
      {
        file: name,
        rows,
        sheet: format.sheet,
        header: read.headerRow,
      },
    );
  }
  const values = {
    file: name,
    rows,
    encoding: ENCODINGS[format.encoding],
    delimiter: DELIMITERS[format.delimiter],
    header: read.headerRow,
  };
  return read.headerRow > 1
    ? t(
        "{file}: {rows, plural, one {# row} other {# rows}}, {encoding}, separated by {delimiter, select, comma {commas} semicolon {semicolons} tab {tabs} other {pipes}}, header on row {header}.",
        values,
      )
    : t(
        "{file}: {rows, plural, one {# row} other {# rows}}, {encoding}, separated by {delimiter, select, comma {commas} semicolon {semicolons} tab {tabs} other {pipes}}.",
        values,
      );
}
