/**
 * Search and sorting of names in every script (no dependency: the guest page's small script uses it too).
 *
 * `foldForSearch` makes a name and a typed query comparable whatever their accents, case or diacritics:
 * "José" and "jose", "Strauß" and "strauss", "İstanbul" and "istanbul", "Ёлка" and "елка", Arabic with or
 * without harakat.
 */

// Combining marks (accents), Arabic harakat U+064B–U+065F, the superscript alef U+0670 and tatweel U+0640.
const MARKS = /[\p{M}\u0640\u064B-\u065F\u0670]/gu;
// Letters whose variants a guest types interchangeably.
const LETTERS: Record<string, string> = {
  ß: "ss",
  ẞ: "ss",
  ı: "i",
  İ: "i",
  أ: "ا",
  إ: "ا",
  آ: "ا",
  ٱ: "ا",
  ى: "ي",
  ة: "ه",
};
const LETTER = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "gu");

/** `text` as search compares it: letter variants unified, accents and diacritics removed, case folded,
 * spaces squeezed and trimmed ('  José ' → 'jose'). */
export function foldForSearch(text: string): string {
  return text
    .replace(LETTER, (letter) => LETTERS[letter] ?? letter)
    .normalize("NFKD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

const collators = new Map<string, Intl.Collator>();

/** Compares names as a reader of `locale` sorts them: accents and case second, numbers by value
 * ("Table 2" before "Table 10"). */
export function nameCollator(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}
