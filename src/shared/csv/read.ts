import { trimText } from "../text";
import { type CsvEncoding, decodeCsvBytes } from "./decode";
import { CSV_MESSAGES, CsvFileError, MAX_IMPORT_ROWS } from "./errors";
import { findHeaderRow, HEADER_SEARCH_ROWS } from "./header";
import { type CsvDelimiter, type CsvRow, parseCsv } from "./parse";

/** A guest list file, read: its header and the data rows under it. */
export interface GuestFile {
  headers: string[];
  /** The header's line in the file (rows above it were titles). */
  headerRow: number;
  rows: CsvRow[];
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
}

/**
 * Bytes of a CSV file → header and rows: decoded (UTF-8, UTF-16 or Windows-1252, BOM removed), parsed
 * (delimiter detected, quoted line breaks kept), title rows above the header skipped. A file with more than
 * `maxRows` data rows is refused as soon as the limit is passed, without reading the rest.
 */
export function readGuestFile(bytes: Uint8Array, maxRows: number = MAX_IMPORT_ROWS): GuestFile {
  const { text, encoding } = decodeCsvBytes(bytes);
  const parsed = parseCsv(text, maxRows + HEADER_SEARCH_ROWS + 1);
  if (parsed.rows.length === 0) throw new CsvFileError("empty", CSV_MESSAGES.empty);
  const headerIndex = findHeaderRow(parsed.rows);
  const header = parsed.rows[headerIndex]!;
  const rows = parsed.rows.slice(headerIndex + 1);
  if (parsed.truncated || rows.length > maxRows) {
    throw new CsvFileError("tooManyRows", CSV_MESSAGES.tooManyRows(maxRows));
  }
  // A row wider than the header keeps its extra cells: they get a column of their own to map.
  const width = rows.reduce((widest, row) => Math.max(widest, row.cells.length), header.cells.length);
  const headers = Array.from({ length: width }, (_, index) => trimText(header.cells[index] ?? ""));
  return {
    headers: headers.map((name, index) => name || CSV_MESSAGES.column(index + 1)),
    headerRow: header.number,
    rows,
    encoding,
    delimiter: parsed.delimiter,
  };
}
