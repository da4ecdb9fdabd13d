import { formatCode, formatNumber, generalNumber, isoDateText } from "./number-format";
import type { CsvRow } from "./parse";
import type { Sheet, SheetRows } from "./workbook";
import { attribute, decodeEntities, scanXml, XmlError } from "./xml";
import type { ZipArchive } from "./zip";

/** Relationship types end with these (the namespace before them differs between Strict and Transitional). */
const OFFICE_DOCUMENT = "/officeDocument";
const WORKSHEET = "/worksheet";
const SHARED_STRINGS = "/sharedStrings";
const STYLES = "/styles";

interface Relationship {
  type: string;
  target: string;
}

/** A part's path from a relationship's target: absolute ("/xl/…") or relative to the part's folder. */
function resolve(folder: string, target: string): string {
  const parts = (target.startsWith("/") ? target.slice(1) : folder + target).split("/");
  const path: string[] = [];
  for (const part of parts) {
    if (part === "..") path.pop();
    else if (part !== "." && part !== "") path.push(part);
  }
  return path.join("/");
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf("/") + 1);

function relationships(zip: ZipArchive, part: string): Map<string, Relationship> {
  const folder = folderOf(part);
  const found = new Map<string, Relationship>();
  const xml = zip.text(`${folder}_rels/${part.slice(folder.length)}.rels`);
  if (!xml) return found;
  scanXml(xml, {
    open(name, attributes) {
      if (name !== "Relationship" || attribute(attributes, "TargetMode") === "External") return;
      const id = attribute(attributes, "Id");
      const target = attribute(attributes, "Target");
      if (id && target) {
        found.set(id, { type: attribute(attributes, "Type") ?? "", target: resolve(folder, target) });
      }
    },
  });
  return found;
}

/** Excel escapes characters XML cannot hold as _xHHHH_ (a line break as _x000D_), and _ itself as _x005F_. */
const decodeEscapes = (text: string) =>
  text.includes("_x")
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : text;

/**
 * The sheet and its string table are read with patterns for the few elements they hold rather than tag by
 * tag: a 10,000-row sheet has hundreds of thousands of tags. Element names may carry a prefix (`x:c`, as
 * the Open XML SDK writes them). A document type declaration is refused, as `scanXml` does.
 */
const element = (name: string) =>
  new RegExp(`<(?:[\\w.-]+:)?${name}\\b([^>]*?)(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>)`, "g");
const TEXT_RUN = element("t");
const PHONETIC = element("rPh");
const VALUE = element("v");
const INLINE = element("is");

function refuseDoctype(xml: string) {
  if (/<!DOCTYPE/i.test(xml)) throw new XmlError();
}

/** The text of a string item (`<si>` or `<is>`): its `<t>` runs, without the phonetic guides (`<rPh>`). */
function itemText(content: string): string {
  const runs = content.includes("rPh") ? content.replace(PHONETIC, "") : content;
  let text = "";
  for (const run of runs.matchAll(TEXT_RUN)) text += run[2] ?? "";
  return decodeEscapes(decodeEntities(text));
}

function sharedStrings(zip: ZipArchive, path: string | undefined): string[] {
  const xml = path ? zip.text(path) : null;
  if (!xml) return [];
  refuseDoctype(xml);
  return Array.from(xml.matchAll(element("si")), (item) => itemText(item[2] ?? ""));
}

/** Each cell style's number format code, by the style's index (a cell's `s`). */
function cellFormats(zip: ZipArchive, path: string | undefined): string[] {
  const xml = path ? zip.text(path) : null;
  if (!xml) return [];
  const custom = new Map<number, string>();
  const formats: string[] = [];
  let inCellXfs = false;
  scanXml(xml, {
    open(name, attributes) {
      if (name === "numFmt") {
        custom.set(
          Number(attribute(attributes, "numFmtId")),
          attribute(attributes, "formatCode") ?? "General",
        );
      } else if (name === "cellXfs") inCellXfs = true;
      else if (name === "xf" && inCellXfs)
        formats.push(String(Number(attribute(attributes, "numFmtId") ?? 0)));
    },
    close(name) {
      if (name === "cellXfs") inCellXfs = false;
    },
  });
  // numFmts comes before cellXfs, but resolve after the scan in case a writer put them the other way round.
  return formats.map((id) => formatCode(Number(id), custom));
}

/** "BC12" → column index 54 (0-based); -1 when the reference has no letters. */
function columnIndex(reference: string): number {
  let index = 0;
  let letters = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0) & ~0x20;
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
    letters++;
  }
  return letters ? index - 1 : -1;
}

