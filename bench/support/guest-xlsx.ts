// A guest list as an Excel workbook, laid out as Excel writes one: [Content_Types].xml, the package and
// workbook relationships, styles, a shared string table and one sheet whose whole-number cells are numbers.
// For the import benchmark's 10,000-row .xlsx (bench/guests-import-run.ts).
import { strToU8, zipSync } from "fflate";
import Papa from "papaparse";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export function xlsxFromCsv(csv: string): Uint8Array {
  const rows = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;
  const strings: string[] = [];
  const indexOf = new Map<string, number>();
  const sheetRows = rows.map((cells, row) => {
    const xml = cells
      .map((value, column) => {
        if (value === "") return "";
        const reference = `${columnName(column)}${row + 1}`;
        if (/^\d{1,9}$/.test(value)) return `<c r="${reference}"><v>${value}</v></c>`;
        let index = indexOf.get(value);
        if (index === undefined) {
          index = strings.push(value) - 1;
          indexOf.set(value, index);
        }
        return `<c r="${reference}" t="s"><v>${index}</v></c>`;
      })
      .join("");
    return `<row r="${row + 1}">${xml}</row>`;
  });
  const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const packageRels = "http://schemas.openxmlformats.org/package/2006/relationships";
  return zipSync(
    {
      "[Content_Types].xml": strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
      ),
      "_rels/.rels": strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${packageRels}"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      "xl/workbook.xml": strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${main}" xmlns:r="${relationships}"><workbookPr/><sheets><sheet name="Guests" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      "xl/_rels/workbook.xml.rels": strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${packageRels}"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${relationships}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${relationships}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
      "xl/styles.xml": strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="${main}"><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs></styleSheet>`,
      ),
      "xl/sharedStrings.xml": strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="${main}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`).join("")}</sst>`,
      ),
      "xl/worksheets/sheet1.xml": strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${main}" xmlns:r="${relationships}"><sheetData>${sheetRows.join("")}</sheetData></worksheet>`,
      ),
    },
    { level: 6 },
  );
}
