import { CSV_MESSAGES, CsvFileError } from "./errors";

export type CsvEncoding = "utf-8" | "windows-1252" | "utf-16le" | "utf-16be";

/** Bytes 0x80–0x9F of Windows-1252 (Excel's "CSV" on Western Windows); the other bytes are their own code
 * point. Written out because Node's TextDecoder treats "windows-1252" as Latin-1 and gets these wrong. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

export function decodeWindows1252(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    units[i] = byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80]! : byte;
  }
  return new TextDecoder("utf-16le").decode(units);
}

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** A C0 control character a text file does not hold: tab, line breaks, form feed and DOS's end-of-file mark
 * (0x1A) excepted. */
function isStrayControl(code: number): boolean {
  return (
    code < 0x20 &&
    code !== 0x09 &&
    code !== 0x0a &&
    code !== 0x0b &&
    code !== 0x0c &&
    code !== 0x0d &&
    code !== 0x1a
  );
}

/** NUL anywhere, or more than a few stray control characters in the first 64 KB: the bytes are not text. */
function looksBinary(text: string): boolean {
  if (text.includes("\u0000")) return true;
  const length = Math.min(text.length, 64 * 1024);
  let controls = 0;
  for (let i = 0; i < length; i++) if (isStrayControl(text.charCodeAt(i))) controls++;
  return controls > Math.max(2, length / 200);
}

/**
 * A text file's bytes (CSV, vCard) as text: a UTF-8, UTF-16 or UTF-8-without-BOM file as written, anything
 * that is not valid UTF-8 as Windows-1252 (older Excel exports); the byte order mark removed. Refuses an
 * empty file and binary data (a picture renamed .csv) with the owner's message. Workbooks are told apart by
 * their signature before this (`read.ts`).
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (bytes.length === 0) throw new CsvFileError("empty", CSV_MESSAGES.empty);
  let decoded: { text: string; encoding: CsvEncoding };
  if (startsWith(bytes, [0xff, 0xfe])) {
    decoded = { text: new TextDecoder("utf-16le").decode(bytes), encoding: "utf-16le" };
  } else if (startsWith(bytes, [0xfe, 0xff])) {
    decoded = { text: new TextDecoder("utf-16be").decode(bytes), encoding: "utf-16be" };
  } else {
    try {
      // TextDecoder drops a UTF-8 byte order mark by itself.
      decoded = { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
    } catch {
      decoded = { text: decodeWindows1252(bytes), encoding: "windows-1252" };
    }
  }
  const text = decoded.text.startsWith("\uFEFF") ? decoded.text.slice(1) : decoded.text;
  if (looksBinary(text)) throw new CsvFileError("binary", CSV_MESSAGES.unsupported);
  if (text.trim() === "") throw new CsvFileError("empty", CSV_MESSAGES.empty);
  return { text, encoding: decoded.encoding };
}
