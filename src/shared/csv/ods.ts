import { isoDateText } from "./number-format";
import type { CsvRow } from "./parse";
import type { Sheet } from "./workbook";
import { attribute, scanXml } from "./xml";
import type { ZipArchive } from "./zip";

export const ODS_MIMETYPE = "application/vnd.oasis.opendocument.spreadsheet";
/** A repeated cell with a value is written out at most this far: LibreOffice repeats only blank cells to the
 * sheet's last column (1,024 or 16,384), and a guest list is narrower. */
const MAX_COLUMNS = 1024;

interface Table {
  name: string;
  rows: CsvRow[];
  truncated: boolean;
}

/** A cell's text: the paragraphs LibreOffice wrote for display, except for dates (ISO, like a workbook's) and
 * true/false (TRUE/FALSE whatever the language the file was saved in). */
function cellText(attributes: string, shown: string): string {
  const type = attribute(attributes, "value-type");
  if (type === "date") return isoDateText(attribute(attributes, "date-value") ?? shown);
  if (type === "boolean") return attribute(attributes, "boolean-value") === "true" ? "TRUE" : "FALSE";
  if (shown === "" && type && type !== "string") return attribute(attributes, "value") ?? "";
  return shown;
}

/** Every table of an OpenDocument spreadsheet's content.xml, each up to `limit` non-blank rows. */
function readTables(xml: string, limit: number): Table[] {
  const tables: Table[] = [];
  let table: Table | null = null;
  let rowNumber = 0;
  let rowRepeat = 1;
  let cells: string[] = [];
  let cell: { attributes: string; repeat: number; paragraphs: string[] } | null = null;
  let inParagraph = 0;
  let annotation = 0;
  const blankCells = () => !cells.some((text) => text.trim() !== "");
  scanXml(xml, {
    open(name, attributes, empty) {
      if (name === "table" && !table) {
        table = { name: attribute(attributes, "name") ?? "", rows: [], truncated: false };
        rowNumber = 0;
      } else if (!table) return;
      else if (name === "table-row") {
        rowRepeat = Math.max(1, Number(attribute(attributes, "number-rows-repeated") ?? 1) || 1);
        cells = [];
      } else if (name === "table-cell" || name === "covered-table-cell") {
        const repeat = Math.max(1, Number(attribute(attributes, "number-columns-repeated") ?? 1) || 1);
        cell = { attributes, repeat, paragraphs: [] };
      } else if (name === "annotation") annotation++;
      else if (!cell || annotation) return;
      else if (name === "p" || name === "h") {
        cell.paragraphs.push("");
        if (!empty) inParagraph++;
      } else if (inParagraph && name === "s") {
        const count = Math.max(1, Number(attribute(attributes, "c") ?? 1) || 1);
        cell.paragraphs[cell.paragraphs.length - 1] += " ".repeat(Math.min(count, 1000));
      } else if (inParagraph && name === "tab") cell.paragraphs[cell.paragraphs.length - 1] += "\t";
      else if (inParagraph && name === "line-break") cell.paragraphs[cell.paragraphs.length - 1] += "\n";
    },
    close(name) {
      if (!table) return;
      if (name === "annotation") annotation--;
      else if (annotation) return;
      else if (name === "p" || name === "h") inParagraph = Math.max(0, inParagraph - 1);
      else if ((name === "table-cell" || name === "covered-table-cell") && cell) {
        const text = cellText(cell.attributes, cell.paragraphs.join("\n"));
        const repeat = text === "" ? cell.repeat : Math.min(cell.repeat, MAX_COLUMNS - cells.length);
        if (text === "") cells.length += repeat;
        else for (let index = 0; index < repeat; index++) cells.push(text);
        cell = null;
      } else if (name === "table-row") {
        if (blankCells()) {
          rowNumber += rowRepeat;
          return;
        }
        // Blank cells repeated to the sheet's last column are not columns of the list.
        let width = cells.length;
        while (width > 0 && !cells[width - 1]?.trim()) width--;
        const filled = Array.from({ length: width }, (_, index) => cells[index] ?? "");
        for (let index = 0; index < rowRepeat; index++) {
          rowNumber++;
          if (table.rows.length === limit) {
            table.truncated = true;
            break;
          }
          table.rows.push({ number: rowNumber, cells: filled });
        }
      } else if (name === "table") {
        tables.push(table);
        table = null;
      }
    },
    text(text) {
      if (cell && inParagraph && !annotation) cell.paragraphs[cell.paragraphs.length - 1] += text;
    },
  });
  return tables;
}

/** The sheets of an .ods workbook in the order of its tabs. */
export function odsSheets(zip: ZipArchive, limit: number): Sheet[] | null {
  const xml = zip.text("content.xml");
  if (xml === null) return null;
  return readTables(xml, limit).map((table) => ({
    name: table.name,
    empty: table.rows.length === 0,
    rows: () => ({ rows: table.rows, truncated: table.truncated }),
  }));
}
