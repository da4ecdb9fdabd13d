import { readFileSync } from "node:fs";
import path from "node:path";
import { strToU8, Zip, ZipDeflate, zipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { CSV_MESSAGES, CsvFileError } from "./errors";
import { proposeMapping } from "./header";
import { readGuestFile } from "./read";
import { MAX_UNZIPPED_BYTES } from "./zip";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures", name)));

function refusal(read: () => unknown): CsvFileError {
  try {
    read();
  } catch (error) {
    if (error instanceof CsvFileError) return error;
    throw error;
  }
  throw new Error("the file was accepted");
}

/** An OLE compound file (512-byte sectors: the header, one FAT sector, one directory sector) whose directory
 * names the given streams, as Office writes an encrypted .xlsx or Excel 97 an .xls. */
function compoundFile(streams: string[]): Uint8Array {
  const file = new Uint8Array(512 * 3);
  const view = new DataView(file.buffer);
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(0x18, 0x3e, true); // minor version
  view.setUint16(0x1a, 3, true); // major version 3: 512-byte sectors
  view.setUint16(0x1c, 0xfffe, true); // little-endian
  view.setUint16(0x1e, 9, true); // sector shift
  view.setUint16(0x20, 6, true); // mini sector shift
  view.setUint32(0x2c, 1, true); // one FAT sector
  view.setUint32(0x30, 1, true); // the directory starts at sector 1
  view.setUint32(0x38, 4096, true); // mini stream cutoff
  view.setUint32(0x3c, 0xfffffffe, true);
  view.setUint32(0x44, 0xfffffffe, true);
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + i * 4, i === 0 ? 0 : 0xffffffff, true);
  const fat = 512;
  view.setUint32(fat, 0xfffffffd, true); // sector 0 is the FAT
  view.setUint32(fat + 4, 0xfffffffe, true); // sector 1, the directory, ends its chain
  for (let i = 2; i < 128; i++) view.setUint32(fat + i * 4, 0xffffffff, true);
  ["Root Entry", ...streams].forEach((name, index) => {
    const entry = 1024 + index * 128;
    for (let i = 0; i < name.length; i++) view.setUint16(entry + i * 2, name.charCodeAt(i), true);
    view.setUint16(entry + 64, (name.length + 1) * 2, true);
    file[entry + 66] = index === 0 ? 5 : 2; // root storage, then streams
  });
  return file;
}

/** A minimal workbook as Excel lays one out, with the sheet XML given. */
function workbook(sheetXml: string, extra: Record<string, string> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8('<?xml version="1.0"?><Types/>'),
    "_rels/.rels": strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    "xl/workbook.xml": strToU8(
      '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    "xl/worksheets/sheet1.xml": strToU8(
      `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetXml}</sheetData></worksheet>`,
    ),
  };
  for (const [name, text] of Object.entries(extra)) files[name] = strToU8(text);
  return zipSync(files);
}

