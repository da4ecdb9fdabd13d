import { nameKey } from "../guests-groups";
import { t } from "../i18n/messages";
import { splitCouple, unnamedCount } from "./names";

/** The people one row of a guest list stands for, when it is a household. */

/** One person of a row. `source`: the row's own person ("row"); the second of a couple written in one cell
 * ("couple"); a partner column; a companion column (Child 1…5, Plus One); or a guest the file does not name
 * yet ("placeholder", named "Guest of …"). `column` is where the person was read (-1: the name cells). */
export interface Person {
  name: string;
  source: "row" | "couple" | "partner" | "companion" | "placeholder";
  column: number;
}

export interface RowPeople {
  /** The row's column of other people: its index and its text. */
  partner: { column: number; name: string } | null;
  companions: { column: number; value: string }[];
}

/** A name, shortened so the names built from it stay within the list's limits. */
const short = (name: string) => (name.length > 60 ? `${name.slice(0, 59)}…` : name);

/**
 * The people of a row: its own person — or the two of a couple in one cell ("Anna & Piotr Kowalski", when
 * `splitCouples`) — its partner, and one person per non-blank companion cell. A companion or partner cell
 * that says yes, a count, "Guest" or "+1" rather than a name stands for that many guests to be named later,
 * "Guest of Ana Souza". `couple` is what the split made of the cell, for the preview; `family` the surname
 * the row's people share, if known (the last-name column, or the couple's surname).
 */
export function peopleOfRow(
  name: string,
  lastName: string,
  others: RowPeople,
  splitCouples: boolean,
): { people: Person[]; couple: string | null; family: string | null } {
  const people: Person[] = [];
  const couple = splitCouple(name);
  const split = couple && splitCouples ? couple : null;
  const owner = split ? split.first : name;
  people.push({ name: owner, source: "row", column: -1 });
  if (split?.second) people.push({ name: split.second, source: "couple", column: -1 });
  // "Ana & Guest": Ana, and a guest of hers.
  const pending: { column: number; count: number }[] =
    split && !split.second ? [{ column: -1, count: 1 }] : [];
  const extra = [
    ...(others.partner
      ? [{ column: others.partner.column, value: others.partner.name, source: "partner" as const }]
      : []),
    ...others.companions.map((companion) => ({ ...companion, source: "companion" as const })),
  ];
  for (const { column, value, source } of extra) {
    if (!value) continue;
    const count = unnamedCount(value);
    if (count === null) people.push({ name: value, source, column });
    else if (count > 0) pending.push({ column, count });
  }
  const total = pending.reduce((sum, { count }) => sum + count, 0);
  let unnamed = 0;
  for (const { column, count } of pending) {
    for (let i = 0; i < count; i++) {
      unnamed += 1;
      people.push({
        name:
          total > 1
            ? t("Guest {number} of {name}", { number: unnamed, name: short(owner) })
            : t("Guest of {name}", { name: short(owner) }),
        source: "placeholder",
        column,
      });
    }
  }
  return {
    people,
    couple: couple
      ? [couple.first, couple.second ?? t("Guest of {name}", { name: short(couple.first) })].join(" · ")
      : null,
    family: lastName || split?.family || null,
  };
}

/** The name of a household the import makes for a row of several people: "The Kowalski family" when their
 * surname is known, else "Ana Souza's party", or "Ana Souza's party (line 12)" to tell two apart. `key`
 * compares names as the list does. */
export function householdName(
  family: string | null,
  name: string,
  line?: number,
): { name: string; key: string } {
  const named = family
    ? t("The {family} family", { family: short(family) })
    : line
      ? t("{name}'s party (line {line})", { name: short(name), line })
      : t("{name}'s party", { name: short(name) });
  return { name: named, key: nameKey(named) };
}

/** Dietary words a meal cell holds ("Vegetarian", "Vegan", "Gluten free"…), in the languages lists come in. */
const DIETARY =
  /\b(?:vegetarian|vegan|pescatarian|gluten[- ]?free|dairy[- ]?free|nut[- ]?free|lactose[- ]?free|halal|kosher|celiac|coeliac|allerg\w*|v[ée]g[ée]tarien(?:ne)?|v[ée]gan[e]?|sans gluten|sin gluten|vegetarian[oa]|vegan[oa]|vegetarisch|glutenfrei|laktosefrei|senza glutine|sem gl[uú]ten)\b/gi;

/** The dietary words of a meal cell that the row's dietary cell does not already say, or null. */
export function dietaryInMeal(meal: string, dietary: string | null): string | null {
  const found = [...new Set((meal.match(DIETARY) ?? []).map((word) => word.trim()))];
  const missing = found.filter((word) => !(dietary ?? "").toLowerCase().includes(word.toLowerCase()));
  return missing.length ? missing.join(", ") : null;
}
