import { MAX_GUESTS_PER_EVENT } from "../guests";
import { msg, t } from "../i18n/messages";
import { MAX_TABLE_NUMBER } from "./cells";

/** The most rows one import reads: an event holds no more guests than this. */
export const MAX_IMPORT_ROWS = MAX_GUESTS_PER_EVENT;
/** The largest file accepted (CSV, workbook or contacts), checked before the file is read. A workbook is
 * compressed: 10 MB of .xlsx holds far more than the row limit (docs/decisions/020-guest-list-files.md). */
export const MAX_IMPORT_MB = 10;

/** What the CSV import and export answer, plus the refusals of real files. */
export const CSV_MESSAGES = {
  parseError: msg("The CSV file contains errors. Please check the format."),
  noValidGuests: msg("No valid guests found in the CSV. Each guest must have a name."),
  importFailed: msg("Failed to import guests"),
  empty: msg("The file is empty."),
  unsupported: msg(
    "This file is not a guest list we can read. Choose a CSV file, an Excel or OpenDocument workbook (.xlsx, .ods) or a contacts file (.vcf).",
  ),
  legacyXls: msg(
    "This is an older Excel workbook (.xls). Open it in your spreadsheet app, save it as .xlsx or CSV, then import that file.",
  ),
  encrypted: msg(
    "This workbook is protected by a password. Save a copy without the password, then import that copy.",
  ),
  corruptWorkbook: msg(
    "This workbook is damaged and cannot be read. Open it in your spreadsheet app, save it again, then import it.",
  ),
  unzippedTooLarge: msg(
    "This workbook holds more data than one import can read. Keep only the guest list's sheet, or save it as CSV.",
  ),
  noSheet: (sheet: string) => t("This workbook has no sheet named “{sheet}”.", { sheet }),
  emptySheet: (sheet: string) => t("The sheet “{sheet}” is empty.", { sheet }),
  tooLarge: () => t("File size must be less than {max}MB", { max: MAX_IMPORT_MB }),
  tooManyRows: (max: number) =>
    t("The file has more than {max, number} rows. Split it into smaller files.", { max }),
  badMapping: msg("The column mapping does not match the file's columns"),
  noFile: msg("Please choose a CSV file to import"),
  unsupportedType: msg("Send the CSV file as multipart/form-data or text/csv"),
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

/** How a refusal is answered: `workbook` is a kind of workbook we do not read (legacy, password-protected),
 * `binary` a file that is no guest list, `parse` a damaged file, `tooManyRows` more than an import takes. */
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