describe("Excel workbooks (.xlsx)", () => {
  const file = readGuestFile(fixture("excel-guests.xlsx"));

  test("the first sheet, its header below a title row, row numbers as the sheet shows them", () => {
    expect(file.format).toEqual({
      kind: "workbook",
      type: "xlsx",
      sheet: "Guests",
      sheets: ["Guests", "Notes"],
    });
    expect(file.headerRow).toBe(3);
    expect(file.headers).toEqual([
      "First Name",
      "Last Name",
      "Email",
      "Phone",
      "Zip",
      "RSVP date",
      "Party size",
      "Attending",
      "Code",
      "Gift",
    ]);
    expect(file.rows.map((row) => row.number)).toEqual([4, 6]);
    expect(proposeMapping(file).slice(0, 4)).toEqual(["firstName", "lastName", "email", "phone"]);
  });

  test("values as the sheet shows them: shared and rich strings, numbers, dates, cached formula values", () => {
    expect(file.rows[0]!.cells).toEqual([
      "Ana ", // a rich-text cell: its runs joined
      "Souza",
      "ana@example.com",
      "447700900123", // a phone stored as a number keeps every digit
      "02134", // "00000" keeps the zip code's leading zero
      "2026-06-01", // "d mmm yyyy" is a date
      "2", // =1+1: its cached value, not the formula
      "TRUE",
      "007", // a text cell keeps its leading zeros
      "12.50",
    ]);
    expect(file.rows[1]!.cells).toEqual([
      "Bo",
      "Kim",
      "bo@example.kr",
      "+82 10-1234-5678",
      "",
      "",
      "one",
      "FALSE",
    ]);
  });

  test("a sheet the owner picks; an empty or hidden sheet is not offered, an unknown one is refused", () => {
    const notes = readGuestFile(fixture("excel-guests.xlsx"), { sheet: "Notes" });
    expect(notes.rows[0]!.cells).toEqual(["Chloé Martin", "Vegetarian"]);
    expect(notes.format).toMatchObject({ sheet: "Notes" });
    expect(refusal(() => readGuestFile(fixture("excel-guests.xlsx"), { sheet: "Empty" }))).toMatchObject({
      reason: "empty",
      message: CSV_MESSAGES.emptySheet("Empty"),
    });
    expect(refusal(() => readGuestFile(fixture("excel-guests.xlsx"), { sheet: "Old list" })).message).toBe(
      CSV_MESSAGES.noSheet("Old list"),
    );
  });

  test("inline strings, as streaming writers store them", () => {
    const inline = readGuestFile(fixture("inline-strings.xlsx"));
    expect(inline.headers).toEqual(["Name", "Email", "Phone"]);
    expect(inline.rows.map((row) => row.cells)).toEqual([
      ["Ana Souza", "ana@example.com", "0044 7700 900123"],
      ["Bo Kim", "bo@example.kr"],
    ]);
  });

  test("number formats: decimals, thousands, percentages, times, the 1904 date system, errors, escapes", () => {
    const styles =
      '<styleSheet><numFmts count="2"><numFmt numFmtId="164" formatCode="[$-409]dddd, mmmm d, yyyy"/><numFmt numFmtId="165" formatCode="&quot;#&quot;0000"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="3"/><xf numFmtId="9"/><xf numFmtId="22"/><xf numFmtId="20"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs></styleSheet>';
    const sheet = (date1904: boolean) =>
      workbook(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>A_x000D_&#10;B</t></is></c><c r="B2" s="1"><v>1234567</v></c><c r="C2" s="2"><v>0.25</v></c><c r="D2" s="3"><v>46174.5</v></c><c r="E2" s="4"><v>0.75</v></c><c r="F2" s="5"><v>46174</v></c><c r="G2" s="6"><v>42</v></c><c r="H2" t="e"><f>1/0</f><v>#DIV/0!</v></c><c r="I2"><v>0.1</v></c><c r="J2"><f>A1</f></c><c r="K2" t="d"><v>2026-06-01T00:00:00</v></c></row>',
        {
          "xl/styles.xml": styles,
          "xl/_rels/workbook.xml.rels":
            '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
          ...(date1904
            ? {
                "xl/workbook.xml":
                  '<workbook xmlns:r="r"><workbookPr date1904="1"/><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
              }
            : {}),
        },
      );
    expect(readGuestFile(sheet(false)).rows[0]!.cells).toEqual([
      "A\r\nB",
      "1,234,567",
      "25%",
      "2026-06-01 12:00",
      "18:00",
      "2026-06-01",
      "0042", // the quoted "#" is literal text, left out; the digits keep their zeros
      "#DIV/0!",
      "0.1",
      "", // a formula without a cached value is empty: formulas are never evaluated
      "2026-06-01",
    ]);
    expect(readGuestFile(sheet(true)).rows[0]!.cells[5]).toBe("2030-06-02");
  });
});

