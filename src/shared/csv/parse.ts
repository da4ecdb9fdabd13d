import Papa from "papaparse";
import { trimText } from "../text";
import { CSV_MESSAGES, CsvFileError } from "./errors";

export const CSV_DELIMITERS = [",", ";", "\t", "|"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** A record of the file that has at least one non-blank cell; `number` is the line it starts on as a text
 * editor counts lines (1-based; blank lines and the line breaks inside quoted cells counted), which is how
 * the owner finds it again. */
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

/** No guest list has a cell this long; one that does is not the file the owner meant (or is broken). */
const MAX_CELL = 64 * 1024;

const isBlankRow = (cells: string[]) => cells.every((cell) => trimText(cell) === "");

/** Counts the lines up to a position of a text whose line breaks are all "\n", moving forward only. */
function lineCounter(text: string) {
  let position = 0;
  let line = 1;
  return (to: number) => {
    for (let at = text.indexOf("\n", position); at !== -1 && at < to; at = text.indexOf("\n", at + 1)) line++;
    position = Math.max(position, to);
    return line;
  };
}

/**
 * Parses CSV text into its non-blank rows. Quoted fields may hold delimiters, quotes and line breaks. CRLF,
 * LF and a lone CR all end a row, mixed in one file too (a list pasted together from two tools): they are
 * made "\n" first, since papaparse takes the first kind it sees for the whole file. A malformed quote is the
 * file's parse error, naming its line, and so is a cell longer than any guest list holds. Stops reading once `maxRows` non-blank rows are exceeded, so a huge
 * file costs no more than the limit (`truncated` says so).
 */
export function parseCsv(
  raw: string,
  maxRows: number,
): { rows: CsvRow[]; delimiter: CsvDelimiter; truncated: boolean } {
  const text = raw.replace(/\r\n?/g, "\n");
  const delimiter = detectDelimiter(text);
  const lineAt = lineCounter(text);
  const rows: CsvRow[] = [];
  let start = 0;
  let truncated = false;
  let failure: CsvFileError | undefined;
  Papa.parse<string[]>(text, {
    delimiter,
    newline: "\n",
    skipEmptyLines: false,
    step: (result, parser) => {
      const line = lineAt(start);
      start = result.meta.cursor;
      const quoteError = result.errors.find((error) => error.type === "Quotes");
      if (quoteError) {
        failure = new CsvFileError("parse", CSV_MESSAGES.parseError, CSV_MESSAGES.badQuote(line));
        parser.abort();
        return;
      }
      if (result.data.some((cell) => cell.length > MAX_CELL)) {
        failure = new CsvFileError("parse", CSV_MESSAGES.parseError, CSV_MESSAGES.hugeCell(line, MAX_CELL));
        parser.abort();
        return;
      }
      if (isBlankRow(result.data)) return;
      if (rows.length === maxRows) {
        truncated = true;
        parser.abort();
        return;
      }
      rows.push({ number: line, cells: result.data });
    },
  });
  if (failure) throw failure;
  return { rows, delimiter, truncated };
}
