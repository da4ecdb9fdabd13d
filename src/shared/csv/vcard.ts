import { decodeWindows1252 } from "./decode";
import type { CsvRow } from "./parse";
import type { SheetRows } from "./workbook";

/**
 * The columns a contacts file is read into. They are the file's own field names in the words a contacts
 * CSV export uses (not messages of ours): the same header recognition maps them on the page and on the
 * server, whatever language either speaks.
 */
export const CONTACT_COLUMNS = ["Name", "Email", "Phone", "Organization", "Notes"]; // i18n-ignore

/** A vCard file starts with its first card (after a byte order mark or blank lines). */
export const isVCard = (text: string) => /^\s*BEGIN:VCARD[ \t]*(?:\r|\n|$)/i.test(text.slice(0, 1024));

interface Property {
  name: string;
  params: Map<string, string[]>;
  value: string;
}

/** "TEL;TYPE=cell,pref;CHARSET=UTF-8" → name and params; vCard 2.1's bare params ("TEL;CELL;PREF") are
 * types. Colons inside quoted param values do not end the params. */
function parseProperty(line: string): Property | null {
  let colon = -1;
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (char === '"') quoted = !quoted;
    else if (char === ":" && !quoted) {
      colon = index;
      break;
    }
  }
  if (colon < 0) return null;
  const [head = "", ...rawParams] = line.slice(0, colon).split(";");
  const params = new Map<string, string[]>();
  for (const raw of rawParams) {
    const equals = raw.indexOf("=");
    const key = equals < 0 ? "TYPE" : raw.slice(0, equals).trim().toUpperCase();
    const values = (equals < 0 ? raw : raw.slice(equals + 1))
      .split(",")
      .map((value) => value.replace(/"/g, "").trim());
    params.set(key, [...(params.get(key) ?? []), ...values]);
  }
  // A group prefix ("item1.EMAIL", as Apple writes) does not change what the property is.
  const name = head
    .slice(head.lastIndexOf(".") + 1)
    .trim()
    .toUpperCase();
  return { name, params, value: line.slice(colon + 1) };
}

const hasValue = (property: Property, key: string, wanted: string) =>
  (property.params.get(key) ?? []).some((value) => value.toUpperCase() === wanted);

const isQuotedPrintable = (property: Property) =>
  hasValue(property, "ENCODING", "QUOTED-PRINTABLE") || hasValue(property, "TYPE", "QUOTED-PRINTABLE");

function decodeQuotedPrintable(value: string, charset: string | undefined): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index++) {
    const hex = value[index] === "=" ? value.slice(index + 1, index + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(value.charCodeAt(index) & 0xff);
  }
  const data = new Uint8Array(bytes);
  const label = (charset ?? "utf-8").toLowerCase();
  if (label === "windows-1252" || label === "iso-8859-1" || label === "latin1")
    return decodeWindows1252(data);
  try {
    return new TextDecoder(label).decode(data);
  } catch {
    return new TextDecoder().decode(data);
  }
}

/** vCard 3.0/4.0 text escapes; 2.1 has none, but its values hold no backslash sequences either. */
const unescapeText = (value: string) =>
  value.replace(/\\([nN,;:\\])/g, (_, char: string) => (char === "n" || char === "N" ? "\n" : char));

/** Splits a structured value (N, ORG) on its unescaped semicolons. */
const components = (value: string) => value.split(/(?<!\\);/).map((part) => unescapeText(part).trim());

interface Contact {
  line: number;
  fullName: string;
  structuredName: string;
  emails: { value: string; preferred: boolean }[];
  phones: { value: string; preferred: boolean }[];
  organization: string;
  notes: string[];
}

const isPreferred = (property: Property) =>
  hasValue(property, "TYPE", "PREF") || (property.params.get("PREF")?.[0] ?? "") === "1";

const firstPreferred = (values: Contact["emails"]) =>
  (values.find((entry) => entry.preferred) ?? values[0])?.value ?? "";

function apply(contact: Contact, property: Property) {
  if (hasValue(property, "ENCODING", "BASE64") || hasValue(property, "ENCODING", "B")) return;
  const raw = isQuotedPrintable(property)
    ? decodeQuotedPrintable(property.value, property.params.get("CHARSET")?.[0])
    : property.value;
  switch (property.name) {
    case "FN":
      contact.fullName = unescapeText(raw).trim();
      return;
    case "N": {
      const [family = "", given = "", additional = "", prefix = "", suffix = ""] = components(raw);
      contact.structuredName = [prefix, given, additional, family, suffix].filter(Boolean).join(" ");
      return;
    }
    case "EMAIL": {
      const value = unescapeText(raw).trim();
      if (value) contact.emails.push({ value, preferred: isPreferred(property) });
      return;
    }
    case "TEL": {
      const value = unescapeText(raw).trim().replace(/^tel:/i, "");
      if (value) contact.phones.push({ value, preferred: isPreferred(property) });
      return;
    }
    case "ORG":
      contact.organization = components(raw).filter(Boolean).join(", ");
      return;
    case "NOTE":
      if (raw.trim()) contact.notes.push(unescapeText(raw).trim());
      return;
  }
}

/**
 * Logical lines of a vCard file with the number of the physical line each starts on: folded lines (a line
 * starting with a space or tab continues the one before) are joined, and so are vCard 2.1's quoted-printable
 * soft line breaks (a line ending in "=" continues on the next).
 */
function logicalLines(text: string): { line: number; text: string }[] {
  const physical = text.split(/\r\n|\n|\r/);
  const lines: { line: number; text: string }[] = [];
  for (let index = 0; index < physical.length; index++) {
    const current = physical[index]!;
    const last = lines[lines.length - 1];
    if (last && /^[ \t]/.test(current)) {
      last.text += current.slice(1);
      continue;
    }
    const entry = { line: index + 1, text: current };
    while (/QUOTED-PRINTABLE/i.test(entry.text.split(":", 1)[0] ?? "") && entry.text.endsWith("=")) {
      if (index + 1 >= physical.length) break;
      entry.text = entry.text.slice(0, -1) + physical[++index];
    }
    lines.push(entry);
  }
  return lines;
}

/**
 * The contacts of a vCard file (2.1, 3.0 or 4.0: what phones, iCloud, Google Contacts and Outlook export),
 * one row each under `CONTACT_COLUMNS`: the display name (else the structured name), the preferred e-mail
 * and phone (else the first), the organisation and the notes. A contact's row number is the line its
 * BEGIN:VCARD is on. Photos and other fields are left out.
 */
export function readContacts(text: string, limit: number): SheetRows {
  const rows: CsvRow[] = [];
  let contact: Contact | null = null;
  for (const { line, text: logical } of logicalLines(text)) {
    const property = parseProperty(logical);
    if (!property) continue;
    if (property.name === "BEGIN" && property.value.trim().toUpperCase() === "VCARD") {
      contact = {
        line,
        fullName: "",
        structuredName: "",
        emails: [],
        phones: [],
        organization: "",
        notes: [],
      };
    } else if (property.name === "END" && contact) {
      const cells = [
        contact.fullName || contact.structuredName,
        firstPreferred(contact.emails),
        firstPreferred(contact.phones),
        contact.organization,
        contact.notes.join("\n"),
      ];
      if (cells.some(Boolean)) {
        if (rows.length === limit) return { rows, truncated: true };
        rows.push({ number: contact.line, cells });
      }
      contact = null;
    } else if (contact) apply(contact, property);
  }
  return { rows, truncated: false };
}
