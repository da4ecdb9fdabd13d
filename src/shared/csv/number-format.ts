/**
 * A number cell of an Excel workbook as the guest list needs it: dates as ISO dates, numbers with the digits
 * the sheet shows (a phone number stored as a number keeps every digit, a zip code formatted "00000" keeps
 * its leading zero, "0.00" keeps two decimals, "0%" is a percentage). Formats this does not model (currency,
 * fractions, conditions) give the number as Excel's General format would, without an exponent for whole
 * numbers, rather than a guess.
 */

/** Excel's built-in number formats that the sheet's styles refer to by id only. */
const BUILT_IN: Record<number, string> = {
  0: "General",
  1: "0",
  2: "0.00",
  3: "#,##0",
  4: "#,##0.00",
  9: "0%",
  10: "0.00%",
  14: "yyyy-mm-dd",
  15: "d-mmm-yy",
  16: "d-mmm",
  17: "mmm-yy",
  18: "h:mm AM/PM",
  19: "h:mm:ss AM/PM",
  20: "h:mm",
  21: "h:mm:ss",
  22: "yyyy-mm-dd h:mm",
  45: "mm:ss",
  46: "[h]:mm:ss",
  47: "mm:ss.0",
  49: "@",
};
/** Ids 27–36 and 50–58 are dates in the East Asian editions of Excel. */
const isEastAsianDate = (id: number) => (id >= 27 && id <= 36) || (id >= 50 && id <= 58);

export function formatCode(id: number, custom: ReadonlyMap<number, string>): string {
  return custom.get(id) ?? BUILT_IN[id] ?? (isEastAsianDate(id) ? "yyyy-mm-dd" : "General");
}

/** The first section of a format (the one for positive numbers), without quoted text, escapes, fills and
 * colour or locale brackets — what is left says which kind of value it shows. */
function core(code: string): string {
  let section = "";
  let quoted = false;
  for (let index = 0; index < code.length; index++) {
    const char = code[index]!;
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === ";") break;
    else if (char === "\\" || char === "_" || char === "*") index++;
    else section += char;
  }
  // [h], [mm], [ss] are elapsed time and stay; [Red], [$-409], [>=100] go.
  return section.replace(/\[(?![hms]+\])[^\]]*\]/gi, "");
}

const pad = (value: number, digits = 2) => String(value).padStart(digits, "0");

/** Excel's serial day number as a UTC date: days since 1899-12-30 (or 1904-01-01), with Excel's 1900 leap
 * year bug (it counts a 29 February 1900 that never was, so serials before it are a day later). */
function serialDate(serial: number, date1904: boolean): Date {
  let days = Math.floor(serial);
  if (!date1904 && days < 60) days += 1;
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(epoch + days * 86_400_000 + Math.round((serial - Math.floor(serial)) * 86_400) * 1000);
}

function dateText(serial: number, date1904: boolean, shown: string): string {
  const date = serialDate(serial, date1904);
  const hasTime = /[hs]/.test(shown);
  const hasDate = /[dy]/.test(shown) || (/m/.test(shown) && !hasTime);
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const seconds = /s/.test(shown) ? `:${pad(date.getUTCSeconds())}` : "";
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}${seconds}`;
  if (hasDate && hasTime) return `${day} ${time}`;
  return hasDate ? day : time;
}

/** Excel's General format for a value: whole numbers in full, others to 15 significant digits. */
export function generalNumber(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return String(value);
  return String(Number(value.toPrecision(15)));
}

/** The plain number formats: zeros and #s, an optional decimal part, thousands commas, percent signs. */
const PLAIN = /^([#0?,]*)(?:\.([#0?]*))?(%*)$/;

function plainNumber(value: number, shown: string): string | null {
  const found = PLAIN.exec(shown.replace(/\s/g, ""));
  if (!found) return null;
  const [, whole = "", fraction = "", percent = ""] = found;
  const scaled = value * 100 ** percent.length;
  const decimals = fraction.length;
  const minimum = fraction.replace(/[#?]+$/, "").length;
  let text = Math.abs(scaled).toFixed(decimals);
  if (decimals > minimum)
    text = text.replace(new RegExp(`0{1,${decimals - minimum}}$`), "").replace(/\.$/, "");
  const [integer = "", rest] = text.split(".");
  let digits = integer.padStart((whole.match(/0/g) ?? []).length, "0");
  if (whole.includes(",")) digits = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  if (!/0/.test(whole) && digits === "0" && rest) digits = "";
  const sign = scaled < 0 && /[1-9]/.test(text) ? "-" : "";
  return `${sign}${digits}${rest ? `.${rest}` : ""}${percent}`;
}

/** A number cell's text under its format code. */
export function formatNumber(value: number, code: string, date1904: boolean): string {
  if (code === "General" || code === "@") return generalNumber(value);
  const shown = core(code).toLowerCase();
  if (/[dmyhs]/.test(shown.replace(/am\/pm|a\/p/g, ""))) return dateText(value, date1904, shown);
  return plainNumber(value, shown) ?? generalNumber(value);
}

/** A date cell stored as ISO 8601 text (`t="d"`): the date, with the time only when it is not midnight. */
export function isoDateText(value: string): string {
  const found = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!found) return value;
  const [, day, time, seconds] = found;
  if (!time || (time === "00:00" && (!seconds || seconds === "00"))) return day!;
  return `${day} ${time}`;
}
