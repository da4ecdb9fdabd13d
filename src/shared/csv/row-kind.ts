import { trimText } from "../text";
import { normaliseHeader } from "./targets";

/** Rows of a guest list that are not guests: what a spreadsheet adds around the list. */
export type RowKind = "total" | "header" | "section" | "title";

/** "Total", "TOTAL", "Totals: 46", "Grand total", "Summe", "Count": a footer row counting the list. */
const TOTAL =
  /^(?:grand |sub ?)?(?:totals?|sum|count|summe|gesamt|insgesamt|totale|totaal|totaux|total general|somme|soma|contagem|anzahl|number of guests|guest count|head count|headcount)(?: (?:guests?|attending|confirmed|declined|invited|people|persons|rsvps?|count|number|invitados|invites|gaste|ospiti|convidados|\d+))*$/;
/** "Confirmed (Yes)", "Attending: 32", "Declined 4": a status word with a count, under the list. */
const STATUS_COUNT =
  /^(?:confirmed|attending|accepted|declined|not attending|invited|pending|no response|awaiting|yes|no|maybe|adults|children|kids|guests|rsvp d|rsvped)(?: \w+)?$/;
/** A heading's decoration: "--- Family ---", "== Work ==", "* Friends *", "Bride's side:". */
const DECORATED = /^[-=*#_~>•·[]+|[-=*#_~<•·\]:]+$/;
/** Words a section heading is made of ("Bride's side", "Groom's family", "Work friends", "Familia"). */
const HEADING_WORDS = new Set(
  (
    "bride brides groom grooms side family families friends friend work colleagues coworkers relatives " +
    "neighbours neighbors kids children others other guests and the of his her their parents mutual plus ones " +
    "college school university church team vip misc extended close table section group " +
    "lado novia novio familia amigos trabajo cote mariee marie famille amis travail seite braut brautigam " +
    "familie freunde arbeit lato sposa sposo famiglia amici lavoro noiva noivo familia amigos trabalho"
  ).split(" "),
);
/** A title row inside the list ("Smith & Jones Wedding – Guest List", "Updated June 3"). */
const TITLE =
  /\b(?:guest ?list|wedding|invitation list|rsvp list|updated|as of|lista de invitados|liste des invites|gasteliste|lista degli invitati|lista de convidados|hochzeit|boda|mariage|matrimonio|casamento)\b/;

const NUMBER = /^[-+]?\d+(?:[.,]\d+)?%?$/;

/**
 * What a row is when it is not a guest, or null when it may be one. `nameCells` are the columns the name is
 * read from. Told apart by what a spreadsheet puts there: a footer of totals (its other cells numbers), the
 * header again (a list pasted from several pages), a heading over part of the list (one cell, in heading
 * words or decorated), a title line (one cell naming the list or the wedding).
 */
export function rowKind(cells: string[], headers: string[], nameCells: number[]): RowKind | null {
  // One pass over the cells, comparing without normalising: most rows are guests, and a 20,000-row file
  // asks this of each.
  let first = -1;
  let filled = 0;
  let countsOnly = true;
  let sameAsHeader = 0;
  for (let index = 0; index < cells.length; index++) {
    const cell = cells[index]!;
    if (cell === "") continue;
    const value = trimText(cell);
    if (value === "") continue;
    filled += 1;
    if (first < 0) first = index;
    else if (countsOnly && !NUMBER.test(value) && !value.startsWith("=")) countsOnly = false;
    if (headers[index] !== undefined && value.toLowerCase() === headers[index]!.toLowerCase())
      sameAsHeader += 1;
  }
  if (first < 0) return null;
  if (sameAsHeader >= Math.ceil(filled / 2) && (sameAsHeader > 1 || filled === 1)) return "header";
  const only = trimText(cells[first]!);
  const key = normaliseHeader(only);
  if (countsOnly && (TOTAL.test(key) || STATUS_COUNT.test(key.replace(/\s\d+$/, "")))) return "total";
  if (countsOnly && filled > 1 && NUMBER.test(only) && nameCells.includes(first)) return "total";
  if (filled !== 1) return null;
  if (TITLE.test(key)) return "title";
  const bare = normaliseHeader(only.replace(/'s\b/gi, ""));
  if (DECORATED.test(only) || (bare !== "" && bare.split(" ").every((word) => HEADING_WORDS.has(word))))
    return "section";
  return null;
}
