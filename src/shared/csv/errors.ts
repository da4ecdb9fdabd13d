import { MAX_GUESTS_PER_EVENT } from "../guests";

/** The most rows one import reads: an event holds no more guests than this. */
export const MAX_IMPORT_ROWS = MAX_GUESTS_PER_EVENT;
/** The largest CSV file accepted, checked before the file is read. */
export const MAX_IMPORT_MB = 10;

/** What the CSV import and export answer, plus the refusals of real files. */
export const CSV_MESSAGES = {
  parseError: "The CSV file contains errors. Please check the format.",
  noValidGuests: "No valid guests found in the CSV. Each guest must have a name.",
  importFailed: "Failed to import guests",
  empty: "The file is empty.",
  workbook:
    "This is a spreadsheet workbook, not a CSV file. Save it as CSV (File › Save As › CSV UTF-8), then import that file.",
  tooLarge: `File size must be less than ${MAX_IMPORT_MB}MB`,
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString("en-US")} rows. Split it into smaller files.`,
  badMapping: "The column mapping does not match the file's columns",
  noFile: "Please choose a CSV file to import",
  invalidRows: (count: number) =>
    count === 1 ? "1 row has invalid values." : `${count} rows have invalid values.`,
} as const;

export type CsvErrorReason = "empty" | "binary" | "workbook" | "parse" | "tooManyRows";

/** A file that cannot be read as a guest list; `message` is what the owner reads, `detail` says where. */
export class CsvFileError extends Error {
  constructor(
    readonly reason: CsvErrorReason,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = "CsvFileError";
  }
}