interface CellContext {
  strings: string[];
  formats: string[];
  date1904: boolean;
}

/** A cell's text as the sheet shows it; a formula's cached value, never the formula. */
function cellText(type: string, value: string, style: number, context: CellContext): string {
  switch (type) {
    case "s":
      return context.strings[Number(value)] ?? "";
    case "str":
    case "e":
      return decodeEscapes(value);
    case "b":
      return value === "1" || value === "true" ? "TRUE" : value === "" ? "" : "FALSE";
    case "d":
      return isoDateText(value);
    default: {
      if (value.trim() === "") return "";
      const number = Number(value);
      if (!Number.isFinite(number)) return value;
      const code = context.formats[style];
      return code ? formatNumber(number, code, context.date1904) : generalNumber(number);
    }
  }
}

const ROW = element("row");
const ROW_START = /<(?:[\w.-]+:)?row\b/g;
const CELL = element("c");

function sheetRows(xml: string, context: CellContext, limit: number): SheetRows {
  refuseDoctype(xml);
  const rows: CsvRow[] = [];
  let rowNumber = 0;
  let seen = 0;
  for (const row of xml.matchAll(ROW)) {
    seen++;
    const number = Number(attribute(row[1]!, "r"));
    rowNumber = Number.isInteger(number) && number > rowNumber ? number : rowNumber + 1;
    const cells: string[] = [];
    let column = -1;
    for (const cell of (row[2] ?? "").matchAll(CELL)) {
      const attributes = cell[1]!;
      const content = cell[2] ?? "";
      const index = columnIndex(attribute(attributes, "r") ?? "");
      column = index > column ? index : column + 1;
      const type = attribute(attributes, "t") ?? "n";
      let text: string;
      if (type === "inlineStr") {
        INLINE.lastIndex = 0;
        text = itemText(INLINE.exec(content)?.[2] ?? "");
      } else {
        VALUE.lastIndex = 0;
        const value = decodeEntities(VALUE.exec(content)?.[2] ?? "");
        text = cellText(type, value, Number(attribute(attributes, "s") ?? 0), context);
      }
      if (text === "") continue;
      while (cells.length < column) cells.push("");
      cells[column] = text;
    }
    if (!cells.some((text) => text.trim() !== "")) continue;
    if (rows.length === limit) return { rows, truncated: true };
    rows.push({ number: rowNumber, cells });
  }
  // A row that starts but never ends (a writer's broken XML) is a damaged sheet, not a shorter one.
  if (seen !== (xml.match(ROW_START)?.length ?? 0)) throw new XmlError();
  return { rows, truncated: false };
}

/** Data cells a sheet holds: a value (`<v>`) or an inline string; a sheet of formatting only is empty. */
const HAS_VALUES = /<(?:\w+:)?(?:v|is)[\s>]/;

/** The worksheets of an .xlsx (or .xlsm) workbook in the order of its tabs, hidden ones left out. */
export function xlsxSheets(zip: ZipArchive): Sheet[] | null {
  const root = relationships(zip, "");
  const workbookPath =
    [...root.values()].find((relation) => relation.type.endsWith(OFFICE_DOCUMENT))?.target ??
    "xl/workbook.xml";
  const workbook = zip.text(workbookPath);
  if (workbook === null) return null;
  const parts = relationships(zip, workbookPath);
  const partOf = (suffix: string) =>
    [...parts.values()].find((relation) => relation.type.endsWith(suffix))?.target;
  const tabs: { name: string; path: string }[] = [];
  let date1904 = false;
  scanXml(workbook, {
    open(name, attributes) {
      if (name === "workbookPr") {
        const value = attribute(attributes, "date1904");
        date1904 = value === "1" || value === "true";
      } else if (name === "sheet") {
        const relation = parts.get(attribute(attributes, "id") ?? "");
        const hidden = (attribute(attributes, "state") ?? "visible") !== "visible";
        if (relation?.type.endsWith(WORKSHEET) && !hidden) {
          tabs.push({ name: attribute(attributes, "name") ?? "", path: relation.target });
        }
      }
    },
  });
  let context: CellContext | undefined;
  const contextOf = () => {
    context ??= {
      strings: sharedStrings(zip, partOf(SHARED_STRINGS)),
      formats: cellFormats(zip, partOf(STYLES)),
      date1904,
    };
    return context;
  };
  return tabs.map(({ name, path }) => {
    const xml = zip.text(path) ?? "";
    return {
      name,
      empty: !HAS_VALUES.test(xml),
      rows: (limit: number) => sheetRows(xml, contextOf(), limit),
    };
  });
}
