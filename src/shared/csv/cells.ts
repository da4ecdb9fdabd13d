import { GROUP_SEPARATORS } from "../guests-groups";
import { trimText } from "../text";

/** Reading single cells of an imported file. */

/** Our export puts a ' before a value a spreadsheet would run as a formula (docs/architecture.md §10);
 * reading it back takes that ' off again, so export → import gives back the same text. */
const NEUTRALISED = /^'+[=+\-@\t\r]/;
export function restoreNeutralised(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}

/** What people type in an e-mail, phone, table or seat cell to mean "nothing". */
const PLACEHOLDER = /^(-+|—|–|n\/?a|none|null|nil|tbd|tba|\?+)$/i;
export function isPlaceholder(cell: string): boolean {
  return PLACEHOLDER.test(cell);
}

export const MAX_TABLE_NUMBER = 9999;

/** A table named by its number ("7", "Table 7", "Table #7", "T7", "7.0" from a spreadsheet) or by a name
 * ("Head table", "Sweetheart"). */
export type TableRef = { number: number } | { name: string };

const TABLE_NUMBER =
  /^(?:table|tbl|t|tisch|mesa|tafel)?\s*(?:no\.?|nr\.?|number|#)?\s*(\d{1,6})(?:[.,]0+)?$/i;

export function tableFromCell(cell: string): TableRef | null {
  const value = trimText(cell);
  if (value === "" || isPlaceholder(value)) return null;
  const match = TABLE_NUMBER.exec(value);
  if (match) return { number: Number(match[1]) };
  return { name: value };
}

const SEAT_NUMBER = /^(?:seat|s|#)?\s*(?:no\.?|number|#)?\s*(\d{1,6})(?:[.,]0+)?$/i;

/** A seat cell as a number, null when blank, NaN when it is not a whole number. */
export function seatFromCell(cell: string): number | null {
  const value = trimText(cell);
  if (value === "" || isPlaceholder(value)) return null;
  const match = SEAT_NUMBER.exec(value);
  return match ? Number(match[1]) : Number.NaN;
}

/** "Family; Work | College, Choir" → four groups, each once whatever its case. */
export function groupsFromCell(cell: string): string[] {
  const seen = new Set<string>();
  const groups: string[] = [];
  for (const part of cell.split(new RegExp(GROUP_SEPARATORS.source, "g"))) {
    const name = trimText(part);
    const key = name.toLowerCase();
    if (name && !seen.has(key)) {
      seen.add(key);
      groups.push(name);
    }
  }
  return groups;
}
