import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { CSV_MESSAGES, CsvFileError } from "./errors";
import { guessMapping } from "./header";
import { readGuestFile } from "./read";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures", name)));
const bytes = (text: string) => new TextEncoder().encode(text);

function refusal(read: () => unknown): CsvFileError {
  try {
    read();
  } catch (error) {
    if (error instanceof CsvFileError) return error;
    throw error;
  }
  throw new Error("the file was accepted");
}

describe("readGuestFile: encodings, delimiters, line endings", () => {
  test("a Windows-1252 file with semicolons (Excel on a French Windows) keeps its accents and € sign", () => {
    const file = readGuestFile(fixture("excel-semicolon-1252.csv"));
    expect(file.encoding).toBe("windows-1252");
    expect(file.delimiter).toBe(";");
    expect(file.headers).toEqual([
      "Prénom",
      "Nom",
      "E-mail",
      "Téléphone",
      "Réponse",
      "Table",
      "Régime",
      "Remarques",
    ]);
    expect(file.rows.map((row) => row.cells[0])).toEqual(["José", "Françoise", "Zoë"]);
    expect(file.rows[1]!.cells[7]).toBe("Cadeau: 50 €");
    expect(file.rows[2]!.cells[7]).toBe("«Invitée» du marié");
  });

  test("a UTF-8 file with a byte order mark (Excel's CSV UTF-8) loses the mark, not the first header", () => {
    const file = readGuestFile(fixture("excel-utf8-bom.csv"));
    expect(file.encoding).toBe("utf-8");
    expect(file.headers[0]).toBe("Name");
    expect(file.rows.map((row) => row.cells[0])).toEqual([
      "Zoë Ångström",
      "Nguyễn, Thị Mai",
      "Björn Þórsson",
    ]);
    expect(file.rows[1]!.cells[4]).toBe('Prefers "Mai"');
  });

  test("Excel's Unicode text (UTF-16 with a BOM, tab-separated)", () => {
    const file = readGuestFile(fixture("excel-unicode-text.txt"));
    expect(file.encoding).toBe("utf-16le");
    expect(file.delimiter).toBe("\t");
    expect(file.headers).toEqual(["Name", "Email", "RSVP", "Table"]);
    expect(file.rows[1]!.cells[0]).toBe("Émilie Du Châtelet");
  });

  test("a title line and a blank line above the header are skipped; row numbers are the editor's lines", () => {
    const file = readGuestFile(fixture("google-sheets.csv"));
    expect(file.headerRow).toBe(3);
    expect(file.headers[0]).toBe("Guest Name");
    expect(file.rows[0]).toMatchObject({ number: 4 });
    expect(file.rows[0]!.cells[10]).toBe("Arriving late\nneeds parking");
    // The first row's note runs over two lines, which an editor counts.
    expect(file.rows.map((row) => row.number)).toEqual([4, 6, 7, 8, 9]);
  });

  test.each([
    ["CRLF", "name,email\r\nAnn,ann@example.com\r\nBo,\r\n"],
    ["LF", "name,email\nAnn,ann@example.com\nBo,\n"],
    ["CR (old Mac)", "name,email\rAnn,ann@example.com\rBo,\r"],
    ["no final line break", "name,email\nAnn,ann@example.com\nBo,"],
  ])("%s line endings", (_case, text) => {
    const file = readGuestFile(bytes(text));
    expect(file.rows.map((row) => row.cells)).toEqual([
      ["Ann", "ann@example.com"],
      ["Bo", ""],
    ]);
  });

  test("mixed line endings in one file (LF, CRLF, a lone CR) never glue rows; lines counted as an editor does", () => {
    const file = readGuestFile(
      bytes('name,notes\nAnn,x\r\nBo,"two\r\nlines"\rCy,\n\n\r\nDee,last\r\nEd,\rFay,'),
    );
    expect(file.rows.map((row) => [row.number, row.cells[0]])).toEqual([
      [2, "Ann"],
      [3, "Bo"],
      [5, "Cy"],
      [8, "Dee"],
      [9, "Ed"],
      [10, "Fay"],
    ]);
    expect(file.rows[1]!.cells[1]).toBe("two\nlines");
  });

  test("a header under a 39-line title block is found on line 40", () => {
    const titles = Array.from({ length: 39 }, (_, i) => (i % 3 === 2 ? "" : `Title line ${i + 1},,`)).join(
      "\n",
    );
    const file = readGuestFile(bytes(`${titles}\nName,Email,RSVP\nAnn,ann@example.com,Yes\n`));
    expect(file.headerRow).toBe(40);
    expect(file.headers).toEqual(["Name", "Email", "RSVP"]);
    expect(file.rows).toEqual([{ number: 41, cells: ["Ann", "ann@example.com", "Yes"] }]);
  });

  test("tab and pipe delimiters, and a semicolon file whose names hold commas", () => {
    expect(readGuestFile(bytes("Name\tEmail\nAnn\ta@x.io\n")).delimiter).toBe("\t");
    expect(readGuestFile(bytes("Name|Email\nAnn|a@x.io\n")).delimiter).toBe("|");
    const file = readGuestFile(bytes("Name;Email\nLee, Ann;a@x.io\nKim, Bo;b@x.io\n"));
    expect(file.delimiter).toBe(";");
    expect(file.rows[0]!.cells).toEqual(["Lee, Ann", "a@x.io"]);
  });

  test("a one-column list of names is a list of names", () => {
    const file = readGuestFile(bytes("Guests\nAnn Lee\nBo Kim\n"));
    expect(file.rows.map((row) => row.cells)).toEqual([["Ann Lee"], ["Bo Kim"]]);
    expect(guessMapping(file.headers)).toEqual(["name"]);
  });

  test("a row wider than its header gets a column of its own", () => {
    const file = readGuestFile(bytes("Name,Email\nAnn,a@x.io,extra\n"));
    expect(file.headers).toEqual(["Name", "Email", "Column 3"]);
  });
});