describe("OpenDocument spreadsheets (.ods)", () => {
  const file = readGuestFile(fixture("libreoffice-guests.ods"));

  test("the first sheet as LibreOffice shows it; repeated blank rows and columns are no rows or columns", () => {
    expect(file.format).toEqual({
      kind: "workbook",
      type: "ods",
      sheet: "Invités",
      sheets: ["Invités", "Tables"],
    });
    expect(file.headers).toEqual(["Nom", "Courriel", "Téléphone", "Date", "Part", "Notes"]);
    expect(file.rows).toEqual([
      {
        number: 2,
        cells: [
          "Chloé  Martin",
          "chloe@example.fr",
          "33612345678",
          "2026-06-01",
          "50%",
          "Végétarienne\nAllergie aux noix",
        ],
      },
      { number: 5, cells: ["Hugo Bernard", "", "33698765432"] },
    ]);
  });

  test("another sheet by name", () => {
    expect(readGuestFile(fixture("libreoffice-guests.ods"), { sheet: "Tables" }).headers).toEqual([
      "Table 1",
    ]);
  });
});

describe("contacts files (.vcf)", () => {
  test("an iPhone export (vCard 3.0): preferred e-mail and phone, escapes, folded lines, photos left out", () => {
    const file = readGuestFile(fixture("iphone.vcf"));
    expect(file.format).toEqual({ kind: "contacts" });
    expect(file.headers).toEqual(["Name", "Email", "Phone", "Organization", "Notes"]);
    expect(proposeMapping(file)).toEqual(["name", "email", "phone", "ignore", "notes"]);
    expect(file.rows).toEqual([
      {
        number: 1,
        cells: [
          "Ana Souza",
          "ana@example.com",
          "+55 11 91234-5678",
          "Souza & Filhos",
          "Bride's cousin, from São Paulo\nVegetarian",
        ],
      },
      {
        number: 17,
        cells: [
          "Piotr Kowalski with a name long enough that the phone folds this line over two lines",
          "",
          "+48 601 234 567",
          "",
          "",
        ],
      },
    ]);
  });

  test("an Android export (vCard 2.1): quoted-printable with soft line breaks, charsets, bare types", () => {
    const file = readGuestFile(fixture("android.vcf"));
    expect(file.rows.map((row) => row.cells)).toEqual([
      [
        "Jürgen Müller",
        "juergen@example.de",
        "+49 151 23456789",
        "",
        "Keine Nüsse, bitte! Isst vegan. Sitzt gern bei Oma.",
      ],
      ["Hana", "", "+81 90-1234-5678", "", ""],
      ["Lucía García", "", "+34 912 345 678", "", ""], // no FN: the structured name, in ISO-8859-1
    ]);
    expect(file.rows.map((row) => row.number)).toEqual([1, 11, 17]);
  });

  test("a Google Contacts export and a vCard 4.0 with PREF and a tel: URI", () => {
    const google = readGuestFile(fixture("google-contacts.vcf"));
    expect(google.rows.map((row) => row.cells)).toEqual([
      ["Chloé Martin", "chloe@example.fr", "+33 6 12 34 56 78", "Atelier Martin", "Plus one: Hugo"],
      ["", "nobody@example.com", "", "", ""], // no name: the preview says it is skipped
    ]);
    const four = readGuestFile(fixture("vcard4.vcf"));
    expect(four.rows[0]!.cells).toEqual(["Kim Bo", "bo@example.kr", "+82-10-1234-5678", "", ""]);
  });

  test("10,000 contacts import; more than the limit are refused", () => {
    const card = (index: number) =>
      `BEGIN:VCARD\nVERSION:3.0\nFN:Guest ${index}\nEMAIL:guest${index}@example.com\nEND:VCARD\n`;
    const many = Array.from({ length: 10_000 }, (_, index) => card(index)).join("");
    const file = readGuestFile(new TextEncoder().encode(many));
    expect(file.rows).toHaveLength(10_000);
    expect(file.rows[9_999]).toEqual({
      number: 9_999 * 5 + 1,
      cells: ["Guest 9999", "guest9999@example.com", "", "", ""],
    });
    expect(refusal(() => readGuestFile(new TextEncoder().encode(many), { maxRows: 9_999 })).reason).toBe(
      "tooManyRows",
    );
  });
});

