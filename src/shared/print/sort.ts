/** Name order for printed lists: accent- and case-insensitive, numbers in numeric order. */
const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

export const compareText = (a: string, b: string) => collator.compare(a, b);

/** The last word of a name ("Ana María García" → "García"): what escort cards are usually ordered by. */
export function lastName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words[words.length - 1] ?? name;
}

export function compareByLastName(a: string, b: string): number {
  return compareText(lastName(a), lastName(b)) || compareText(a, b);
}
