import { formatCode, formatNumber, generalNumber, isoDateText } from "./number-format";
import type { CsvRow } from "./parse";
import type { Sheet, SheetRows } from "./workbook";
import { attribute, scanXml } from "./xml";
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

/** The text of a string item (`<si>` or `<is>`): its `<t>` runs, without the phonetic guides (`<rPh>`). */
function stringItems(xml: string, item: string, onItem: (text: string) => void) {
  let text: string | null = null;
  let inText = false;
  let phonetic = 0;
  scanXml(xml, {
    open(name, _attributes, empty) {
      if (name === item) text = "";
      else if (name === "rPh") phonetic++;
      else if (name === "t" && !empty && phonetic === 0) inText = true;
    },
    close(name) {
      if (name === item && text !== null) {
        onItem(decodeEscapes(text));
        text = null;
      } else if (name === "rPh") phonetic--;
      else if (name === "t") inText = false;
    },
    text(value) {
      if (inText && text !== null) text += value;
    },
  });
}

function sharedStrings(zip: ZipArchive, path: string | undefined): string[] {
  const xml = path ? zip.text(path) : null;
  const strings: string[] = [];
  if (xml) stringItems(xml, "si", (text) => strings.push(text));
  return strings;
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
function cellText(type: string, value: string, inline: string, style: number, context: CellContext): string {
  switch (type) {
    case "s":
      return context.strings[Number(value)] ?? "";
    case "inlineStr":
      return inline;
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

function sheetRows(xml: string, context: CellContext, limit: number): SheetRows {
  const rows: CsvRow[] = [];
  let truncated = false;
  let rowNumber = 0;
  let cells: string[] = [];
  let column = -1;
  let cell: { type: string; style: number; value: string; inline: string } | null = null;
  let reading: "v" | "t" | null = null;
  let inInline = false;
  let phonetic = 0;
  scanXml(xml, {
    open(name, attributes, empty) {
      switch (name) {
        case "row": {
          const number = Number(attribute(attributes, "r"));
          rowNumber = Number.isInteger(number) && number > rowNumber ? number : rowNumber + 1;
          cells = [];
          column = -1;
          return;
        }
        case "c": {
          const index = columnIndex(attribute(attributes, "r") ?? "");
          column = index > column ? index : column + 1;
          cell = {
            type: attribute(attributes, "t") ?? "n",
            style: Number(attribute(attributes, "s") ?? 0),
            value: "",
            inline: "",
          };
          return;
        }
        case "v":
          if (!empty) reading = "v";
          return;
        case "is":
          inInline = true;
          return;
        case "rPh":
          phonetic++;
          return;
        case "t":
          if (inInline && phonetic === 0 && !empty) reading = "t";
          return;
      }
    },
    close(name) {
      switch (name) {
        case "v":
        case "t":
          reading = null;
          return;
        case "rPh":
          phonetic--;
          return;
        case "is":
          inInline = false;
          return;
        case "c": {
          if (!cell) return;
          const text = cellText(cell.type, cell.value, decodeEscapes(cell.inline), cell.style, context);
          if (text !== "") {
            while (cells.length < column) cells.push("");
            cells[column] = text;
          }
          cell = null;
          return;
        }
        case "row":
          if (cells.some((text) => text.trim() !== "")) {
            if (rows.length === limit) {
              truncated = true;
              return true;
            }
            rows.push({ number: rowNumber, cells });
          }
          return;
      }
    },
    text(text) {
      if (!cell || !reading) return;
      if (reading === "v") cell.value += text;
      else cell.inline += text;
    },
  });
  return { rows, truncated };
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
