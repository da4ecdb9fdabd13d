import { msg } from "../i18n/messages";
import { type ContentKind, contentKind, sampleColumns } from "./column-content";
import { EVENT_WORDS, NAME_TARGETS, type RecognisedHeader, recogniseHeader } from "./header-names";
import type { CsvRow } from "./parse";
import { type ImportTarget, MULTI_COLUMN_TARGETS, normaliseHeader } from "./targets";

/** How many rows at the top of a file may sit above its header (a title block, dates, notes to self: a
 * spreadsheet's header may be on line 40). */
export const HEADER_SEARCH_ROWS = 100;

/**
 * The header row: among the first rows, the first one with the most recognised column names. A file whose
 * header names nothing we know still has its first row taken as the header (a guest file always has one).
 */
export function findHeaderRow(rows: CsvRow[]): number {
  let bestIndex = 0;
  let bestScore = 0;
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const targets = new Set(rows[index]!.cells.map((cell) => recogniseHeader(cell)?.target).filter(Boolean));
    if (targets.size > bestScore) {
      bestScore = targets.size;
      bestIndex = index;
    }
  }
  return bestIndex;
}

/** Why a column goes where it is proposed to go, shown beside it (translated when shown). */
export const GUESS_REASONS = {
  header: msg("Recognised header"),
  similarHeader: msg("Similar header"),
  emails: msg("Looks like e-mails"),
  phones: msg("Looks like phone numbers"),
  answers: msg("Looks like RSVP answers"),
  otherEvent: msg("RSVP for another event: kept in notes"),
  chosenEvent: msg("RSVP for the event this seating plan is for"),
  ids: msg("Looks like ID or ticket numbers"),
  counts: msg("Looks like head counts"),
  dates: msg("Looks like dates"),
  yesNo: msg("Looks like yes/no answers, not names"),
  plusOnes: msg("Yes or a number: each becomes a guest to name later"),
  contactLabels: msg("Labels of the contacts app"),
  notOurs: msg("Not needed for seating"),
  taken: msg("Another column is used for this"),
  fallbackName: msg("No name column found: taken as the name"),
  unknown: msg("Not recognised"),
  empty: msg("Empty column"),
} as const;

/** Where a column is proposed to go, why, and whether the owner should look at it before importing. */
export interface ColumnGuess {
  target: ImportTarget;
  reason: string;
  confidence: "sure" | "unsure";
  /** An RSVP column for one event of several ("Ceremony RSVP", "Welcome Party"): the owner picks which one
   * this seating plan is for (`chooseEvent`); it feeds the status, the others go to notes. */
  event: boolean;
}

interface Candidate extends ColumnGuess {
  score: number;
  alt?: ImportTarget;
}

const candidate = (
  target: ImportTarget,
  reason: string,
  score: number,
  confidence: ColumnGuess["confidence"] = "sure",
): Candidate => ({ target, reason, score, confidence, event: false });

/** Targets whose cells are words a person typed: a column of e-mails, ids or dates there is misread. */
const WORD_TARGETS: ReadonlySet<ImportTarget> = new Set([
  ...NAME_TARGETS,
  "groups",
  "status",
  "meal",
  "dietaryRestrictions",
]);

/** One column, by its header and its content. Content wins where it cannot be mistaken: e-mails are e-mail,
 * ticket numbers and dates are not names, head counts are not households. */
