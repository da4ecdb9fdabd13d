import { trimText } from "../text";
import { type CsvEncoding, decodeCsvBytes } from "./decode";
import { CSV_MESSAGES, CsvFileError, MAX_IMPORT_ROWS } from "./errors";
import { findHeaderRow, HEADER_SEARCH_ROWS } from "./header";
import { type CsvDelimiter, type CsvRow, parseCsv } from "./parse";
import { CONTACT_COLUMNS, isVCard, readContacts } from "./vcard";
import { isOle, isZip, readWorkbook, refuseOle, type WorkbookFormat } from "./workbook";

/** How the file was read: a CSV file's encoding and delimiter, a workbook's sheet, or a contacts file. */
export type GuestFileFormat =
  | { kind: "csv"; encoding: CsvEncoding; delimiter: CsvDelimiter }
  | WorkbookFormat
  | { kind: "contacts" };

/** A guest list file, read: its header and the data rows under it. */
export interface GuestFile {
  headers: string[];
  /** The header's line in the file (rows above it were titles); 0 for a contacts file, which has none. */
  headerRow: number;
  rows: CsvRow[];
  format: GuestFileFormat;
}

export interface ReadOptions {
  /** A workbook's sheet to read, by name; by default its first non-empty sheet. */
  sheet?: string;
  /** The most data rows accepted. */
  maxRows?: number;
}

/** The header among the first rows and the rows under it; refuses more than `maxRows` of them. */
function underHeader(
  records: { rows: CsvRow[]; truncated: boolean },
  maxRows: number,
): Pick<GuestFile, "headers" | "headerRow" | "rows"> {
  if (records.rows.length === 0) throw new CsvFileError("empty", CSV_MESSAGES.empty);
  const headerIndex = findHeaderRow(records.rows);
  const header = records.rows[headerIndex]!;
  const rows = records.rows.slice(headerIndex + 1);
  if (records.truncated || rows.length > maxRows) {
    throw new CsvFileError("tooManyRows", CSV_MESSAGES.tooManyRows(maxRows));
  }
  // A row wider than the header keeps its extra cells: they get a column of their own to map.
  const width = rows.reduce((widest, row) => Math.max(widest, row.cells.length), header.cells.length);
  const headers = Array.from({ length: width }, (_, index) => trimText(header.cells[index] ?? ""));
  return {
    headers: headers.map((name, index) => name || CSV_MESSAGES.column(index + 1)),
    headerRow: header.number,
    rows,
  };
}

/**
 * Bytes of a guest list file → header and rows, the file's kind told by its content, not its name:
 * - a zip is an .xlsx or .ods workbook (`workbook.ts`): the sheet asked for, else its first non-empty one;
 * - an OLE file is a legacy .xls or a password-protected workbook: refused, saying what to do;
 * - text starting with BEGIN:VCARD is a contacts file (`vcard.ts`): one row per contact;
 * - any other text is CSV: decoded (UTF-8, UTF-16 or Windows-1252, BOM removed), parsed (delimiter
 *   detected, quoted line breaks kept), title rows above the header skipped.
 * A file with more than `maxRows` data rows is refused as soon as the limit is passed, without reading on.
 */
export function readGuestFile(bytes: Uint8Array, options: ReadOptions = {}): GuestFile {
  const maxRows = options.maxRows ?? MAX_IMPORT_ROWS;
  const limit = maxRows + HEADER_SEARCH_ROWS + 1;
  if (bytes.length > 0 && isZip(bytes)) {
    const { format, ...records } = readWorkbook(bytes, options.sheet, limit);
    return { ...underHeader(records, maxRows), format };
  }
  if (isOle(bytes)) refuseOle(bytes);
  const { text, encoding } = decodeCsvBytes(bytes);
  if (isVCard(text)) {
    const contacts = readContacts(text, maxRows);
    if (contacts.rows.length === 0) throw new CsvFileError("empty", CSV_MESSAGES.empty);
    if (contacts.truncated) throw new CsvFileError("tooManyRows", CSV_MESSAGES.tooManyRows(maxRows));
    return { headers: CONTACT_COLUMNS, headerRow: 0, rows: contacts.rows, format: { kind: "contacts" } };
  }
  const parsed = parseCsv(text, limit);
  return { ...underHeader(parsed, maxRows), format: { kind: "csv", encoding, delimiter: parsed.delimiter } };
}
