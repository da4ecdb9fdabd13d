import Papa from "papaparse";
import { trimText } from "../text";
import { CSV_MESSAGES, CsvFileError } from "./errors";

export const CSV_DELIMITERS = [",", ";", "\t", "|"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** A record of the file that has at least one non-blank cell; `number` is its row in a spreadsheet (1-based,
 * blank rows counted), which is how the owner finds it again. */
export interface CsvRow {
  number: number;
  cells: string[];
}

/**
 * The delimiter whose field count is the same on the most rows of the file's start. Papaparse's own guess
 * looks at every line alike, so a title line or a blank line above the header throws it off.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const sample = text.slice(0, 64 * 1024);
  let best: { delimiter: CsvDelimiter; rows: number; fields: number } = {
    delimiter: ",",
    rows: 0,
    fields: 1,
  };
  for (const delimiter of CSV_DELIMITERS) {
    const { data } = Papa.parse<string[]>(sample, { delimiter, preview: 30, skipEmptyLines: "greedy" });
    const counts = new Map<number, number>();
    for (const row of data) if (row.length > 1) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    for (const [fields, rows] of counts) {
      if (rows > best.rows || (rows === best.rows && fields > best.fields))
        best = { delimiter, rows, fields };
    }
  }
  return best.delimiter;
}

const isBlankRow = (cells: string[]) => cells.every((cell) => trimText(cell) === "");

/**
 * Parses CSV text into its non-blank rows. Quoted fields may hold delimiters, quotes and line breaks; CRLF,
 * LF and CR all end a row. A malformed quote is the file's parse error, naming the row. Stops reading once
 * `maxRows` non-blank rows are exceeded, so a huge file costs no more than the limit (`truncated` says so).
 */
export function parseCsv(
  text: string,
  maxRows: number,
): { rows: CsvRow[]; delimiter: CsvDelimiter; truncated: boolean } {
  const delimiter = detectDelimiter(text);
  const rows: CsvRow[] = [];
  let record = 0;
  let truncated = false;
  let failure: CsvFileError | undefined;
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: false,
    step: (result, parser) => {
      record += 1;
      const quoteError = result.errors.find((error) => error.type === "Quotes");
      if (quoteError) {
        failure = new CsvFileError("parse", CSV_MESSAGES.parseError, CSV_MESSAGES.badQuote(record));
        parser.abort();
        return;
      }
      if (isBlankRow(result.data)) return;
      if (rows.length === maxRows) {
        truncated = true;
        parser.abort();
        return;
      }
      rows.push({ number: record, cells: result.data });
    },
  });
  if (failure) throw failure;
  return { rows, delimiter, truncated };
}