function judgeColumn(
  header: string,
  found: RecognisedHeader | null,
  kind: ContentKind | null,
  filled: number,
): Candidate {
  const byHeader =
    found &&
    candidate(
      found.target,
      found.score >= 2 ? GUESS_REASONS.header : GUESS_REASONS.similarHeader,
      found.score,
    );
  // "Guest" beside "Name" is the plus-one: on a tie, the column with a second meaning gives way.
  if (byHeader && found.alt) Object.assign(byHeader, { alt: found.alt, score: byHeader.score - 0.1 });
  const target = found?.target ?? null;
  if (kind === "emails") {
    return target === "email" ? byHeader! : candidate("email", GUESS_REASONS.emails, 1.5);
  }
  if (kind === "phones" && (target === null || NAME_TARGETS.has(target))) {
    return candidate("phone", GUESS_REASONS.phones, 0.5, target === null ? "sure" : "unsure");
  }
  if (target && WORD_TARGETS.has(target)) {
    if (kind === "ids") return candidate("ignore", GUESS_REASONS.ids, 2);
    if (kind === "dates") return candidate("ignore", GUESS_REASONS.dates, 2);
  }
  // An event's name over RSVP answers ("The Wedding", "Welcome Party": Attending / Declined) is an RSVP column.
  if (
    kind === "answers" &&
    target !== "status" &&
    (target === null || target === "household" || target === "groups")
  ) {
    const key = normaliseHeader(header);
    // "Wedding Party: Yes" says who stands with the couple, not who comes.
    if (EVENT_WORDS.test(key) && !/\b(wedding|bridal) party\b/.test(key)) {
      return candidate("status", GUESS_REASONS.answers, 1, "unsure");
    }
  }
  if (target && (NAME_TARGETS.has(target) || target === "groups")) {
    // A plus-one column of Yes / 2 stands for guests not named yet (the plan names them "Guest of …").
    if (target === "companion" && (kind === "answers" || kind === "counts")) {
      return candidate("companion", GUESS_REASONS.plusOnes, 1, "unsure");
    }
    if (kind === "answers") return candidate("ignore", GUESS_REASONS.yesNo, 2);
    if (kind === "counts") return candidate("ignore", GUESS_REASONS.counts, 2);
    if (kind === "contactLabels") return candidate("ignore", GUESS_REASONS.contactLabels, 2);
  }
  if (target === null && (kind === "ids" || kind === "dates")) {
    return candidate("ignore", GUESS_REASONS[kind], 1);
  }
  if (found?.numbers)
    return candidate("ignore", found.numbers === "count" ? GUESS_REASONS.counts : GUESS_REASONS.ids, 2);
  if (byHeader) {
    if (byHeader.target === "ignore") byHeader.reason = GUESS_REASONS.notOurs;
    return byHeader;
  }
  return filled === 0
    ? candidate("ignore", GUESS_REASONS.empty, 0)
    : candidate("ignore", GUESS_REASONS.unknown, 0, "unsure");
}

/**
 * Which event a seating plan is most likely for, by an RSVP column's header: the reception (where people
 * sit) before the wedding or dinner, before the ceremony; a rehearsal dinner, welcome party or brunch last.
 */
function eventRank(header: string): number {
  const key = normaliseHeader(header);
  if (
    /\b(rehearsal|welcome|brunch|after ?party|polterabend|vorabend|ensayo|repetition|prova|drinks|cocktails?)\b/.test(
      key,
    )
  )
    return 0;
  if (/\b(reception|empfang|recepcion|ricevimento|receptie|feier|fiesta|festa|feest|soiree)\b/.test(key))
    return 4;
  if (
    /\b(wedding|hochzeit|boda|mariage|matrimonio|nozze|casamento|bruiloft|dinner|diner|abendessen|cena|jantar)\b/.test(
      key,
    )
  )
    return 3;
  if (/\b(ceremony|trauung|ceremonia|ceremonie|cerimonia)\b/.test(key)) return 1;
  return EVENT_WORDS.test(key) ? 0.5 : 2;
}

/**
 * The mapping the preview starts from, per column: where it goes, why, and how sure. Headers are recognised
 * (`recogniseHeader`) and checked against the column's content, read from a sample of its first non-blank
 * cells; content alone places a column of e-mails, phone numbers or RSVP answers under an event's name. A
 * one-column target goes to the surest column (a filled one before an empty one), the others are ignored.
 * Two or more RSVP columns are per event: the likeliest event's feeds the status, the others go to notes.
 * With no name column recognised, a column whose header holds "name" (or, failing that, the first column)
 * is taken as the name, so a plain list still imports.
 */
