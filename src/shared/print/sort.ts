import { nameCollator } from "../text-search";

/** Name order for printed lists, as a reader of the print's `language` sorts: accent- and
 * case-insensitive, numbers in numeric order. */
export const compareText = (a: string, b: string, language = "en") => nameCollator(language).compare(a, b);

/** The last word of a name ("Ana María García" → "García"): what escort cards are usually ordered by. */
export function lastName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words[words.length - 1] ?? name;
}

export function compareByLastName(a: string, b: string, language = "en"): number {
  return compareText(lastName(a), lastName(b), language) || compareText(a, b, language);
}