describe("readGuestFile: files it refuses, with the owner's message", () => {
  test("an empty file, or one with only blank lines", () => {
    expect(refusal(() => readGuestFile(new Uint8Array()))).toMatchObject({ message: CSV_MESSAGES.empty });
    expect(refusal(() => readGuestFile(bytes("\r\n \r\n,,,\r\n")))).toMatchObject({
      message: CSV_MESSAGES.empty,
    });
  });

  test("an image renamed .csv is not text: the parse error", () => {
    const png = new Uint8Array(
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
        "base64",
      ),
    );
    expect(refusal(() => readGuestFile(png))).toMatchObject({
      reason: "binary",
      message: CSV_MESSAGES.parseError,
    });
    const noise = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    expect(refusal(() => readGuestFile(noise)).message).toBe(CSV_MESSAGES.parseError);
  });

  test("an Excel workbook saved under a .csv name says how to make a CSV of it", () => {
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect(refusal(() => readGuestFile(xlsx))).toMatchObject({
      reason: "workbook",
      message: CSV_MESSAGES.workbook,
    });
  });

  test("an unclosed quote is the parse error, naming its line", () => {
    const error = refusal(() => readGuestFile(bytes('name,notes\nAnn,"fine"\nBo,"never closed\nCy,x\n')));
    expect(error.message).toBe("The CSV file contains errors. Please check the format.");
    expect(error.detail).toMatch(/^Line 3:/);
  });

  test("more data rows than the limit are refused without reading the rest", () => {
    const text = `name\n${"guest\n".repeat(51)}`;
    expect(readGuestFile(bytes(text), 51).rows).toHaveLength(51);
    expect(refusal(() => readGuestFile(bytes(`${text}one more\n`), 51))).toMatchObject({
      reason: "tooManyRows",
      message: "The file has more than 51 rows. Split it into smaller files.",
    });
  });
});
