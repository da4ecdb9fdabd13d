import { z } from "zod";

/** Reading the people a name cell holds: a couple, a placeholder for someone not yet named, a family. */

/** "and" in the languages lists come in; the short ones only in lower case, so a middle initial ("Ana Y
 * Pedro") is not taken for one. */
const AND = /^(?:&|\+|and|And|AND|y|e|et|und|en)$/;

/** Words a cell uses for a person not yet named: "Guest", "+1", "Plus One", "Invité"… */
const GUEST_WORD =
  /^(?:guest|a guest|his guest|her guest|their guest|plus ?one|plus-one|\+ ?1|date|invit[eé]e?|acompañante|acompanhante|invitad[oa]|convidad[oa]|begleitung|begleitperson|gast|ospite|accompagnatore|accompagnatrice|accompagnateur|accompagnatrice)$/i;

/** "Guest of Chloé", "Chloé's guest", "Invitado de Ana": a placeholder that names whose guest it is. */
const GUEST_OF =
  /^(?:guest|plus ?one|plus-one|\+ ?1|date|invit[eé]e?|invitad[oa]|convidad[oa]|ospite|gast|begleitung|acompañante|acompanhante)\s+(?:of|for|de|du|da|di|von|van)\s+\S|'s\s+(?:guest|plus ?one|plus-one|\+ ?1|date)$/i;

/** "The Garcia Family", "Garcia family", "Famille Dupont", "Ana & family": several people in one name. */
const FAMILY =
  /(?:^the\s.+\s(?:family|household)$|\s(?:family|household)$|^(?:famille|familia|família|familie|famiglia|fam\.)\s|[&+]\s*(?:family|kids|children|famille|familia|familie|famiglia)$|\b(?:and|y|et|und|e)\s+(?:family|kids|children|famille|familia|familie|famiglia)$)/i;

/** Honorifics a couple shares in "Mr. & Mrs. John Smith". */
const HONORIFIC =
  /^(?:mr|mrs|ms|miss|mx|dr|prof|rev|sr|sra|srta|m|mme|mlle|herr|frau|sig|sig\.ra|signor|signora|dott)\.?$/i;

/** A cell that says "yes, one more person" rather than naming them: yes, x, a tick, a count, TRUE, "Guest". */
const YES = /^(?:yes|y|x|✓|✔|true|sí|si|oui|ja|sim|guest|\+ ?1|plus ?one)$/i;
const NONE = /^(?:no|n|false|0|none|-+|—|n\/?a|non|nein|não|nao)$/i;

/** Letters, with the marks names use between them: "Ana Souza", "O'Neill", "Jean-Luc", "Dr. Kim". */
const NAME = /^\p{L}[\p{L}\p{M}.'’\- ]*$/u;

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const isEmail = (text: string) => z.regexes.email.test(text);

/** Whether a cell is a word for an unnamed companion ("Guest", "+1"): what becomes a placeholder. */
export function isGuestWord(cell: string): boolean {
  return GUEST_WORD.test(cell.trim());
}

/**
 * How many unnamed people a companion cell stands for: "Yes", "x", "TRUE", "Guest", "+1" → 1; a count "2"
 * → 2 (at most 9); "No", "0", "n/a" → 0; a name → null (the cell is the person's name).
 */
export function unnamedCount(cell: string): number | null {
  const value = cell.trim();
  if (NONE.test(value)) return 0;
  if (YES.test(value) || GUEST_WORD.test(value)) return 1;
  if (/^\d{1,2}$/.test(value)) return Math.min(Number(value), 9);
  return null;
}

/** Why a name deserves a second look, if it does: an e-mail address, a placeholder, a family in one row. */
export type NameWarning = "email" | "placeholder" | "family";

export function nameWarning(name: string): NameWarning | null {
  if (isEmail(name)) return "email";
  if (GUEST_OF.test(name) || GUEST_WORD.test(name)) return "placeholder";
  if (FAMILY.test(name)) return "family";
  return null;
}

/**
 * Two people written in one name cell, split: "Anna & Piotr Kowalski" → Anna Kowalski, Piotr Kowalski;
 * "Mr. & Mrs. John Smith" → Mr. John Smith, Mrs. John Smith; "John and Jane Doe"; "Ana y Pedro"; "Jean et
 * Marie"; "Anna Nowak & Piotr Kowalski" as written. `family` is the surname they share, when they do. "Ana &
 * Guest" is Ana and a guest (`second` null); "The Garcia Family", three names, or anything else is not a
 * couple.
 */
export function splitCouple(
  name: string,
): { first: string; second: string | null; family: string | null } | null {
  const plusOne = /^(.*\S)\s*\+\s*1$/.exec(name);
  if (plusOne && NAME.test(plusOne[1]!)) return { first: plusOne[1]!, second: null, family: null };
  const parts = words(name);
  const at = parts.findIndex((word) => AND.test(word));
  if (at <= 0 || at === parts.length - 1 || parts.slice(at + 1).some((word) => AND.test(word))) return null;
  if (FAMILY.test(name) || isEmail(name) || /\d/.test(name)) return null;
  const left = parts.slice(0, at);
  const right = parts.slice(at + 1);
  if (left.length > 3 || right.length > 4 || !NAME.test(left.join(" ")) || !NAME.test(right.join(" ")))
    return null;
  if (GUEST_WORD.test(right.join(" "))) return { first: left.join(" "), second: null, family: null };
  // "Mr. & Mrs. John Smith": each honorific with the name that follows.
  if (left.length === 1 && HONORIFIC.test(left[0]!) && HONORIFIC.test(right[0]!)) {
    const rest = right.slice(1);
    if (rest.length === 0) return null;
    return {
      first: [left[0], ...rest].join(" "),
      second: right.join(" "),
      family: rest.length > 1 ? rest.at(-1)! : rest[0]!,
    };
  }
  // "Anna & Piotr Kowalski": a first name alone on the left shares the right side's surname.
  if (left.length === 1 && right.length >= 2) {
    const surname = right.slice(1).join(" ");
    return { first: `${left[0]} ${surname}`, second: right.join(" "), family: surname };
  }
  return { first: left.join(" "), second: right.join(" "), family: null };
}
