import { MAX_GUESTS_PER_EVENT } from "../guests";
import { msg, t } from "../i18n/messages";
import { MAX_TABLE_NUMBER } from "./cells";

/** The most rows one import reads: an event holds no more guests than this. */
export const MAX_IMPORT_ROWS = MAX_GUESTS_PER_EVENT;
/** The largest CSV file accepted, checked before the file is read. */
export const MAX_IMPORT_MB = 10;

/** What the CSV import and export answer, plus the refusals of real files. */
export const CSV_MESSAGES = {
  parseError: msg("The CSV file contains errors. Please check the format."),
  noValidGuests: msg("No valid guests found in the CSV. Each guest must have a name."),
  importFailed: msg("Failed to import guests"),
  empty: msg("The file is empty."),
  workbook: msg(
    "This is a spreadsheet workbook, not a CSV file. Save it as CSV (File › Save As › CSV UTF-8), then import that file.",
  ),
  tooLarge: () => t("File size must be less than {max}MB", { max: MAX_IMPORT_MB }),
  tooManyRows: (max: number) =>
    t("The file has more than {max, number} rows. Split it into smaller files.", { max }),
  badMapping: msg("The column mapping does not match the file's columns"),
  noFile: msg("Please choose a CSV file to import"),
  unsupportedType: msg("Send the CSV file as multipart/form-data or text/csv"),
  notText: msg("The file is not text."),
  badQuote: (line: number) => t("Line {line}: a quoted value is not closed or has a stray quote.", { line }),
  hugeCell: (line: number, max: number) =>
    t("Line {line}: a cell holds more than {max, number} characters. Is this the right file?", { line, max }),
  noName: msg("No name"),
  totalRow: msg("A total, not a guest"),
  headerRow: msg("The header again, not a guest"),
  sectionRow: msg("A heading, not a guest"),
  titleRow: msg("A title, not a guest"),
  inList: msg("Already in your guest list"),
  sameAsRow: (line: number) => t("Same name and email as line {line}", { line }),
  column: (number: number) => t("Column {number}", { number }),
  tableNumber: () => t("Table number must be from 1 to {max}", { max: MAX_TABLE_NUMBER }),
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