export function guessMapping(headers: string[], rows: readonly CsvRow[]): ColumnGuess[] {
  const samples = sampleColumns(rows, headers.length);
  const guesses: Candidate[] = headers.map((header, index) => {
    const sample = samples[index]!;
    const guess = judgeColumn(header, recogniseHeader(header), contentKind(sample), sample.length);
    // An empty column never beats a filled one for the same target.
    if (sample.length === 0) guess.score -= 10;
    return guess;
  });

  const statusColumns = guesses.flatMap((guess, index) => (guess.target === "status" ? [index] : []));
  if (statusColumns.length > 1) {
    const chosen = defaultEvent(headers, statusColumns);
    for (const index of statusColumns) {
      const guess = guesses[index]!;
      guess.event = true;
      if (index !== chosen) Object.assign(guess, { target: "notes", reason: GUESS_REASONS.otherEvent });
    }
  }

  // "Plus One: Yes" beside "Plus One Name": the name column holds the person, the yes is only a flag.
  guesses.forEach((guess, index) => {
    if (guess.reason !== GUESS_REASONS.plusOnes) return;
    const key = normaliseHeader(headers[index]!);
    const named = headers.some(
      (other, at) =>
        at !== index && guesses[at]!.target === "companion" && normaliseHeader(other).startsWith(key),
    );
    if (named) Object.assign(guess, { target: "ignore", reason: GUESS_REASONS.yesNo, confidence: "sure" });
  });

  const best = new Map<ImportTarget, number>();
  guesses.forEach((guess, index) => {
    if (MULTI_COLUMN_TARGETS.has(guess.target)) return;
    const current = best.get(guess.target);
    if (current === undefined || guess.score > guesses[current]!.score) best.set(guess.target, index);
  });
  guesses.forEach((guess, index) => {
    if (MULTI_COLUMN_TARGETS.has(guess.target) || best.get(guess.target) === index) return;
    if (guess.alt) guess.target = guess.alt;
    else Object.assign(guess, { target: "ignore", reason: GUESS_REASONS.taken, confidence: "sure" });
  });

  const hasName = guesses.some(
    ({ target }) => target === "name" || target === "firstName" || target === "lastName",
  );
  if (!hasName && headers.length > 0) {
    const free = (index: number) =>
      guesses[index]!.reason === GUESS_REASONS.unknown || guesses[index]!.reason === GUESS_REASONS.empty;
    const nameLike = headers.findIndex((header, index) => free(index) && /name/i.test(header));
    const fallback = nameLike >= 0 ? nameLike : free(0) ? 0 : -1;
    if (fallback >= 0)
      Object.assign(guesses[fallback]!, candidate("name", GUESS_REASONS.fallbackName, 0, "unsure"));
  }
  return guesses.map(({ target, reason, confidence, event }) => ({ target, reason, confidence, event }));
}

/** The proposed mapping alone: the target of each column. */
export function proposeMapping(file: { headers: string[]; rows: readonly CsvRow[] }): ImportTarget[] {
  return guessMapping(file.headers, file.rows).map((guess) => guess.target);
}

function defaultEvent(headers: string[], columns: number[]): number {
  let chosen = columns[0]!;
  for (const index of columns) if (eventRank(headers[index]!) > eventRank(headers[chosen]!)) chosen = index;
  return chosen;
}

/**
 * The mapping with `column` as the event this seating plan is for: its RSVP column feeds the status, the
 * other events' RSVP columns go to notes (`events`: the columns guessed as per-event RSVP columns).
 */
export function chooseEvent(
  mapping: ImportTarget[],
  events: readonly number[],
  column: number,
): ImportTarget[] {
  return mapping.map((target, index) => {
    if (index === column) return "status";
    if (events.includes(index)) return "notes";
    return target === "status" ? "ignore" : target;
  });
}
