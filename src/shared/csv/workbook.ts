import { CSV_MESSAGES, CsvFileError } from "./errors";
import { ODS_MIMETYPE, odsSheets } from "./ods";
import type { CsvRow } from "./parse";
import { xlsxSheets } from "./xlsx";
import { ZipArchive, ZipError } from "./zip";

export interface SheetRows {
  rows: CsvRow[];
  /** More non-blank rows than the limit: the rest was not read. */
  truncated: boolean;
}

/** One tab of a workbook; its rows are read only when asked for. */
export interface Sheet {
  name: string;
  empty: boolean;
  rows(limit: number): SheetRows;
}

/** How a workbook was read: its type, the sheet read and the non-empty sheets the owner can pick from. */
export interface WorkbookFormat {
  kind: "workbook";
  type: "xlsx" | "ods";
  sheet: string;
  sheets: string[];
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** An OLE compound file: a legacy .xls, or an .xlsx that Office encrypted with a password. */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

export const isZip = (bytes: Uint8Array) => startsWith(bytes, ZIP_SIGNATURE);
export const isOle = (bytes: Uint8Array) => startsWith(bytes, OLE_SIGNATURE);

/**
 * What an OLE compound file holds, by the names in its directory. Directory entries are 128 bytes at
 * 128-byte boundaries (sectors are 512 or 4,096 bytes): each starts with its name in UTF-16 and gives the
 * name's length in bytes at offset 64. Office puts an encrypted .xlsx in "EncryptedPackage"; Excel 97–2003
 * keeps its sheets in "Workbook" ("Book" before Excel 97).
 */
export function oleContents(bytes: Uint8Array): "encrypted" | "xls" | "other" {
  const names = new Set<string>();
  for (let at = 512; at + 128 <= bytes.length; at += 128) {
    const length = bytes[at + 64]! | (bytes[at + 65]! << 8);
    if (length < 4 || length > 64 || length % 2) continue;
    let name = "";
    for (let i = 0; i < length - 2; i += 2)
      name += String.fromCharCode(bytes[at + i]! | (bytes[at + i + 1]! << 8));
    names.add(name);
  }
  if (names.has("EncryptedPackage")) return "encrypted";
  return names.has("Workbook") || names.has("Book") ? "xls" : "other";
}

/** Refuses an OLE file: an encrypted workbook, a legacy .xls, or something that is no guest list at all. */
export function refuseOle(bytes: Uint8Array): never {
  const contents = oleContents(bytes);
  if (contents === "encrypted") throw new CsvFileError("workbook", CSV_MESSAGES.encrypted);
  if (contents === "xls") throw new CsvFileError("workbook", CSV_MESSAGES.legacyXls);
  throw new CsvFileError("binary", CSV_MESSAGES.unsupported);
}

function sheetsOf(zip: ZipArchive, limit: number): { type: WorkbookFormat["type"]; sheets: Sheet[] } {
  const mimetype = zip.text("mimetype")?.trim();
  if (mimetype === ODS_MIMETYPE) {
    if (zip.text("META-INF/manifest.xml")?.includes("encryption-data")) throw new ZipError("encrypted");
    const sheets = odsSheets(zip, limit);
    if (sheets) return { type: "ods", sheets };
  } else if (zip.has("[Content_Types].xml")) {
    const sheets = xlsxSheets(zip);
    if (sheets) return { type: "xlsx", sheets };
  }
  throw new CsvFileError("binary", CSV_MESSAGES.unsupported);
}

/**
 * An .xlsx or .ods workbook's rows: those of the sheet named, else of its first non-empty sheet. Formulas
 * give their cached values (never evaluated). A damaged, password-protected or over-large workbook is
 * refused with the owner's message.
 */
export function readWorkbook(
  bytes: Uint8Array,
  sheetName: string | undefined,
  limit: number,
): SheetRows & { format: WorkbookFormat } {
  try {
    const zip = new ZipArchive(bytes);
    const { type, sheets } = sheetsOf(zip, limit);
    const filled = sheets.filter((sheet) => !sheet.empty);
    let chosen = filled[0];
    if (sheetName !== undefined) {
      chosen = sheets.find((sheet) => sheet.name === sheetName);
      if (!chosen) throw new CsvFileError("parse", CSV_MESSAGES.noSheet(sheetName));
      if (chosen.empty) throw new CsvFileError("empty", CSV_MESSAGES.emptySheet(sheetName));
    }
    if (!chosen) throw new CsvFileError("empty", CSV_MESSAGES.empty);
    const read = chosen.rows(limit);
    const format: WorkbookFormat = {
      kind: "workbook",
      type,
      sheet: chosen.name,
      sheets: filled.map((sheet) => sheet.name),
    };
    return { ...read, format };
  } catch (error) {
    if (error instanceof ZipError) {
      if (error.problem === "encrypted") throw new CsvFileError("workbook", CSV_MESSAGES.encrypted);
      if (error.problem === "tooLarge") throw new CsvFileError("tooManyRows", CSV_MESSAGES.unzippedTooLarge);
      throw new CsvFileError("parse", CSV_MESSAGES.corruptWorkbook);
    }
    if (error instanceof CsvFileError) throw error;
    // XmlError, or a part too broken for the readers (a range error, an index past the end): damaged.
    throw new CsvFileError("parse", CSV_MESSAGES.corruptWorkbook);
  }
}