describe("workbooks it refuses, with the owner's message", () => {
  test("a password-protected workbook and a legacy .xls, by what their compound file holds", () => {
    expect(
      refusal(() => readGuestFile(compoundFile(["\u0006DataSpaces", "EncryptionInfo", "EncryptedPackage"]))),
    ).toMatchObject({ reason: "workbook", message: CSV_MESSAGES.encrypted });
    expect(
      refusal(() => readGuestFile(compoundFile(["Workbook", "\u0005SummaryInformation"]))),
    ).toMatchObject({
      reason: "workbook",
      message: CSV_MESSAGES.legacyXls,
    });
    expect(refusal(() => readGuestFile(compoundFile(["WordDocument"]))).message).toBe(
      CSV_MESSAGES.unsupported,
    );
  });

  test("a damaged workbook: cut short, or with broken XML", () => {
    const whole = fixture("excel-guests.xlsx");
    expect(refusal(() => readGuestFile(whole.subarray(0, whole.length - 400)))).toMatchObject({
      reason: "parse",
      message: CSV_MESSAGES.corruptWorkbook,
    });
    expect(
      refusal(() => readGuestFile(workbook('<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c')))
        .message,
    ).toBe(CSV_MESSAGES.corruptWorkbook);
  });

  test("XML with entity declarations is refused, never expanded", () => {
    const laughs = workbook('<row r="1"><c r="A1" t="inlineStr"><is><t>&lol9;</t></is></c></row>', {
      "xl/worksheets/sheet1.xml":
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol2;</t></is></c></row></sheetData></worksheet>',
    });
    expect(refusal(() => readGuestFile(laughs)).message).toBe(CSV_MESSAGES.corruptWorkbook);
  });

  test("a zip bomb: past the unzipped limit, or inflating past the size its directory claims", () => {
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      chunks.push(chunk);
    });
    for (const [name, text] of Object.entries({
      "[Content_Types].xml": "<Types/>",
      "xl/workbook.xml": '<workbook><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>',
      "xl/_rels/workbook.xml.rels":
        '<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    })) {
      const entry = new ZipDeflate(name);
      zip.add(entry);
      entry.push(strToU8(text), true);
    }
    const sheet = new ZipDeflate("xl/worksheets/sheet1.xml", { level: 9 });
    zip.add(sheet);
    const zeros = new Uint8Array(1024 * 1024).fill(0x20);
    const megabytes = MAX_UNZIPPED_BYTES / (1024 * 1024) + 1;
    for (let index = 0; index < megabytes; index++) sheet.push(zeros, index === megabytes - 1);
    zip.end();
    const bomb = new Uint8Array(Buffer.concat(chunks));
    expect(bomb.length).toBeLessThan(MAX_UNZIPPED_BYTES / 100);
    expect(refusal(() => readGuestFile(bomb)).message).toBe(CSV_MESSAGES.unzippedTooLarge);

    // A directory that understates the size: inflating stops at the size it claims.
    const small = workbook(
      `<row r="1"><c r="A1" t="inlineStr"><is><t>${"x".repeat(5000)}</t></is></c></row>`,
    );
    const lying = small.slice();
    const view = new DataView(lying.buffer);
    for (let at = lying.length - 22; at > 0; at--) {
      if (view.getUint32(at, true) !== 0x02014b50) continue;
      const nameLength = view.getUint16(at + 28, true);
      const name = new TextDecoder().decode(lying.subarray(at + 46, at + 46 + nameLength));
      if (name === "xl/worksheets/sheet1.xml") view.setUint32(at + 24, 1000, true);
    }
    expect(refusal(() => readGuestFile(lying)).message).toBe(CSV_MESSAGES.corruptWorkbook);
  });

  test("a picture renamed .xlsx, and a zip that is no workbook", () => {
    const png = new Uint8Array(
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
        "base64",
      ),
    );
    expect(refusal(() => readGuestFile(png)).message).toBe(CSV_MESSAGES.unsupported);
    expect(refusal(() => readGuestFile(zipSync({ "photo.jpg": new Uint8Array(10) }))).message).toBe(
      CSV_MESSAGES.unsupported,
    );
  });

  test("a workbook whose sheets are all empty", () => {
    expect(refusal(() => readGuestFile(workbook('<row r="1"/>'))).message).toBe(CSV_MESSAGES.empty);
  });
});
